import { activeFilterCount, clearFilters, MULTI_FILTERS, toggleValue, type ShopFilters } from '../lib/filters'
import { ColorFilter } from './color-filter'
import { MultiSelectFilter } from './multi-select-filter'
import { PriceFilter } from './price-filter'
import { SizeFilter } from './size-filter'

export type FilterPanelProps = {
  filters: ShopFilters
  onChange: (next: ShopFilters) => void
  /** Hides the panel's own heading row (the mobile drawer has its own title). */
  hideHeading?: boolean
}

/**
 * Every filter of the shop listing, the ones buyers reach for most first:
 * Price and Colour (open), then Category, Style, Medium, Mood and Size, collapsed unless one of
 * their values is chosen (the heading shows how many), so the whole list fits beside the grid on
 * a laptop screen. 'Clear All' clears them. Controlled: the page keeps the state in the URL.
 */
export function FilterPanel({ filters, onChange, hideHeading = false }: FilterPanelProps) {
  const active = activeFilterCount(filters)
  return (
    <div>
      <div className={hideHeading ? 'mb-4 flex justify-end' : 'mb-5 flex items-baseline justify-between border-b border-ink pb-3'}>
        {hideHeading ? null : <h2 className="font-serif text-xl">Filters</h2>}
        <button
          type="button"
          onClick={() => onChange(clearFilters(filters))}
          disabled={active === 0}
          className="text-sm font-medium text-ink underline decoration-line-strong underline-offset-4 hover:decoration-ink disabled:cursor-default disabled:text-muted disabled:no-underline"
        >
          Clear All
        </button>
      </div>
      <PriceFilter priceMin={filters.priceMin} priceMax={filters.priceMax} onApply={(range) => onChange({ ...filters, ...range })} />
      <ColorFilter selected={filters.color} onSelect={(color) => onChange({ ...filters, color })} />
      {MULTI_FILTERS.map((group) => (
        <MultiSelectFilter
          key={group.key}
          title={group.title}
          options={group.options}
          selected={filters[group.key]}
          defaultOpen={filters[group.key].length > 0}
          onToggle={(value) => onChange({ ...filters, [group.key]: toggleValue(filters[group.key], value) })}
        />
      ))}
      <SizeFilter
        selected={filters.size}
        defaultOpen={filters.size.length > 0}
        onToggle={(value) => onChange({ ...filters, size: toggleValue(filters.size, value) })}
      />
    </div>
  )
}
