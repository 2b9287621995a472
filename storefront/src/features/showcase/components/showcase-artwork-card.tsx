import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { Artwork } from '@shared/api-types'
import { artworkAlt } from '@/components/artwork/artwork-image'
import { CardImage } from '@/components/artwork/card-image'
import { EnquireButton } from '@/components/artwork/enquire-button'
import { SaleBadge } from '@/components/artwork/sale-badge'
import { ZoomOverlay } from '@/components/artwork/zoom-overlay'
import { paths } from '@shared/paths'
import { formatCardPrice, formatDimensions, formatEdition, formatMediumOnMaterial, PRICE_ON_REQUEST } from '@shared/format'

export type ShowcaseArtworkCardProps = {
  artwork: Artwork
  priority?: boolean
  sizes?: string
}

/**
 * An artwork on a showcase: the image opens the full-screen zoom, then title,
 * medium on material, W x H in., price, a 'View Artwork' link and 'Enquire Artwork Price'.
 */
export function ShowcaseArtworkCard({
  artwork,
  priority = false,
  sizes = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
}: ShowcaseArtworkCardProps) {
  const [zoomOpen, setZoomOpen] = useState(false)
  const image = artwork.imageUrls[0] ?? null
  const alt = artworkAlt(artwork, image)
  const href = paths.shop.artwork.getHref(artwork.artistSlug || artwork.uploadedBy, artwork._id)
  const status = artwork.saleStatus
  const details = [
    formatMediumOnMaterial(artwork.medium, artwork.material),
    formatDimensions(artwork.width, artwork.height),
    artwork.edition.kind === 'original' ? null : formatEdition(artwork.edition),
  ].filter(Boolean)

  return (
    <article className="group flex flex-col" aria-labelledby={`showcase-${artwork._id}-title`}>
      <div className="relative">
        <button
          type="button"
          onClick={() => setZoomOpen(true)}
          disabled={!image}
          aria-label={`View “${artwork.title}” full screen`}
          className="relative block w-full cursor-zoom-in overflow-hidden bg-paper-deep [aspect-ratio:4/5] disabled:cursor-default"
        >
          <CardImage image={image} alt={alt} sizes={sizes} priority={priority} />
        </button>
        <SaleBadge status={status} className="pointer-events-none absolute top-3 left-3" />
      </div>
      <div className="flex flex-1 flex-col pt-4">
        <h3 id={`showcase-${artwork._id}-title`} className="font-serif text-lg leading-snug">
          {artwork.title}
        </h3>
        {details.map((line) => (
          <p key={line} className="text-sm text-muted">
            {line}
          </p>
        ))}
        <p className="mt-1.5 text-[0.95rem] font-medium">{status === 'on-request' ? PRICE_ON_REQUEST : formatCardPrice(artwork.price)}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pt-3">
          <Link
            to={href}
            className="link-quiet inline-flex min-h-7 items-center text-sm font-medium"
            aria-label={`View Artwork: ${artwork.title}`}
          >
            View Artwork
          </Link>
          <EnquireButton artwork={artwork} variant="link" size="sm" className="min-h-7 text-sm text-muted hover:text-ink">
            Enquire Artwork Price
          </EnquireButton>
        </div>
      </div>
      {zoomOpen ? <ZoomOverlay image={image} alt={alt} onClose={() => setZoomOpen(false)} /> : null}
    </article>
  )
}
