import { Link, Navigate, useLocation } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { QueryPage, useRouteParam } from '@/components/query-page'
import { paths } from '@shared/paths'
import { useArtwork } from '@/features/artwork/api/get-artwork'
import { ArtworkDetail, ArtworkDetailSkeleton } from '@/features/artwork/components/artwork-detail'
import { useDocumentMeta } from '@/hooks/use-document-meta'

function ArtworkNotFound() {
  useDocumentMeta({ title: 'Artwork not found', description: 'This artwork is no longer in the shop.' })
  return (
    <section className="container-page flex min-h-[55vh] flex-col items-start justify-center gap-5 py-24">
      <p className="eyebrow">404</p>
      <h1 className="text-4xl sm:text-5xl">This artwork could not be found.</h1>
      <p className="max-w-xl text-lg text-muted">It may have been withdrawn by the artist, or the link may be mistyped.</p>
      <Link to={paths.shop.artworks.getHref()} className={buttonClasses('primary')}>
        Explore Artworks
      </Link>
    </section>
  )
}

/**
 * /shop/artwork/{username}/{artworkId}: the first segment may be the username, the artist's slug
 * or the uploader (DECISIONS 12); the artwork is found by its id or slug alone, and an address whose
 * first segment names someone else is replaced by the canonical one (the server answers it 301).
 */
export default function ArtworkRoute() {
  const query = useArtwork(useRouteParam('artworkId'))
  const owner = useRouteParam('username')
  const { search } = useLocation()
  return (
    <QueryPage
      query={query}
      skeleton={<ArtworkDetailSkeleton />}
      what="artwork"
      back={{ to: paths.shop.artworks.getHref(), label: 'Explore Artworks' }}
      notFound={<ArtworkNotFound />}
    >
      {(detail) =>
        paths.shop.artworkOwnerMatches(owner, detail.artwork) ? (
          <ArtworkDetail key={detail.artwork._id} detail={detail} />
        ) : (
          <Navigate to={paths.shop.artworkOf(detail.artwork) + search} replace />
        )
      }
    </QueryPage>
  )
}
