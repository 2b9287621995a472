import { useId, useState } from 'react'
import { LIMITS } from '@shared/constants'
import { SearchIcon } from '@/components/ui/icons'
import { optionsWithSelected, visibleOptions, type FilterOption } from '../lib/filters'
import { FilterSection } from './filter-section'

export type MultiSelectFilterProps = {
  title: string
  options: readonly FilterOption[]
  selected: readonly string[]
  onToggle: (value: string) => void
  /** Whether the section starts open (the panel opens the ones with a choice). */
  defaultOpen?: boolean
}

/**
 * A multi-select filter: a search box that narrows the options, the first 5
 * options, and 'Show More' / 'Show Less' for the rest. Each option is a checkbox.
 */
export function MultiSelectFilter({ title, options, selected, onToggle, defaultOpen = true }: MultiSelectFilterProps) {
  const id = useId()
  const all = optionsWithSelected(options, selected)
  const limit = LIMITS.filterOptionsShown
  const [search, setSearch] = useState('')
  // A selection hidden behind 'Show More' (e.g. from a shared link) opens the full list.
  const [showAll, setShowAll] = useState(() => all.slice(limit).some((o) => selected.includes(o.value)))
  const { shown, matching, hasMore } = visibleOptions(all, { search, showAll, limit })
  const noun = title.toLowerCase()

  return (
    <FilterSection title={title} selectedCount={selected.length} defaultOpen={defaultOpen}>
      <div className="relative">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search {noun}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={`Search ${noun}`}
          autoComplete="off"
          maxLength={50}
          className="h-9 w-full rounded-full border border-line bg-canvas pr-3 pl-9 text-sm text-ink placeholder:text-muted/80 transition-colors focus:border-ink focus:outline-none"
        />
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      </div>
      <ul id={`${id}-options`} className="mt-3 space-y-0.5" aria-label={`${title} options`}>
        {shown.map((option) => {
          const checked = selected.includes(option.value)
          return (
            <li key={option.value}>
              <label className="group flex cursor-pointer items-center gap-3 rounded-md py-1.5 text-[0.95rem] text-ink-soft hover:text-ink">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => onToggle(option.value)}
                  className="size-[1.05rem] shrink-0 cursor-pointer rounded-sm accent-ink"
                />
                <span className={checked ? 'font-medium text-ink' : undefined}>{option.label}</span>
              </label>
            </li>
          )
        })}
      </ul>
      {matching === 0 ? (
        <p role="status" className="py-1.5 text-sm text-muted">
          No {noun} matches “{search.trim()}”.
        </p>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          aria-expanded={showAll}
          aria-controls={`${id}-options`}
          onClick={() => setShowAll((s) => !s)}
          className="mt-2 text-sm font-medium text-ink underline decoration-line-strong underline-offset-4 hover:decoration-ink"
        >
          {showAll ? 'Show Less' : 'Show More'}
        </button>
      ) : null}
    </FilterSection>
  )
}
