import { COLOR_HEX, COLORS, type Color } from '@shared/constants'
import { cn } from '@/lib/cn'
import { FilterSection } from './filter-section'

export const colorLabel = (color: string) => color.charAt(0).toUpperCase() + color.slice(1)
const LIGHT = new Set<Color>(['white', 'yellow', 'pink', 'orange'])

/** Colour: the 12 swatches, one value at a time (spec point 5); choosing it again clears it. */
export function ColorFilter({ selected, onSelect }: { selected: Color | null; onSelect: (value: Color | null) => void }) {
  return (
    <FilterSection title="Colour" selectedCount={selected ? 1 : 0}>
      <ul className="grid grid-cols-6 gap-2.5" aria-label="Colour options">
        {COLORS.map((color) => {
          const pressed = selected === color
          return (
            <li key={color} className="flex justify-center">
              <button
                type="button"
                aria-pressed={pressed}
                aria-label={colorLabel(color)}
                title={colorLabel(color)}
                onClick={() => onSelect(pressed ? null : color)}
                className={cn(
                  'relative inline-flex size-8 items-center justify-center rounded-full transition-transform duration-200 hover:scale-110',
                  color === 'white' && 'ring-1 ring-line-strong ring-inset',
                  pressed && 'ring-2 ring-ink ring-offset-2 ring-offset-paper',
                )}
                style={{ backgroundColor: COLOR_HEX[color] }}
              >
                {pressed ? (
                  <svg viewBox="0 0 16 16" aria-hidden="true" className={cn('size-3.5', LIGHT.has(color) ? 'text-ink' : 'text-white')}>
                    <path
                      d="M3.5 8.5l3 3 6-7"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
      <p className="mt-3 text-xs text-muted" aria-live="polite">
        {selected ? `Showing works in ${selected}` : 'Any colour'}
      </p>
    </FilterSection>
  )
}
