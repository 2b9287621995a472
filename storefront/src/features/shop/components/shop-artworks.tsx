import { useCallback, useId, useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { Sort } from '@shared/constants'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { SelectMenu } from '@/components/ui/select-menu'
import { cn } from '@/lib/cn'
import { useArtworks } from '../api/get-artworks'
import { hasPeople, usePeopleSearch } from '../api/search'
import { activeFilterCount, clearFilters, filtersToSearch, parseFilters, type ShopFilters } from '../lib/filters'
import { ActiveFilters } from './active-filters'
import { SaveAlertButton } from './save-alert-button'
import { ArtworksResults, artworksCount, type GridColumns } from './artworks-results'
import { FilterPanel } from './filter-panel'
import { SearchPeople } from './search-people'

const SORT_OPTIONS: ReadonlyArray<{ value: Sort; label: string }> = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
]

/** The filter state lives in the URL: reading it is parsing, changing it is navigating. */
export function useShopFilters() {
  const location = useLocation()
  const navigate = useNavigate()
  const filters = useMemo(() => parseFilters(location.search), [location.search])
  const setFilters = useCallback(
    (next: ShopFilters) => {
      const search = filtersToSearch(next)
      if (search === filtersToSearch(filters)) return
      // A new history entry per change, so Back steps through the choices.
      navigate({ pathname: location.pathname, search }, { preventScrollReset: true })
    },
    [filters, location.pathname, navigate],
  )
  return [filters, setFilters] as const
}

function FiltersIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-[18px]"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
      <circle cx="16" cy="7" r="2" />
      <circle cx="10" cy="17" r="2" />
    </svg>
  )
}

function GridIcon({ columns }: { columns: GridColumns }) {
  const cells = columns === 3 ? [2, 9, 16] : [3, 13]
  const w = columns === 3 ? 6 : 8
  return (
    <svg viewBox="0 0 24 24" className="size-[18px]" aria-hidden="true">
      {cells.map((x) => [3, 13].map((y) => <rect key={`${x}-${y}`} x={x} y={y} width={w} height="8" rx="1" fill="currentColor" />))}
    </svg>
  )
}

/** The whole /shop/artworks screen below the header: title, toolbar, filter sidebar or drawer, grid. */
export function ShopArtworks() {
  const [filters, setFilters] = useShopFilters()
  const [sidebarOpen, setSidebarOpen] = useState(true)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [columns, setColumns] = useState<GridColumns>(3)
  const sidebarId = useId()
  // Shares the grid's cache entry: no second request, just the total for the header and drawer.
  const totals = useArtworks(filters)
  const total = totals.data?.pages[0]?.count
  const capped = totals.data?.pages[0]?.countCapped ?? false
  // Shares SearchPeople's cache entry: whether artists or galleries match changes the empty state's words.
  const people = usePeopleSearch(filters.q)
  const peopleFound = filters.q.trim() !== '' && hasPeople(people.data)
  const active = activeFilterCount(filters)
  const clear = () => setFilters(clearFilters(filters))

  return (
    <div className="container-page pt-10 pb-24 sm:pt-14">
      <header className="border-b border-line pb-8">
        <p className="eyebrow">The collection</p>
        <h1 className="mt-4 text-4xl leading-tight sm:text-6xl">
          {filters.q ? (
            <>
              Results for <span className="italic">“{filters.q}”</span>
            </>
          ) : (
            'Artworks'
          )}
        </h1>
        <p className="mt-3 min-h-12 max-w-2xl text-ink-soft sm:min-h-6" aria-live="polite">
          {total === undefined
            ? '\u00a0'
            : total === 0
              ? 'No artworks match this view yet.'
              : `${artworksCount(total, capped)}, each an original, sold directly by its artist or gallery.`}
        </p>
        {filters.q ? (
          <button type="button" className="link-quiet mt-3 text-sm" onClick={() => setFilters({ ...filters, q: '' })}>
            Clear the search
          </button>
        ) : null}
        {filters.match === 'any' && active > 0 ? (
          <p className="mt-3 max-w-2xl text-sm text-ink-soft">
            Ranked by your choices: every work is listed, those matching more of them first.{' '}
            <button type="button" className="link-quiet text-ink" onClick={() => setFilters({ ...filters, match: 'all' })}>
              Show only exact matches
            </button>
          </p>
        ) : null}
      </header>

      <SearchPeople q={filters.q} className="border-b border-line py-8" />

      <div className="flex flex-wrap items-center justify-between gap-3 py-5">
        <div className="flex items-center gap-2">
          <div className="hidden lg:block">
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={sidebarOpen}
              aria-controls={sidebarId}
              icon={<FiltersIcon />}
              onClick={() => setSidebarOpen((o) => !o)}
            >
              {sidebarOpen ? 'Hide filters' : 'Show filters'}
            </Button>
          </div>
          <Button
            variant="secondary"
            size="sm"
            className="lg:hidden"
            aria-haspopup="dialog"
            icon={<FiltersIcon />}
            onClick={() => setDrawerOpen(true)}
          >
            Filters{active ? ` (${active})` : ''}
          </Button>
          <SaveAlertButton filters={filters} />
        </div>
        <div className="flex items-center gap-3 sm:gap-5">
          <SelectMenu
            label="Sort by"
            showLabel
            options={SORT_OPTIONS}
            value={filters.sort}
            onValueChange={(sort) => setFilters({ ...filters, sort })}
          />
          <div
            role="group"
            aria-label="Artworks per row"
            className="hidden items-center rounded-full border border-line-strong p-0.5 sm:flex"
          >
            {([3, 2] as const).map((n) => (
              <button
                key={n}
                type="button"
                aria-pressed={columns === n}
                aria-label={`${n} per row`}
                title={`${n} per row`}
                onClick={() => setColumns(n)}
                className={cn(
                  'inline-flex size-8 items-center justify-center rounded-full transition-colors',
                  columns === n ? 'bg-ink text-paper' : 'text-muted hover:text-ink',
                )}
              >
                <GridIcon columns={n} />
              </button>
            ))}
          </div>
        </div>
      </div>

      <div className={cn('lg:grid lg:items-start lg:gap-12', sidebarOpen ? 'lg:grid-cols-[260px_minmax(0,1fr)]' : 'lg:grid-cols-1')}>
        {sidebarOpen ? (
          <aside
            id={sidebarId}
            aria-label="Filters"
            className="hidden lg:sticky lg:top-24 lg:block lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:pr-2 lg:pb-8"
          >
            <FilterPanel filters={filters} onChange={setFilters} />
          </aside>
        ) : null}
        <section aria-label="Results" className="min-h-[70vh] min-w-0">
          <div className="mb-6 empty:hidden">
            <ActiveFilters filters={filters} onChange={setFilters} />
          </div>
          <ArtworksResults filters={filters} columns={columns} hasFilters={active > 0} peopleFound={peopleFound} onClear={clear} />
        </section>
      </div>

      <Modal
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title="Filters"
        footer={
          <Button onClick={() => setDrawerOpen(false)} className="w-full sm:w-auto">
            {total === undefined ? 'Show artworks' : `Show ${artworksCount(total, capped)}`}
          </Button>
        }
      >
        <FilterPanel filters={filters} onChange={setFilters} hideHeading />
      </Modal>
    </div>
  )
}
