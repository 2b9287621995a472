import type { LineReturn } from '@shared/returns'
import { RETURN_MESSAGES, RETURN_STATE_LABELS } from '@shared/returns'
import { formatDate } from '@shared/format'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/**
 * Under a delivered work of 'My Orders': 'Return this work' while the window is open, the
 * return's state once asked (staff's reason when declined, the return shipment once sent), or
 * when the window closed.
 */
export function ItemReturn({ line, title, onReturn }: { line: LineReturn; title: string; onReturn: () => void }) {
  const ret = line.return
  if (ret) {
    const last = ret.steps.at(-1)
    return (
      <div className="mt-2 w-full text-sm" data-return-state={ret.state}>
        <p
          className={cn(
            'inline-flex items-center gap-2 rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-[0.06em] uppercase',
            ret.state === 'rejected'
              ? 'bg-paper-deep text-muted'
              : ret.state === 'refunded'
                ? 'bg-success/10 text-success'
                : 'bg-accent-soft text-accent',
          )}
        >
          {RETURN_STATE_LABELS[ret.state]}
          {last ? <span className="font-normal tracking-normal normal-case">· {formatDate(last.at)}</span> : null}
        </p>
        {ret.state === 'rejected' && ret.staffReason ? <p className="mt-1 text-ink-soft">Kala&apos;s answer: {ret.staffReason}</p> : null}
        {ret.shipment ? (
          <p className="mt-1 text-ink-soft">
            Return shipment: {ret.shipment.carrier} · <span className="font-medium text-ink">{ret.shipment.trackingNumber}</span>
          </p>
        ) : null}
      </div>
    )
  }
  if (line.canReturn)
    return (
      <Button
        variant="link"
        size="sm"
        className="mt-1.5 text-xs text-ink-soft"
        aria-label={`Return this work: ${title}`}
        onClick={onReturn}
      >
        Return this work
      </Button>
    )
  if (line.returnDays > 0 && line.windowEndsAt && Date.parse(line.windowEndsAt) <= Date.now())
    return <p className="mt-1.5 w-full text-xs text-muted">{RETURN_MESSAGES.windowClosed(Date.parse(line.windowEndsAt))}</p>
  return null
}
