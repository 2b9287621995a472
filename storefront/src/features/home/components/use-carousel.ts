import { useCallback, useEffect, useRef, useState } from 'react'
import { CAROUSEL, TIMINGS } from '@shared/constants'

const mod = (a: number, n: number) => ((a % n) + n) % n

/**
 * The home page's 3D carousel rotation: slide `slot` of `count` positions, centre at index 2.
 * A click on a slot left of the centre rotates the list right, right of it rotates left, until
 * the clicked slide is in the centre. Input is ignored for 400 ms while rotating.
 */
export function useCarousel(count: number) {
  const centre = Math.min(CAROUSEL.centreIndex, Math.max(0, Math.floor((count - 1) / 2)))
  const [offset, setOffset] = useState(0)
  const [locked, setLocked] = useState(false)
  const lockedRef = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  /** Slot (0..count-1, centre = `centre`) where item `index` of the original list is shown. */
  const slotOf = useCallback((index: number) => mod(index + offset, count || 1), [offset, count])

  /** Handles a click on the slide in `slot`. Returns true when it rotated. */
  const select = useCallback(
    (slot: number) => {
      if (lockedRef.current || slot === centre || count < 2) return false
      lockedRef.current = true
      setLocked(true)
      // Left of centre: rotate right by the distance; right of centre: rotate left.
      setOffset((o) => o + (centre - slot))
      timer.current = setTimeout(() => {
        lockedRef.current = false
        setLocked(false)
      }, TIMINGS.carouselLockMs)
      return true
    },
    [centre, count],
  )

  return { centre, slotOf, select, locked }
}
