import { useId, useState, type FormEvent } from 'react'
import { PRICE_FILTER } from '@shared/constants'
import { RangeSlider } from '@/components/ui/slider'
import { formatPrice } from '@shared/format'
import { normalizePriceRange } from '../lib/filters'
import { FilterSection } from './filter-section'

export type PriceRange = { priceMin: number | null; priceMax: number | null }

const { min: MIN, max: MAX, step: STEP } = PRICE_FILTER
const valueText = (value: number) => (value >= MAX ? `${formatPrice(MAX)} and above` : formatPrice(value))

/**
 * Price: a slider from 0 to 500000 in steps of 1000 (PRICE_FILTER) with two handles (the range
 * slider of components/ui), numeric min and max inputs and a 'GO' button. A handle applies the
 * range when it is let go (pointer or key); the inputs apply on 'GO' or Enter.
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

  const moveHandles = ([lo = MIN, hi = MAX]: number[]) => {
    setLow(lo)
    setHigh(hi)
    setLowText(lo > MIN ? String(lo) : '')
    setHighText(hi < MAX ? String(hi) : '')
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
      <div className="mt-3" role="group" aria-label="Price range">
        <RangeSlider
          min={MIN}
          max={MAX}
          step={STEP}
          value={[low, high]}
          thumbLabels={['Minimum price', 'Maximum price']}
          valueText={valueText}
          onValueChange={moveHandles}
          onValueCommit={([lo = MIN, hi = MAX]) => apply(lo, hi)}
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
            // A word, not the ceiling's eight digits, which a phone's narrow field cut off.
            placeholder="Any"
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
