import { useEffect, useRef } from 'react'
import { SIZES } from '@shared/constants'
import { formatShortPrice } from '@shared/format'
import { labelOf, MULTI_KEYS, type ShopFilters } from '../lib/filters'
import { colorLabel } from '@/components/color-swatch'

type Chip = { key: string; label: string; remove: (f: ShopFilters) => ShopFilters }

function chipsOf(filters: ShopFilters): Chip[] {
  const chips: Chip[] = []
  for (const key of MULTI_KEYS) {
    for (const value of filters[key]) {
      chips.push({
        key: `${key}:${value}`,
        label: labelOf(key, value),
        remove: (f) => ({ ...f, [key]: f[key].filter((v) => v !== value) }),
      })
    }
  }
  for (const value of filters.size) {
    chips.push({
      key: `size:${value}`,
      label: SIZES.find((s) => s.value === value)?.label ?? value,
      remove: (f) => ({ ...f, size: f.size.filter((v) => v !== value) }),
    })
  }
  if (filters.color) chips.push({ key: 'color', label: colorLabel(filters.color), remove: (f) => ({ ...f, color: null }) })
  if (filters.priceMin !== null || filters.priceMax !== null) {
    const label =
      filters.priceMax === null
        ? `From ${formatShortPrice(filters.priceMin)}`
        : filters.priceMin === null
          ? `Up to ${formatShortPrice(filters.priceMax)}`
          : `${formatShortPrice(filters.priceMin)} – ${formatShortPrice(filters.priceMax)}`
    chips.push({ key: 'price', label, remove: (f) => ({ ...f, priceMin: null, priceMax: null }) })
  }
  return chips
}

/** The applied filters as removable chips above the grid (one tap to undo one choice). */
export function ActiveFilters({ filters, onChange }: { filters: ShopFilters; onChange: (next: ShopFilters) => void }) {
  const chips = chipsOf(filters)
  const listRef = useRef<HTMLUListElement>(null)
  // A removed chip takes its focus with it: hand focus to the chip now in its place.
  const refocus = useRef<number | null>(null)
  useEffect(() => {
    if (refocus.current === null) return
    const buttons = listRef.current?.querySelectorAll('button')
    if (buttons?.length) buttons[Math.min(refocus.current, buttons.length - 1)]?.focus()
    refocus.current = null
  })
  if (!chips.length) return null
  return (
    <ul ref={listRef} className="flex flex-wrap gap-2" aria-label="Applied filters">
      {chips.map((chip, index) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => {
              refocus.current = index
              onChange(chip.remove(filters))
            }}
            aria-label={`Remove filter: ${chip.label}`}
            className="inline-flex h-8 items-center gap-1.5 rounded-full border border-line-strong bg-canvas pr-2.5 pl-3.5 text-sm text-ink transition-colors hover:border-ink"
          >
            {chip.label}
            <svg viewBox="0 0 16 16" className="size-3 text-muted" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  )
}
