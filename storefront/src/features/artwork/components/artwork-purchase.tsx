import type { Ref } from 'react'
import { Link } from 'react-router-dom'
import type { Artwork } from '@shared/api-types'
import { SHIPPING } from '@shared/constants'
import { EnquireButton } from '@/components/artwork/enquire-button'
import { LikeButton } from '@/components/artwork/like-button'
import { Button, buttonClasses } from '@/components/ui/button'
import { BagIcon } from '@/components/ui/icons'
import { Tooltip } from '@/components/ui/tooltip'
import { paths } from '@shared/paths'
import { cn } from '@/lib/cn'
import { formatEdition } from '@shared/format'
import type { Purchase } from '../lib/use-purchase'
import { MakeOfferButton } from './make-offer-button'
import { PurchasePrice } from './purchase-price'
import { ReturnPolicyNote } from '@/components/artwork/return-policy-note'

/**
 * Price and actions: the price in INR (or 'Price on request', then only
 * Enquire), 'Add to Cart', 'Buy Now' (adds, then /shop/checkout), like, 'Enquire Artwork Price',
 * and the shipping and box-contents tooltips. Visitors get 'Login Required' for every action.
 * What a buyer can do is `usePurchase`'s answer (the phone's purchase bar reads the same). The
 * work's own seller is offered none of it (one cannot buy or ask about one's own work): a link to
 * edit it instead. A work held by this member's own open checkout (on this device or another)
 * reads as theirs: continue to checkout.
 */
export function ArtworkPurchase({ artwork, purchase, ref }: { artwork: Artwork; purchase: Purchase; ref?: Ref<HTMLDivElement> }) {
  const { own, status, heldByMe, cartItem, inCart, addToCart: onAddToCart, buyNow: onBuyNow } = purchase
  const onRequest = status === 'on-request'

  return (
    <div ref={ref}>
      <PurchasePrice artwork={artwork} purchase={purchase} className="text-3xl sm:text-[2.1rem]" />
      {status === 'available' || status === 'reserved' ? <ReturnPolicyNote days={artwork.returnDays} className="mt-2.5 text-sm" /> : null}
      {heldByMe ? (
        <p className="mt-2 text-sm text-ink-soft">Your checkout holds this work for you. Complete the payment before the hold ends.</p>
      ) : status === 'reserved' ? (
        <p className="mt-2 text-sm text-muted">
          Another collector is checking out this work. If the sale does not complete, it returns to the shop.
        </p>
      ) : status === 'sold' ? (
        <p className="mt-2 text-sm text-muted">
          {artwork.edition.kind === 'original' ? 'This original has found its home.' : 'This edition has sold out.'} Ask the artist about
          similar work.
        </p>
      ) : onRequest ? (
        <p className="mt-2 text-sm text-muted">{formatEdition(artwork.edition)}. The artist shares the price on enquiry.</p>
      ) : (
        <p className="mt-2 text-sm text-muted">{formatEdition(artwork.edition)}, inclusive of taxes. Shipping is free.</p>
      )}

      {own ? (
        <div className="mt-6 flex flex-col items-start gap-3">
          <p className="text-sm text-ink-soft">This is your work: collectors buy it or ask about it here.</p>
          <Link to={paths.admin.editArtwork.getHref(artwork._id)} className={buttonClasses('secondary', 'lg')}>
            Edit your artwork
          </Link>
        </div>
      ) : (
        <div className="mt-6 flex flex-col gap-3">
          {heldByMe ? (
            <Button size="lg" icon={<BagIcon />} onClick={onBuyNow}>
              Continue to checkout
            </Button>
          ) : cartItem ? (
            <div className="flex gap-3">
              <Button size="lg" className="flex-1 px-4 whitespace-nowrap" icon={<BagIcon />} onClick={onAddToCart}>
                {inCart ? 'In your cart' : 'Add to Cart'}
              </Button>
              <Button size="lg" variant="secondary" className="flex-1 px-4 whitespace-nowrap" onClick={onBuyNow}>
                Buy Now
              </Button>
            </div>
          ) : null}
          {/* Offers: only on a work for sale now whose seller takes them (never on one's own hold). */}
          {artwork.acceptOffers && status === 'available' && cartItem ? <MakeOfferButton artwork={artwork} /> : null}
          <div className="flex items-center gap-3">
            <EnquireButton
              artwork={artwork}
              variant={cartItem ? 'ghost' : 'primary'}
              size="lg"
              className={cn('flex-1', cartItem && 'border border-line-strong')}
            />
            <LikeButton artwork={artwork} className="size-13!" likedClassName="border-accent text-accent" />
          </div>
        </div>
      )}

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
