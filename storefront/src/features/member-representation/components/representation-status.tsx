import type { RepresentedArtist } from '@shared/api-types'
import { cn } from '@/lib/cn'

const LOOK: Record<RepresentedArtist['status'], { label: string; className: string; dot: string }> = {
  pending: { label: 'Waiting for their answer', className: 'bg-accent/10 text-accent', dot: 'bg-accent' },
  accepted: { label: 'On your page', className: 'bg-success/10 text-success', dot: 'bg-success' },
  declined: { label: 'Declined', className: 'bg-paper-deep text-ink-soft', dot: 'bg-muted' },
}

/** Where a gallery's request stands, as a small pill (an artist not on Kala is on the page at once). */
export function RepresentationStatus({ status, label }: { status: RepresentedArtist['status']; label?: string }) {
  const look = LOOK[status]
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap', look.className)}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', look.dot)} />
      {label ?? look.label}
    </span>
  )
}
