import type { Artwork } from '@shared/api-types'
import { SaleBadge } from '@/components/artwork/sale-badge'
import { cn } from '@/lib/cn'
import { formatPrice, PRICE_ON_REQUEST } from '@shared/format'
import type { Purchase } from '../lib/use-purchase'

/**
 * The work's price as buyers read it: in INR, 'Price on request', struck through once sold, with
 * the 'Sold' or 'Reserved' badge (none for a hold of this member's own checkout: it is theirs).
 */
export function PurchasePrice({ artwork, purchase, className }: { artwork: Artwork; purchase: Purchase; className?: string }) {
  const { status, heldByMe } = purchase
  return (
    <div className="flex min-w-0 items-center gap-3">
      <p
        className={cn('font-serif leading-none whitespace-nowrap', className, status === 'sold' && 'text-muted line-through decoration-1')}
      >
        {status === 'on-request' ? PRICE_ON_REQUEST : formatPrice(artwork.price)}
      </p>
      {heldByMe ? null : <SaleBadge status={status} />}
    </div>
  )
}
