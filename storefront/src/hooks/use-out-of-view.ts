import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether an element is out of the viewport (above it or below it), following scrolls, as an
 * IntersectionObserver reports it. `rootMargin` shrinks the viewport, e.g. by a sticky header
 * that covers its top. False until the observer first reports, on the server, where no observer
 * exists, and while `enabled` is false: what depends on it stays hidden by default.
 */
export function useOutOfView(target: RefObject<Element | null>, { enabled = true, rootMargin = '0px' } = {}): boolean {
  const [outOfView, setOutOfView] = useState(false)
  useEffect(() => {
    const element = target.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') {
      setOutOfView(false)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1)
        if (entry) setOutOfView(!entry.isIntersecting)
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [target, enabled, rootMargin])
  return outOfView
}
