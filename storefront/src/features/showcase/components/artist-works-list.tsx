import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { ArtworkCardSkeleton } from '@/components/artwork/artwork-card'
import { cn } from '@/lib/cn'
import { errorMessage } from '@/lib/api-client'
import { useArtworksByUsername } from '../api/get-artworks-by-username'
import { SHOWCASE_GRID, ShowcaseArtworkGrid } from './artwork-grid'

export type ArtistWorksListProps = {
  /** The member's username (artworks-by-username). */
  username: string
  /** Default: 'View all works by the artist'. */
  heading?: string
  /** Heading level for where the list sits on the page. */
  as?: 'h2' | 'h3'
  /** Loads the first images eagerly (when the list is near the top of the page). */
  eager?: boolean
  className?: string
}

/**
 * 'View all works by the artist': the member's artworks, 12 at a time with
 * 'Load More', each card with the full-screen zoom, a 'View Artwork' link and the enquiry modal.
 * Reusable wherever a member's works are listed (the showcase, an artist's profile).
 */
export function ArtistWorksList({
  username,
  heading = 'View all works by the artist',
  as: Heading = 'h2',
  eager = false,
  className,
}: ArtistWorksListProps) {
  const titleId = useId()
  const query = useArtworksByUsername(username)
  const artworks = query.data?.pages.flatMap((p) => p.artworks) ?? []
  const total = query.data?.pages[0]?.count ?? 0

  return (
    <section aria-labelledby={titleId} className={className}>
      <div className="mb-8 flex flex-wrap items-baseline justify-between gap-3">
        <Heading id={titleId} className="text-3xl sm:text-4xl">
          {heading}
        </Heading>
        {query.isSuccess && total > 0 ? <p className="text-sm text-muted">{total === 1 ? '1 work' : `${total} works`}</p> : null}
      </div>
      {query.isPending ? (
        <div aria-busy="true" className={SHOWCASE_GRID}>
          <span role="status" className="sr-only">
            Loading the works
          </span>
          {Array.from({ length: 4 }, (_, i) => (
            <ArtworkCardSkeleton key={i} />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <ErrorState title="The works could not be loaded." message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : !artworks.length ? (
        <EmptyState title="No Artwork" description="Nothing is on show here yet. Do look again soon." />
      ) : (
        <>
          <ShowcaseArtworkGrid artworks={artworks} label={heading} eagerFirst={eager} />
          {query.isFetchNextPageError ? (
            <p role="alert" className="mt-8 text-center text-sm text-danger">
              More works could not be loaded: {errorMessage(query.error)}
            </p>
          ) : null}
          {query.hasNextPage ? (
            <div className={cn('mt-12 flex justify-center')}>
              <Button
                variant="secondary"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
                className="min-w-44"
              >
                Load More
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}
