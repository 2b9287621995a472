import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { paths } from '@shared/paths'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage, isApiError } from '@/lib/api-client'
import { pickImageUrl } from '@shared/images'
import { useArtworksByUsername } from '../api/get-artworks-by-username'
import { useCollection } from '../api/get-collection'
import { useCollections } from '../api/get-collections'
import { ShowcaseArtworkGrid } from './artwork-grid'
import { ArtistWorksList } from './artist-works-list'
import { CollectionTile, CollectionTileSkeleton } from './collection-tile'
import { collectionHref } from './collections-teaser'
import { ShowcaseHeader, ShowcaseHeaderSkeleton } from './showcase-header'

/** The works of one collection, opened from its tile (?collection={id}). */
function CollectionWorks({ id, username, autoFocus }: { id: string; username: string; autoFocus: boolean }) {
  const query = useCollection(id)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const loaded = query.isSuccess
  useEffect(() => {
    if (autoFocus && loaded) headingRef.current?.focus({ preventScroll: true })
  }, [autoFocus, loaded])
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <span role="status" className="sr-only">
          Loading the collection
        </span>
        <Skeleton className="h-9 w-72" />
        <Skeleton className="mt-4 h-4 w-full max-w-xl" />
      </div>
    )
  }
  if (query.isError) {
    return (
      <ErrorState
        title={
          isApiError(query.error) && query.error.status === 404
            ? 'This collection could not be found.'
            : 'The collection could not be loaded.'
        }
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    )
  }
  const { collection, artworks } = query.data
  return (
    <section aria-labelledby="collection-title">
      <div className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <p className="eyebrow">Collection</p>
          <h2 id="collection-title" ref={headingRef} tabIndex={-1} className="mt-3 text-3xl focus:outline-none sm:text-4xl">
            {collection.collectionName}
          </h2>
          {collection.description ? <p className="mt-3 leading-relaxed text-ink-soft">{collection.description}</p> : null}
        </div>
        <Link to={paths.showcase.getHref(username)} preventScrollReset className="link-quiet shrink-0 text-sm font-medium">
          View all works by the artist
        </Link>
      </div>
      {artworks.length ? (
        <ShowcaseArtworkGrid artworks={artworks} label={collection.collectionName} />
      ) : (
        <EmptyState title="No Artwork" description="This collection has no published works yet." />
      )}
    </section>
  )
}

/**
 * /{username}/page: one member's header (photo, name, bio), collection tiles and artwork grid,
 * each work with the full-screen zoom and 'Enquire Artwork Price'. A tile opens that collection's works.
 */
export function ShowcasePage({ username }: { username: string }) {
  const [params] = useSearchParams()
  const collectionId = params.get('collection')
  const collections = useCollections(username)
  const works = useArtworksByUsername(username)
  const profile = works.data?.pages[0]?.profile
  const firstWork = works.data?.pages[0]?.artworks[0]
  const name = profile?.fullName || username
  const workCount = works.data?.pages[0]?.count
  const collectionCount = collections.data?.pages[0]?.count
  const allCollections = collections.data?.pages.flatMap((p) => p.collections) ?? []
  const previous = useRef(collectionId)
  const [openedHere, setOpenedHere] = useState(false)

  useDocumentMeta({
    title: `${name}: showcase`,
    description: `Collections and original artworks by ${name} on Kala.${workCount ? ` ${workCount} works on show.` : ''}`,
    image: pickImageUrl(profile?.photo ?? firstWork?.imageUrls[0], 1200),
    type: 'profile',
  })

  // A tile opens its collection below: the view scrolls there and focus follows, so the change
  // is not missed (the first render keeps the page at the top).
  useEffect(() => {
    if (previous.current === collectionId) return
    previous.current = collectionId
    setOpenedHere(true)
    document.getElementById('works')?.scrollIntoView?.({ block: 'start' })
  }, [collectionId])

  const notFound = isApiError(works.error) && works.error.status === 404
  if (notFound) {
    return (
      <section className="container-page flex min-h-[55vh] flex-col items-start justify-center gap-5 py-24">
        <p className="eyebrow">Showcase</p>
        <h1 className="text-4xl sm:text-5xl">There is no showcase here.</h1>
        <p className="max-w-xl text-lg text-muted">No member uses the name “{username}”. The link may be mistyped.</p>
        <Link to={paths.artists.list.getHref()} className="link-quiet">
          Explore Artists
        </Link>
      </section>
    )
  }

  const counts = [
    workCount === undefined ? null : workCount === 1 ? '1 work' : `${workCount} works`,
    collectionCount ? (collectionCount === 1 ? '1 collection' : `${collectionCount} collections`) : null,
  ].filter((c): c is string => Boolean(c))

  return (
    <div className="pb-24">
      {profile ? (
        <ShowcaseHeader profile={profile} counts={counts} />
      ) : works.isPending ? (
        <ShowcaseHeaderSkeleton />
      ) : (
        // The works could not be loaded (their list below says so and offers a retry): the name from the address.
        <header className="border-b border-line bg-canvas">
          <div className="container-page py-14 sm:py-20">
            <p className="eyebrow">Showcase</p>
            <h1 className="mt-4 text-5xl leading-[1.05] sm:text-7xl">{username}</h1>
          </div>
        </header>
      )}

      {collections.isPending || allCollections.length || collections.isError ? (
        <section id="collections" aria-labelledby="collections-title" className="container-page scroll-mt-24 pt-16">
          <h2 id="collections-title" className="mb-8 text-3xl sm:text-4xl">
            Collections
          </h2>
          {collections.isPending ? (
            <div aria-busy="true" className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              <span role="status" className="sr-only">
                Loading the collections
              </span>
              {Array.from({ length: 3 }, (_, i) => (
                <CollectionTileSkeleton key={i} />
              ))}
            </div>
          ) : collections.isError && !collections.data ? (
            <ErrorState
              title="The collections could not be loaded."
              message={errorMessage(collections.error)}
              onRetry={() => void collections.refetch()}
            />
          ) : (
            <>
              <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
                {allCollections.map((collection) => (
                  <li key={collection._id}>
                    <CollectionTile
                      collection={collection}
                      href={collectionHref(username, collection._id)}
                      current={collection._id === collectionId}
                      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    />
                  </li>
                ))}
              </ul>
              {collections.hasNextPage ? (
                <div className="mt-10 flex justify-center">
                  <Button variant="secondary" onClick={() => void collections.fetchNextPage()} loading={collections.isFetchingNextPage}>
                    Load More
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </section>
      ) : null}

      <div id="works" className="container-page scroll-mt-24 pt-20">
        {collectionId ? (
          <CollectionWorks key={collectionId} id={collectionId} username={username} autoFocus={openedHere} />
        ) : (
          <ArtistWorksList username={username} eager={!allCollections.length} />
        )}
      </div>
    </div>
  )
}
