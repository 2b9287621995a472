import { useEffect, useRef } from 'react'
import type { Artwork } from '@shared/api-types'
import { Button } from '@/components/ui/button'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { ArtworkCard, ArtworkCardSkeleton } from '@/components/artwork/artwork-card'
import { cn } from '@/lib/cn'
import { errorMessage } from '@/lib/api-client'
import { useArtworks } from '../api/get-artworks'
import type { ShopFilters } from '../lib/filters'
import { onFirstUse } from '@shared/onFirstUse'

export type GridColumns = 2 | 3

const GRID: Record<GridColumns, string> = {
  3: 'grid-cols-2 md:grid-cols-3',
  2: 'grid-cols-1 min-[480px]:grid-cols-2',
}
/**
 * How wide a card's slot is (the card draws its image inside its padding: insetSizes). Three to a
 * row, measured in Chromium: 165 px at 390 (42vw), 342 at 767, 221 at 768 (29vw), 306 at 1023,
 * 185 at 1024 once the filters take their column (18vw), 271 at 1280, 284 from 1320.
 */
const SIZES: Record<GridColumns, string> = {
  3: '(min-width: 1320px) 284px, (min-width: 1024px) 22vw, (min-width: 768px) 30vw, 45vw',
  2: '(min-width: 1320px) 560px, (min-width: 480px) 46vw, 92vw',
}

const countFormat = onFirstUse<number>(() => new Intl.NumberFormat('en-IN'))
/** '1 artwork', '1,234 artworks'; a total the listing stopped counting at (`capped`) reads '10,000+ artworks'. */
export const artworksCount = (n: number, capped = false) =>
  `${countFormat.format(n)}${capped ? '+' : ''} ${n === 1 && !capped ? 'artwork' : 'artworks'}`

/**
 * The listing's grid: skeletons on the first load, 'No Artworks Found', an error with 'Try again',
 * and 'Load More' appending the next page of 12. When the search words found artists or galleries
 * (shown above the grid) but no works, the empty state says so instead of 'No Artworks Found'.
 */
export function ArtworksResults({
  filters,
  columns,
  hasFilters,
  peopleFound = false,
  onClear,
}: {
  filters: ShopFilters
  columns: GridColumns
  hasFilters: boolean
  /** Artists or galleries match the search words (listed above the grid). */
  peopleFound?: boolean
  onClear: () => void
}) {
  const query = useArtworks(filters)
  const listRef = useRef<HTMLUListElement>(null)
  const focusFrom = useRef<number | null>(null)
  const artworks: Artwork[] = query.data?.pages.flatMap((p) => p.artworks) ?? []
  const total = query.data?.pages[0]?.count ?? 0
  const capped = query.data?.pages[0]?.countCapped ?? false

  // After 'Load More', when the button is gone (last page), move focus to the first new work.
  useEffect(() => {
    if (focusFrom.current === null || query.isFetchingNextPage) return
    const from = focusFrom.current
    focusFrom.current = null
    if (!query.hasNextPage && artworks.length > from) {
      listRef.current?.querySelectorAll<HTMLElement>('li')[from]?.querySelector<HTMLElement>('h3 a')?.focus()
    }
  }, [query.isFetchingNextPage, query.hasNextPage, artworks.length])

  if (query.isPending) {
    // Distinct keys: the skeleton's nodes are replaced, never moved, when the works arrive (CLS).
    return (
      <div key="loading" aria-busy="true">
        <p role="status" className="sr-only">
          Loading artworks
        </p>
        <div className={cn('grid gap-x-5 gap-y-12 lg:gap-x-8', GRID[columns])}>
          {Array.from({ length: 6 }, (_, i) => (
            <ArtworkCardSkeleton key={i} />
          ))}
        </div>
      </div>
    )
  }

  if (query.isError && !query.data) {
    return <ErrorState title="Artworks could not be loaded." message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
  }

  if (!artworks.length) {
    return (
      <EmptyState
        title={peopleFound ? 'No artworks match these words' : 'No Artworks Found'}
        description={
          peopleFound
            ? hasFilters
              ? 'No work matches the search and all of these filters. Remove a filter, or visit the artists and galleries above.'
              : 'The artists and galleries above match them: their pages show their work.'
            : hasFilters
              ? 'Nothing matches all of these filters. Remove one, or clear them to see the whole collection.'
              : 'New work arrives every week. Do look again soon.'
        }
        action={
          hasFilters ? (
            <Button variant="secondary" size="sm" onClick={onClear}>
              Clear All
            </Button>
          ) : undefined
        }
      />
    )
  }

  const loadMore = () => {
    focusFrom.current = artworks.length
    void query.fetchNextPage()
  }

  return (
    <div key="results">
      <ul
        ref={listRef}
        aria-busy={query.isPlaceholderData || undefined}
        aria-label="Artworks"
        className={cn(
          'grid gap-x-5 gap-y-12 transition-opacity duration-300 lg:gap-x-8 lg:gap-y-16',
          GRID[columns],
          query.isPlaceholderData && 'opacity-50',
        )}
      >
        {artworks.map((artwork, index) => (
          <li key={artwork._id}>
            <ArtworkCard artwork={artwork} priority={index < 2} sizes={SIZES[columns]} />
          </li>
        ))}
      </ul>

      <div className="mt-16 flex flex-col items-center gap-4 border-t border-line pt-10 text-center">
        <p className="text-sm text-muted" role="status">
          Showing {countFormat.format(artworks.length)} of {artworksCount(total, capped)}
        </p>
        {query.isFetchNextPageError ? (
          <p role="alert" className="text-sm text-danger">
            More artworks could not be loaded: {errorMessage(query.error)}
          </p>
        ) : null}
        {query.hasNextPage ? (
          <Button variant="secondary" onClick={loadMore} loading={query.isFetchingNextPage} className="min-w-44">
            Load More
          </Button>
        ) : null}
      </div>
    </div>
  )
}
