import type { EnquiryStatus } from '@shared/constants'
import { cn } from '@/lib/cn'

const LABELS: Record<EnquiryStatus, string> = { new: 'New', read: 'Read', answered: 'Answered', closed: 'Closed' }

/** An enquiry's state as a small pill: 'New' stands out (unread), answered and closed recede. */
export function EnquiryStatusPill({ status, className }: { status: EnquiryStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-[0.7rem] font-semibold tracking-[0.08em] uppercase',
        status === 'new'
          ? 'bg-accent text-white'
          : status === 'read'
            ? 'bg-accent-soft text-accent'
            : status === 'answered'
              ? 'bg-success/10 text-success'
              : 'bg-paper-deep text-muted',
        className,
      )}
    >
      {LABELS[status]}
    </span>
  )
}
