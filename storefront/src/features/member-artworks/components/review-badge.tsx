import type { ArtworkReview } from '@shared/api-types'
import { REVIEW_MESSAGES } from '@shared/messages'
import { cn } from '@/lib/cn'

/**
 * Staff's review of one of the member's works, beside its status: 'Awaiting review' while staff
 * have not approved it (a new seller's works are not shown in the shop until then), 'Rejected:
 * <reason>' when staff turned it down (saving an edit sends it back for review). Nothing once approved.
 */
export function ReviewBadge({ review, className }: { review: ArtworkReview | undefined; className?: string }) {
  if (!review || review.state === 'approved') return null
  const rejected = review.state === 'rejected'
  return (
    <span
      className={cn(
        'inline-flex items-start gap-1.5 rounded-2xl px-2.5 py-0.5 text-xs font-medium',
        rejected ? 'bg-danger/10 text-danger' : 'bg-info/10 text-info whitespace-nowrap',
        className,
      )}
    >
      <span aria-hidden="true" className={cn('mt-[0.4rem] size-1.5 shrink-0 rounded-full', rejected ? 'bg-danger' : 'bg-info')} />
      {rejected ? REVIEW_MESSAGES.rejected(review.reason) : REVIEW_MESSAGES.pending}
    </span>
  )
}
