import type { Order } from '@shared/api-types'
import { RETURN_STATE_LABELS } from '@shared/returns'
import { CheckIcon } from '@/components/ui/icons'
import { formatDate } from '@shared/format'

/**
 * Track Order's return steps, after the order's own: for each work the buyer asked to return,
 * each step reached with its date (asked, approved or declined, on its way back with the return
 * shipment, received, refunded).
 */
export function ReturnSteps({ order }: { order: Order }) {
  const returns = (order.returns ?? []).filter((l) => l.return)
  if (returns.length === 0) return null
  return (
    <div className="flex flex-col gap-5 border-t border-line pt-5">
      {returns.map((line) => {
        const ret = line.return!
        const title = order.items.find((i) => i.artworkId === line.artworkId)?.title ?? 'this work'
        return (
          <section key={line.itemId} aria-label={`Return of ${title}`}>
            <h3 className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">Return of {title}</h3>
            <ol className="mt-3 flex flex-col" aria-label="Return progress">
              {ret.steps.map((step, i) => (
                <li key={`${step.state}-${i}`} data-return-step={step.state} className="relative flex gap-4 pb-6 last:pb-0">
                  {i < ret.steps.length - 1 ? (
                    <span aria-hidden="true" className="absolute top-8 bottom-0 left-[15px] w-px bg-success" />
                  ) : null}
                  <span
                    aria-hidden="true"
                    className={
                      step.state === 'rejected'
                        ? 'relative z-[1] inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-line-strong bg-paper-deep text-muted'
                        : 'relative z-[1] inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-success bg-success text-white'
                    }
                  >
                    <CheckIcon strokeWidth={2} />
                  </span>
                  <div className="min-w-0 pt-1">
                    <p className={i === ret.steps.length - 1 ? 'leading-tight font-bold text-ink' : 'leading-tight text-success'}>
                      {RETURN_STATE_LABELS[step.state]}
                    </p>
                    <p className="mt-0.5 text-sm text-muted">{formatDate(step.at)}</p>
                    {step.state === 'rejected' && ret.staffReason ? <p className="mt-1 text-sm text-ink-soft">{ret.staffReason}</p> : null}
                    {step.state === 'in_transit' && ret.shipment ? (
                      <p className="mt-1 text-sm text-ink-soft">
                        {ret.shipment.carrier} · Tracking number <span className="font-medium text-ink">{ret.shipment.trackingNumber}</span>
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ol>
          </section>
        )
      })}
    </div>
  )
}
