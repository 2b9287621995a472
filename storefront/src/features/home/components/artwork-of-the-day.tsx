import { Link } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { ErrorState } from '@/components/ui/states'
import { ArtistName } from '@/components/artwork/artist-name'
import { SaleBadge } from '@/components/artwork/sale-badge'
import { paths } from '@shared/paths'
import { useArtworkOfTheDay } from '../api/artwork-of-the-day'
import { ArtworkImage, artworkAlt } from '@/components/artwork/artwork-image'
import { aspectRatioOf } from '@shared/images'
import { excerpt, formatCardPrice, formatDimensions, formatMediumOnMaterial } from '@shared/format'

/** GET /api/public/artwork-of-the-day, shown large with its story. */
export function ArtworkOfTheDay() {
  const query = useArtworkOfTheDay()

  return (
    <section aria-labelledby="aotd-title" className="container-page py-20 sm:py-28">
      {query.isPending ? (
        <div className="grid gap-10 lg:grid-cols-2" aria-busy="true">
          <Skeleton className="aspect-[4/5] w-full" />
          <div className="space-y-4 self-center">
            <Skeleton className="h-3 w-32" />
            <Skeleton className="h-10 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
          <h2 id="aotd-title" className="sr-only">
            Artwork of the day
          </h2>
        </div>
      ) : query.isError ? (
        <>
          <h2 id="aotd-title" className="mb-6 text-3xl">
            Artwork of the day
          </h2>
          <ErrorState title="Today's artwork could not be loaded." message={query.error.message} onRetry={() => void query.refetch()} />
        </>
      ) : !query.data ? (
        <h2 id="aotd-title" className="sr-only">
          Artwork of the day
        </h2>
      ) : (
        <ArtworkOfTheDayBody artwork={query.data} />
      )}
    </section>
  )
}

function ArtworkOfTheDayBody({ artwork }: { artwork: NonNullable<ReturnType<typeof useArtworkOfTheDay>['data']> }) {
  const image = artwork.imageUrls[0]
  const href = paths.shop.artwork.getHref(artwork.artistSlug || artwork.uploadedBy, artwork._id)
  const story = excerpt(artwork.interpretation || artwork.description, 320)
  return (
    <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-20">
      <Link to={href} className="relative block bg-paper-deep p-6 sm:p-12">
        <div className="relative mx-auto max-h-[70vh]" style={{ aspectRatio: aspectRatioOf(image) }}>
          <ArtworkImage
            image={image}
            alt={artworkAlt(artwork, image)}
            sizes="(min-width: 1024px) 600px, 90vw"
            className="[filter:drop-shadow(0_24px_30px_rgba(28,26,23,0.25))]"
          />
        </div>
      </Link>
      <div>
        <p className="eyebrow">Artwork of the day</p>
        <h2 id="aotd-title" className="mt-4 text-4xl leading-tight sm:text-5xl">
          {artwork.title}
        </h2>
        <p className="mt-3 text-lg">
          <ArtistName artwork={artwork} className="link-quiet" />
          {artwork.yearOfCreation ? <span className="text-muted">, {artwork.yearOfCreation}</span> : null}
        </p>
        <dl className="mt-6 grid grid-cols-2 gap-y-3 border-y border-line py-5 text-sm">
          <dt className="text-muted">Medium</dt>
          <dd>{formatMediumOnMaterial(artwork.medium, artwork.material) || '—'}</dd>
          <dt className="text-muted">Size</dt>
          <dd>{formatDimensions(artwork.width, artwork.height) ?? '—'}</dd>
          <dt className="text-muted">Price</dt>
          {/* Chosen for sale, it may have sold since: then it says so instead of a price. */}
          <dd className="flex flex-wrap items-center gap-2 font-medium">
            {artwork.saleStatus === 'sold' ? 'Sold' : formatCardPrice(artwork.price)}
            {artwork.saleStatus === 'reserved' ? <SaleBadge status="reserved" /> : null}
          </dd>
        </dl>
        {story ? <p className="mt-6 leading-relaxed text-ink-soft">{story}</p> : null}
        <Link to={href} className={buttonClasses('secondary', 'md', 'mt-8')}>
          View the artwork
        </Link>
      </div>
    </div>
  )
}
