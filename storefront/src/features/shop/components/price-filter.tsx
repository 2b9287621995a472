import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { PRICE_FILTER } from '@shared/constants'
import { formatPrice } from '@/lib/format'
import { normalizePriceRange } from '../lib/filters'
import { FilterSection } from './filter-section'

export type PriceRange = { priceMin: number | null; priceMax: number | null }

const { min: MIN, max: MAX, step: STEP } = PRICE_FILTER
const percent = (value: number) => ((value - MIN) / (MAX - MIN)) * 100
const valueText = (value: number) => (value >= MAX ? `${formatPrice(MAX)} and above` : formatPrice(value))

/** Keys that change a range input's value: a release of one of them applies the range. */
const RANGE_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'])

/** Native range inputs drawn as two handles on one track: the track ignores the pointer, the thumbs take it. */
const thumb =
  'pointer-events-none absolute inset-x-0 top-1/2 h-6 w-full -translate-y-1/2 appearance-none bg-transparent focus:outline-none ' +
  '[&::-webkit-slider-runnable-track]:h-6 [&::-webkit-slider-runnable-track]:bg-transparent ' +
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:mt-[2px] [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-ink [&::-webkit-slider-thumb]:bg-canvas [&::-webkit-slider-thumb]:shadow-sm [&::-webkit-slider-thumb]:transition-transform active:[&::-webkit-slider-thumb]:scale-110 active:[&::-webkit-slider-thumb]:cursor-grabbing ' +
  'focus-visible:[&::-webkit-slider-thumb]:ring-4 focus-visible:[&::-webkit-slider-thumb]:ring-accent/30 ' +
  '[&::-moz-range-track]:bg-transparent [&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-4 [&::-moz-range-thumb]:cursor-grab [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-ink [&::-moz-range-thumb]:bg-canvas ' +
  'focus-visible:[&::-moz-range-thumb]:ring-4 focus-visible:[&::-moz-range-thumb]:ring-accent/30'

/**
 * Price (spec point 5): a slider from 0 to 500000 in steps of 1000 with two handles (two native
 * range inputs, so keyboards and screen readers work as usual), numeric min and max inputs and a
 * 'GO' button. A handle applies the range when it is let go; the inputs apply on 'GO' or Enter.
 * The top of the slider means "and above". It follows the applied range given as props.
 */
export function PriceFilter({ priceMin, priceMax, onApply }: PriceRange & { onApply: (range: PriceRange) => void }) {
  const id = useId()
  const [low, setLow] = useState(priceMin ?? MIN)
  const [high, setHigh] = useState(priceMax ?? MAX)
  const [lowText, setLowText] = useState(priceMin === null ? '' : String(priceMin))
  const [highText, setHighText] = useState(priceMax === null ? '' : String(priceMax))
  // The applied range changed (this filter, 'Clear All', Back): show it. Adjusted during render,
  // not by remounting, so a keyboard user's focus stays on the handle they are moving.
  const [applied, setApplied] = useState({ priceMin, priceMax })
  if (applied.priceMin !== priceMin || applied.priceMax !== priceMax) {
    setApplied({ priceMin, priceMax })
    setLow(priceMin ?? MIN)
    setHigh(priceMax ?? MAX)
    setLowText(priceMin === null ? '' : String(priceMin))
    setHighText(priceMax === null ? '' : String(priceMax))
  }

  const apply = (lo: number | null, hi: number | null) => {
    const next = normalizePriceRange(lo, hi)
    if (next.priceMin === priceMin && next.priceMax === priceMax) return
    onApply(next)
  }

  const setLowHandle = (value: number) => {
    const v = Math.min(value, high)
    setLow(v)
    setLowText(v > MIN ? String(v) : '')
  }
  const setHighHandle = (value: number) => {
    const v = Math.max(value, low)
    setHigh(v)
    setHighText(v < MAX ? String(v) : '')
  }

  const release = () => apply(low, high)
  const onRangeKeyUp = (event: KeyboardEvent<HTMLInputElement>) => {
    if (RANGE_KEYS.has(event.key)) release()
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parse = (text: string) => {
      const cleaned = text.replace(/[^\d.]/g, '')
      return cleaned === '' ? null : Number(cleaned)
    }
    const next = normalizePriceRange(parse(lowText), parse(highText))
    setLow(next.priceMin ?? MIN)
    setHigh(next.priceMax ?? MAX)
    setLowText(next.priceMin === null ? '' : String(next.priceMin))
    setHighText(next.priceMax === null ? '' : String(next.priceMax))
    apply(next.priceMin, next.priceMax)
  }

  return (
    <FilterSection title="Price" selectedCount={priceMin !== null || priceMax !== null ? 1 : 0}>
      <p className="flex items-baseline justify-between text-sm text-ink" aria-hidden="true">
        <span>{formatPrice(low)}</span>
        <span>{high >= MAX ? `${formatPrice(MAX)}+` : formatPrice(high)}</span>
      </p>
      <div className="relative mt-3 h-6" role="group" aria-label="Price range">
        <div className="absolute inset-x-0 top-1/2 h-[3px] -translate-y-1/2 rounded-full bg-line" aria-hidden="true" />
        <div
          aria-hidden="true"
          className="absolute top-1/2 h-[3px] -translate-y-1/2 rounded-full bg-ink"
          style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }}
        />
        <input
          type="range"
          aria-label="Minimum price"
          aria-valuetext={valueText(low)}
          min={MIN}
          max={MAX}
          step={STEP}
          value={low}
          onChange={(e) => setLowHandle(Number(e.target.value))}
          onPointerUp={release}
          onKeyUp={onRangeKeyUp}
          className={thumb}
          // The lower handle stays reachable when both sit at the top.
          style={{ zIndex: low > MAX - STEP * 10 ? 3 : 2 }}
        />
        <input
          type="range"
          aria-label="Maximum price"
          aria-valuetext={valueText(high)}
          min={MIN}
          max={MAX}
          step={STEP}
          value={high}
          onChange={(e) => setHighHandle(Number(e.target.value))}
          onPointerUp={release}
          onKeyUp={onRangeKeyUp}
          className={thumb}
          style={{ zIndex: 2 }}
        />
      </div>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex items-end gap-2" aria-label="Price range in rupees">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-min`} className="text-xs text-muted">
            Min
          </label>
          <input
            id={`${id}-min`}
            type="number"
            inputMode="numeric"
            min={MIN}
            max={MAX}
            step={STEP}
            placeholder="0"
            value={lowText}
            onChange={(e) => setLowText(e.target.value)}
            className="mt-1 h-10 w-full rounded-md border border-line-strong bg-canvas px-3 text-sm text-ink focus:border-ink focus:outline-none"
          />
        </div>
        <span aria-hidden="true" className="pb-2.5 text-muted">
          –
        </span>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-max`} className="text-xs text-muted">
            Max
          </label>
          <input
            id={`${id}-max`}
            type="number"
            inputMode="numeric"
            min={MIN}
            max={MAX}
            step={STEP}
            placeholder={String(MAX)}
            value={highText}
            onChange={(e) => setHighText(e.target.value)}
            className="mt-1 h-10 w-full rounded-md border border-line-strong bg-canvas px-3 text-sm text-ink focus:border-ink focus:outline-none"
          />
        </div>
        <button
          type="submit"
          className="h-10 shrink-0 rounded-full bg-ink px-4 text-sm font-semibold tracking-[0.06em] text-paper transition-colors hover:bg-ink-soft"
        >
          GO
        </button>
      </form>
    </FilterSection>
  )
}
