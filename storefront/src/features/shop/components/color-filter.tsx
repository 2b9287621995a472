import { COLORS, type Color } from '@shared/constants'
import { ColorSwatchButton } from '@/components/color-swatch'
import { FilterSection } from './filter-section'

/** Colour: the 12 swatches, one value at a time; choosing it again clears it. */
export function ColorFilter({ selected, onSelect }: { selected: Color | null; onSelect: (value: Color | null) => void }) {
  return (
    <FilterSection title="Colour" selectedCount={selected ? 1 : 0}>
      <ul className="grid grid-cols-6 gap-2.5" aria-label="Colour options">
        {COLORS.map((color) => {
          const pressed = selected === color
          return (
            <li key={color} className="flex justify-center">
              <ColorSwatchButton color={color} pressed={pressed} onClick={() => onSelect(pressed ? null : color)} />
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
