import { ArtworkCard, ArtworkCardSkeleton } from '@/components/artwork/artwork-card'
import { LoadMore } from '@/components/load-more'
import { ButtonLink } from '@/components/ui/button'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { paths } from '@shared/paths'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage } from '@/lib/api-client'
import { useLikes } from '../api/get-likes'

const GRID = 'grid grid-cols-2 gap-x-5 gap-y-12 md:grid-cols-3 xl:grid-cols-4 lg:gap-x-8'

/**
 * /admin/favourites: the works the member liked, as the shop's cards. Unliking one (its heart)
 * takes it off at once: the like turns every cached copy (hooks/use-toggle-like), this list leaves
 * out the works no longer liked, and the list is read again.
 */
export function FavouritesPage() {
  useDocumentMeta({ title: 'Favourites', description: 'The works you liked.' })
  const likes = useLikes()
  const pages = likes.data?.pages ?? []
  const artworks = pages.flatMap((p) => p.artworks).filter((a) => a.hasLiked !== false)
  const unliked = pages.flatMap((p) => p.artworks).length - artworks.length
  const count = Math.max(0, (pages[0]?.count ?? 0) - unliked)

  return (
    <section aria-labelledby="favourites-title">
      <h1 id="favourites-title" className="text-4xl">
        Favourites{likes.data ? ` (${count})` : ''}
      </h1>
      <p className="mt-2 text-muted">The works you liked. Tap a heart to take a work off the list.</p>
      <div className="mt-8">
        {likes.isPending ? (
          <div className={GRID} aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <ArtworkCardSkeleton key={i} />
            ))}
          </div>
        ) : likes.isError && !likes.data ? (
          <ErrorState
            title="Your favourites could not be loaded."
            message={errorMessage(likes.error)}
            onRetry={() => void likes.refetch()}
          />
        ) : artworks.length === 0 ? (
          <EmptyState
            title="No favourites yet"
            description="Tap the heart on a work you like in the shop and it is kept here."
            action={
              <ButtonLink to={paths.shop.artworks.getHref()} className="mt-2">
                Explore Artworks
              </ButtonLink>
            }
          />
        ) : (
          <>
            <ul className={GRID}>
              {artworks.map((artwork) => (
                <li key={artwork._id}>
                  <ArtworkCard artwork={artwork} sizes="(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 50vw" />
                </li>
              ))}
            </ul>
            <LoadMore
              shown={artworks.length}
              count={count}
              noun="favourites"
              hasMore={likes.hasNextPage}
              loading={likes.isFetchingNextPage}
              failed={likes.isFetchNextPageError}
              onLoadMore={() => void likes.fetchNextPage()}
            />
          </>
        )}
      </div>
    </section>
  )
}
