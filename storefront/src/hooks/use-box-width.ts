import { useLayoutEffect, useRef, useState } from 'react'

/**
 * The width of an element's box, measured before the first paint and on every resize: what fits
 * in a column beside the member area's sidebar is not what the window's width says. Null until
 * laid out, and always where nothing is laid out (jsdom).
 */
export function useBoxWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState<number | null>(null)
  useLayoutEffect(() => {
    const box = ref.current
    if (!box) return
    const measure = () => {
      if (box.clientWidth > 0) setWidth(box.clientWidth)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}
