import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Artwork } from '@shared/api-types'
import { SHIPPING } from '@shared/constants'
import { Button } from '@/components/ui/button'
import { Badge } from '@/components/ui/card'
import { IconButton } from '@/components/ui/icon-button'
import { BagIcon, HeartIcon } from '@/components/ui/icons'
import { toast } from '@/components/ui/toast-store'
import { Tooltip } from '@/components/ui/tooltip'
import { paths } from '@/config/paths'
import { useLoginRequired } from '@/features/auth/components/login-required'
import { useCart } from '@/features/cart/use-cart'
import { EnquireButton } from '@/features/enquiry/components/enquiry-modal'
import { cn } from '@/lib/cn'
import { formatPrice, PRICE_ON_REQUEST } from '@/lib/format'
import { pickImageUrl } from '@/lib/images'
import { useToggleLike } from '../api/like-artwork'

export type SaleStatus = 'forSale' | 'reserved' | 'sold'

/** An original that is not available and not held by an open checkout has gone: shown as sold. */
export function saleStatusOf(artwork: Pick<Artwork, 'saleState' | 'available'>): SaleStatus {
  if (artwork.saleState === 'sold') return 'sold'
  if (artwork.saleState === 'reserved') return 'reserved'
  return artwork.available ? 'forSale' : 'sold'
}

/**
 * Price and actions (spec, artwork detail): the price in INR (or 'Price on request', then only
 * Enquire), 'Add to Cart', 'Buy Now' (adds, then /shop/checkout), like, 'Enquire Artwork Price',
 * and the shipping and box-contents tooltips. Visitors get 'Login Required' for every action.
 */
export function ArtworkPurchase({ artwork }: { artwork: Artwork }) {
  const { requireLogin } = useLoginRequired()
  const cart = useCart()
  const navigate = useNavigate()
  const toggleLike = useToggleLike()
  const [liked, setLiked] = useState(artwork.hasLiked)
  const status = saleStatusOf(artwork)
  const onRequest = artwork.price === null
  const canBuy = !onRequest && status === 'forSale'
  const inCart = cart.has(artwork._id)

  const addToCart = () => {
    if (artwork.price === null) return
    cart.add({
      id: artwork._id,
      title: artwork.title,
      artistName: artwork.artistName,
      artistSlug: artwork.artistSlug,
      price: artwork.price,
      image: pickImageUrl(artwork.imageUrls[0], 400) ?? '',
    })
  }

  const onAddToCart = () => {
    if (requireLogin()) addToCart()
  }
  const onBuyNow = () => {
    if (!requireLogin()) return
    // Already in the cart: straight to checkout, without an 'Already in cart' toast.
    if (!cart.has(artwork._id)) addToCart()
    navigate(paths.shop.checkout.getHref())
  }
  const onLike = () => {
    if (!requireLogin() || toggleLike.isPending) return
    const next = !liked
    setLiked(next)
    toggleLike.mutate(
      { artworkId: artwork._id, artistSlug: artwork.artistSlug, like: next },
      {
        onSuccess: () => (next ? toast.success('Added To Favourites') : toast.error('Removed From Favourites')),
        onError: () => setLiked(!next),
      },
    )
  }

  return (
    <div>
      <div className="flex items-center gap-3">
        <p
          className={cn(
            'font-serif text-3xl leading-none sm:text-[2.1rem]',
            status === 'sold' && !onRequest && 'text-muted line-through decoration-1',
          )}
        >
          {onRequest ? PRICE_ON_REQUEST : formatPrice(artwork.price)}
        </p>
        {status === 'sold' ? <Badge tone="dark">Sold</Badge> : status === 'reserved' ? <Badge>Reserved</Badge> : null}
      </div>
      {status === 'reserved' ? (
        <p className="mt-2 text-sm text-muted">
          Another collector is checking out this work. If the sale does not complete, it returns to the shop.
        </p>
      ) : status === 'sold' ? (
        <p className="mt-2 text-sm text-muted">This original has found its home. Ask the artist about similar work.</p>
      ) : onRequest ? (
        <p className="mt-2 text-sm text-muted">The artist shares the price on enquiry.</p>
      ) : (
        <p className="mt-2 text-sm text-muted">Original artwork, inclusive of taxes. Shipping is free.</p>
      )}

      <div className="mt-6 flex flex-col gap-3">
        {canBuy ? (
          <div className="flex gap-3">
            <Button size="lg" className="flex-1 px-4 whitespace-nowrap" icon={<BagIcon />} onClick={onAddToCart}>
              {inCart ? 'In your cart' : 'Add to Cart'}
            </Button>
            <Button size="lg" variant="secondary" className="flex-1 px-4 whitespace-nowrap" onClick={onBuyNow}>
              Buy Now
            </Button>
          </div>
        ) : null}
        <div className="flex items-center gap-3">
          <EnquireButton
            artwork={artwork}
            variant={canBuy ? 'ghost' : 'primary'}
            size="lg"
            className={cn('flex-1', canBuy && 'border border-line-strong')}
          />
          <IconButton
            label={liked ? 'Remove from favourites' : 'Add to favourites'}
            aria-pressed={liked}
            icon={<HeartIcon filled={liked} />}
            className={cn('size-13!', liked && 'border-accent text-accent')}
            onClick={onLike}
          />
        </div>
      </div>

      {/* Below lg each tooltip's anchor spans the row, so the bubble (centred on it) stays on screen. */}
      <div className="mt-5 flex flex-col items-start gap-2 lg:flex-row lg:gap-6">
        <Tooltip
          className="w-full lg:w-auto"
          label={`Shipping: ${SHIPPING.domesticDays}`}
          content={
            <>
              <span className="block font-semibold">Shipping</span>
              Within India: {SHIPPING.domesticDays}. International: {SHIPPING.internationalDays}. Insured, door to door.
            </>
          }
        >
          Shipping: {SHIPPING.domesticDays}
        </Tooltip>
        <Tooltip
          className="w-full lg:w-auto"
          label="What’s in the box"
          content={
            <>
              <span className="block font-semibold">In the box</span>
              <span className="mt-1 block">{SHIPPING.boxContents.join(' · ')}</span>
            </>
          }
        >
          What’s in the box
        </Tooltip>
      </div>
    </div>
  )
}
