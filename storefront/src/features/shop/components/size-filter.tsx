import { SIZES, type SizeClass } from '@shared/constants'
import { FilterSection } from './filter-section'

/** Size: Small (under 24 in), Medium (24 to 48 in), Large (over 48 in); several may be chosen. */
export function SizeFilter({
  selected,
  onToggle,
  defaultOpen = true,
}: {
  selected: readonly SizeClass[]
  onToggle: (value: SizeClass) => void
  defaultOpen?: boolean
}) {
  return (
    <FilterSection title="Size" selectedCount={selected.length} defaultOpen={defaultOpen}>
      <ul className="space-y-1" aria-label="Size options">
        {SIZES.map((size) => {
          const checked = selected.includes(size.value)
          return (
            <li key={size.value} className="flex items-center gap-3">
              <label className="flex flex-1 cursor-pointer items-center gap-3 rounded-md py-1.5 text-[0.95rem] text-ink-soft hover:text-ink">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => onToggle(size.value)}
                  aria-describedby={`size-${size.value}-desc`}
                  className="size-[1.05rem] shrink-0 cursor-pointer rounded-sm accent-ink"
                />
                <span className={checked ? 'font-medium text-ink' : undefined}>{size.label}</span>
              </label>
              <span id={`size-${size.value}-desc`} className="text-xs text-muted">
                {size.description}
              </span>
            </li>
          )
        })}
      </ul>
    </FilterSection>
  )
}
