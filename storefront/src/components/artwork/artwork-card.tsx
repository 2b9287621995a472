import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router-dom'
import type { Artwork } from '@shared/api-types'
import { IconButton } from '@/components/ui/icon-button'
import { BagIcon, ExpandIcon } from '@/components/ui/icons'
import { useLoginRequired } from '@/components/login-required'
import { paths } from '@shared/paths'
import { useCart } from '@/hooks/use-cart'
import { toCartItem } from '@/lib/cart'
import { cn } from '@/lib/cn'
import { formatCardPrice, formatDimensions, formatEdition, formatMediumOnMaterial, PRICE_ON_REQUEST } from '@shared/format'
import { ArtistName } from './artist-name'
import { artworkAlt } from './artwork-image'
import { CardImage } from './card-image'
import { LikeButton } from './like-button'
import { SaleBadge } from './sale-badge'

export type ArtworkCardProps = {
  artwork: Artwork
  /** The LCP card: its image loads eagerly with high priority. */
  priority?: boolean
  /** How wide the card is drawn, for the image's `sizes`. Default suits a 2/3/4-column grid. */
  sizes?: string
  /** Below the fold of a page whose own image comes first: the image is asked for once the page has loaded (ArtworkImage). */
  afterLoad?: boolean
  className?: string
}

/** Loaded on first use: grids (the home page's too) do not carry the dialog's code up front. */
const ZoomOverlay = lazy(() => import('./zoom-overlay').then((m) => ({ default: m.ZoomOverlay })))

const DEFAULT_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw'

/**
 * An artwork in a grid: image linking to the artwork page, artist linking
 * to the artist, title, medium on material, W x H in., card price, cart and favourite buttons.
 */
export function ArtworkCard({ artwork, priority = false, sizes = DEFAULT_SIZES, afterLoad = false, className }: ArtworkCardProps) {
  const { requireLogin } = useLoginRequired()
  const cart = useCart()
  const [zoomOpen, setZoomOpen] = useState(false)

  const image = artwork.imageUrls[0] ?? null
  const alt = artworkAlt(artwork, image)
  const href = paths.shop.artwork.getHref(artwork.artistSlug || artwork.uploadedBy, artwork._id)
  const status = artwork.saleStatus
  const sold = status === 'sold'
  const cartItem = status === 'available' ? toCartItem(artwork) : null
  const dimensions = formatDimensions(artwork.width, artwork.height)
  const mediumLine = formatMediumOnMaterial(artwork.medium, artwork.material)
  const inCart = cart.has(artwork._id)

  const onCart = () => {
    if (!requireLogin() || !cartItem) return
    cart.add(cartItem)
  }

  return (
    <article className={cn('group relative flex flex-col', className)} aria-labelledby={`artwork-${artwork._id}-title`}>
      <div className="relative">
        <Link
          to={href}
          className="relative block overflow-hidden bg-paper-deep [aspect-ratio:4/5]"
          aria-label={`${artwork.title} by ${artwork.artistName}`}
          tabIndex={-1}
        >
          <CardImage image={image} alt={alt} sizes={sizes} priority={priority} afterLoad={afterLoad} />
        </Link>
        <SaleBadge status={status} className="absolute top-3 left-3" />
        {image ? (
          <IconButton
            label="View full screen"
            icon={<ExpandIcon />}
            variant="glass"
            size="sm"
            className="absolute top-2.5 right-2.5 size-8! opacity-100 transition-opacity duration-200 sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100"
            onClick={() => setZoomOpen(true)}
          />
        ) : null}
      </div>

      <div className="flex flex-1 flex-col pt-4">
        <ArtistName artwork={artwork} className="block truncate text-[0.78rem] font-semibold tracking-[0.06em] text-ink-soft uppercase" />
        <h3 id={`artwork-${artwork._id}-title`} className="mt-1 font-serif text-lg leading-snug">
          <Link to={href} className="line-clamp-2 hover:underline hover:decoration-line-strong hover:underline-offset-4">
            {artwork.title}
          </Link>
        </h3>
        {mediumLine ? <p className="mt-1 text-sm text-muted">{mediumLine}</p> : null}
        {dimensions ? <p className="text-sm text-muted">{dimensions}</p> : null}
        {artwork.edition.kind !== 'original' ? <p className="text-sm text-muted">{formatEdition(artwork.edition)}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <p className={cn('text-[0.95rem] font-medium', sold ? 'text-muted line-through decoration-1' : 'text-ink')}>
            {status === 'on-request' ? PRICE_ON_REQUEST : formatCardPrice(artwork.price)}
          </p>
          <div className="-mr-2 flex shrink-0 items-center">
            <LikeButton artwork={artwork} variant="ghost" size="sm" />
            {status !== 'on-request' && artwork.price !== null ? (
              <IconButton
                label={sold ? 'Sold' : status === 'reserved' ? 'Reserved' : inCart ? 'In your cart' : 'Add to cart'}
                icon={<BagIcon />}
                variant="ghost"
                size="sm"
                disabled={!cartItem}
                className={inCart ? 'text-accent' : undefined}
                onClick={onCart}
              />
            ) : null}
          </div>
        </div>
      </div>

      {zoomOpen ? (
        <Suspense fallback={null}>
          <ZoomOverlay image={image} alt={alt} onClose={() => setZoomOpen(false)} />
        </Suspense>
      ) : null}
    </article>
  )
}

export function ArtworkCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col">
      <div className="bg-paper-deep [aspect-ratio:4/5]" />
      <div className="mt-4 h-3 w-1/3 rounded-sm bg-paper-deep" />
      <div className="mt-2 h-5 w-3/4 rounded-sm bg-paper-deep" />
      <div className="mt-2 h-3 w-1/2 rounded-sm bg-paper-deep" />
      <div className="mt-3 h-4 w-1/4 rounded-sm bg-paper-deep" />
    </div>
  )
}
