import { Suspense, useRef } from 'react'
import { Link } from 'react-router-dom'
import type { Artwork } from '@shared/api-types'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@shared/paths'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { useSignedIn } from '@/lib/auth'
import { excerpt, formatDimensions, formatEdition, formatMediumOnMaterial, formatPrice } from '@shared/format'
import { pickImageUrl } from '@shared/images'
import type { ArtworkDetail as Detail } from '../api/get-artwork'
import { useRecordArtworkView } from '../api/record-view'
import { usePurchase } from '../lib/use-purchase'
import { ArtworkCard } from '@/components/artwork/artwork-card'
import { ArtworkPreview } from './artwork-preview'
import { ArtworkPurchase } from './artwork-purchase'
import { PurchaseBar } from './purchase-bar'
import { ArtworkSpecs } from './artwork-specs'
import { ProvenanceLine } from './provenance-line'
import { FollowButton } from '@/components/follow-button'

function metaDescription(artwork: Artwork): string {
  const story = excerpt(artwork.description || artwork.interpretation, 150)
  if (story) return story
  const parts = [
    formatMediumOnMaterial(artwork.medium, artwork.material),
    formatDimensions(artwork.width, artwork.height),
    artwork.yearOfCreation,
  ].filter(Boolean)
  return `${artwork.title} by ${artwork.artistName}${parts.length ? `: ${parts.join(', ')}` : ''}. ${formatEdition(artwork.edition)}, ${formatPrice(artwork.price)}.`
}

/** Paragraphs of an artist's text, as they wrote them. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}|\r\n\r\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className="mt-4 leading-relaxed whitespace-pre-line text-ink-soft first:mt-0">
            {p}
          </p>
        ))}
    </>
  )
}

/** The artwork page. */
export function ArtworkDetail({ detail }: { detail: Detail }) {
  const { artwork, related } = detail
  const front = artwork.imageUrls[0]
  const purchase = usePurchase(artwork)
  const panel = useRef<HTMLDivElement>(null)
  useRecordArtworkView(artwork._id)
  useDocumentMeta({
    title: `${artwork.title} by ${artwork.artistName}`,
    description: metaDescription(artwork),
    image: pickImageUrl(front, 1200),
    type: 'product',
  })
  const signedIn = useSignedIn()

  return (
    <article aria-labelledby="artwork-title" className="pb-24">
      <div className="container-page pt-6 sm:pt-10">
        <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link to={paths.shop.landing.getHref()} className="hover:text-ink">
                Shop
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={paths.shop.artworks.getHref()} className="hover:text-ink">
                Artworks
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="max-w-[14rem] truncate text-ink-soft sm:max-w-md">
              {artwork.title}
            </li>
          </ol>
        </nav>

        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:gap-16">
          <ArtworkPreview artwork={artwork} />

          <div className="lg:sticky lg:top-24 lg:self-start">
            {artwork.artistSlug ? (
              <Link
                to={paths.artists.artist.getHref(artwork.artistSlug)}
                className="text-[0.8rem] font-semibold tracking-[0.12em] text-ink-soft uppercase hover:text-ink"
              >
                {artwork.artistName}
              </Link>
            ) : (
              <p className="text-[0.8rem] font-semibold tracking-[0.12em] text-ink-soft uppercase">{artwork.artistName}</p>
            )}
            <h1 id="artwork-title" className="mt-3 text-4xl leading-[1.08] sm:text-5xl">
              {artwork.title}
              {artwork.yearOfCreation ? <span className="text-muted">, {artwork.yearOfCreation}</span> : null}
            </h1>
            <p className="mt-3 text-ink-soft">
              {[formatMediumOnMaterial(artwork.medium, artwork.material), formatDimensions(artwork.width, artwork.height)]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {detail.gallery ? (
              <p className="mt-2 text-sm text-muted">
                Offered by{' '}
                <Link to={paths.galleries.gallery.getHref(detail.gallery.username)} className="link-quiet font-medium text-ink-soft">
                  {detail.gallery.name}
                </Link>
              </p>
            ) : null}
            <FollowRow detail={detail} />
            <div className="mt-8">
              <ArtworkPurchase ref={panel} artwork={artwork} purchase={purchase} />
              {detail.provenance ? <ProvenanceLine provenance={detail.provenance} /> : null}
              {signedIn ? (
                <p className="mt-4 text-sm">
                  <Link to={paths.admin.addRoom.getHref(artwork._id)} className="link-quiet">
                    Add to a viewing room
                  </Link>
                </p>
              ) : null}
            </div>
            <section aria-labelledby="specs-title" className="mt-10">
              <h2 id="specs-title" className="mb-3 font-sans text-[0.78rem] font-semibold tracking-[0.14em] text-muted uppercase">
                Specifications
              </h2>
              <ArtworkSpecs artwork={artwork} />
            </section>
          </div>
        </div>

        {artwork.description || artwork.interpretation ? (
          <div className="mt-20 grid gap-12 border-t border-line pt-14 lg:grid-cols-2 lg:gap-20">
            {artwork.description ? (
              <section aria-labelledby="description-title">
                <h2 id="description-title" className="text-3xl">
                  Description
                </h2>
                <div className="mt-5 max-w-prose text-[1.05rem]">
                  <Paragraphs text={artwork.description} />
                </div>
              </section>
            ) : null}
            {artwork.interpretation ? (
              <section aria-labelledby="interpretation-title">
                <h2 id="interpretation-title" className="text-3xl">
                  Interpretation
                </h2>
                <div className="mt-5 max-w-prose text-[1.05rem] italic">
                  <Paragraphs text={artwork.interpretation} />
                </div>
              </section>
            ) : null}
          </div>
        ) : null}
      </div>

      <PurchaseBar artwork={artwork} purchase={purchase} panel={panel} />

      {/* Its own boundary: a page rendered by the server hydrates it in a later task than the work
          itself, so the buyer's first tap is not held up by eight cards below the fold; their
          images are asked for once the page, the work's own image with it, has loaded. */}
      {related.length ? (
        <Suspense fallback={null}>
          <section aria-labelledby="related-title" className="container-page mt-24 border-t border-line pt-14">
            <div className="mb-10 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <p className="eyebrow">{artwork.artistName}</p>
                <h2 id="related-title" className="mt-3 text-3xl sm:text-4xl">
                  More works by the artist
                </h2>
              </div>
              {artwork.artistSlug ? (
                <Link to={paths.artists.artworks.getHref(artwork.artistSlug)} className="link-quiet shrink-0 text-sm">
                  View all works by {artwork.artistName}
                </Link>
              ) : null}
            </div>
            <ul className="grid grid-cols-2 gap-x-5 gap-y-12 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-8">
              {related.slice(0, 8).map((work) => (
                <li key={work._id}>
                  <ArtworkCard artwork={work} afterLoad />
                </li>
              ))}
            </ul>
          </section>
        </Suspense>
      ) : null}
    </article>
  )
}

/** The page's shape while it loads: nothing moves when the artwork arrives. */
export function ArtworkDetailSkeleton() {
  useDocumentMeta({ title: 'Artwork', description: 'An original artwork on Kala, with room previews and its full story.' })
  return (
    <div className="container-page pt-6 pb-24 sm:pt-10" aria-busy="true">
      <p role="status" className="sr-only">
        Loading the artwork
      </p>
      <Skeleton className="mb-6 h-4 w-48" />
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <Skeleton className="aspect-[5/4] w-full rounded-none" />
          <div className="mt-3 h-5" />
          <div className="mt-4 flex gap-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="aspect-[5/4] w-20 rounded-none" />
            ))}
          </div>
        </div>
        <div className="space-y-4">
          <Skeleton className="h-3 w-32" />
          <Skeleton className="h-12 w-4/5" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-8 h-9 w-40" />
          <div className="flex gap-3 pt-4">
            <Skeleton className="h-13 flex-1 rounded-full" />
            <Skeleton className="h-13 flex-1 rounded-full" />
          </div>
          <Skeleton className="h-13 w-full rounded-full" />
        </div>
      </div>
    </div>
  )
}

/** Follow the work's artist (when they have a page on Kala) and the gallery that offers it. */
function FollowRow({ detail }: { detail: Detail }) {
  const artist = detail.artist && detail.artist.role !== 'gallery' ? detail.artist : null
  const galleryId = detail.gallery?._id
  if (!artist && !galleryId) return null
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      {artist ? <FollowButton target={{ kind: 'artist', id: artist._id }} name={artist.artistName || artist.fullName} /> : null}
      {detail.gallery && galleryId ? <FollowButton target={{ kind: 'gallery', id: galleryId }} name={detail.gallery.name} /> : null}
    </div>
  )
}
