import { PAYOUT_STATE_LABELS } from '@shared/payout-messages'
import type { TransferState } from '@shared/payouts'
import { cn } from '@/lib/cn'

const TONES: Record<TransferState, { pill: string; dot: string }> = {
  waiting: { pill: 'bg-paper-deep text-ink-soft', dot: 'bg-muted' },
  on_hold: { pill: 'bg-paper-deep text-ink', dot: 'bg-accent' },
  released: { pill: 'bg-success/10 text-success', dot: 'bg-success' },
  processed: { pill: 'bg-success/10 text-success', dot: 'bg-success' },
  failed: { pill: 'bg-danger/10 text-danger', dot: 'bg-danger' },
  reversed: { pill: 'bg-paper-deep text-ink-soft', dot: 'bg-muted' },
}

/** A statement line's payout ('Waiting', 'On hold', 'Paid'…) as a small pill. */
export function PayoutStateBadge({ state }: { state: TransferState }) {
  const tone = TONES[state]
  return (
    <span className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap', tone.pill)}>
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', tone.dot)} />
      {PAYOUT_STATE_LABELS[state]}
    </span>
  )
}
