import type { SaleOrder } from '@shared/api-types'
import { ORDER_TRACK_STEPS } from '@shared/constants'
import { STEP_LABELS } from '@/components/order-steps'
import { CheckIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'
import { formatDate } from '@shared/format'

type Step = (typeof ORDER_TRACK_STEPS)[number]

/** The step a sale is at, or for a cancelled one the last it reached (as the buyer's tracker). */
function currentIndex(sale: SaleOrder): number {
  const index = ORDER_TRACK_STEPS.indexOf(sale.orderStatus as Step)
  if (index >= 0) return index
  const reached = sale.statusHistory.map((h) => ORDER_TRACK_STEPS.indexOf(h.status as Step)).filter((i) => i >= 0)
  return reached.length ? Math.max(...reached) : 0
}

/**
 * Placed, packed, shipped, delivered in a row, the reached ones ticked with their dates, the
 * current one named for assistive technology: what the seller has to do next at a glance. A
 * cancelled sale shows the steps it reached, then the cancellation with its date, and no more.
 */
export function SaleSteps({ sale }: { sale: SaleOrder }) {
  const current = currentIndex(sale)
  const cancelled = sale.orderStatus === 'cancelled'
  const dates = new Map(sale.statusHistory.map((h) => [h.status, h.at]))
  const steps = cancelled ? ORDER_TRACK_STEPS.slice(0, current + 1) : ORDER_TRACK_STEPS
  const cancelledAt = dates.get('cancelled')
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label="Order progress">
      {steps.map((step, i) => {
        const reached = i <= current
        const date = dates.get(step)
        return (
          <li key={step} data-step={step} aria-current={i === current && !cancelled ? 'step' : undefined} className="flex flex-col gap-1.5">
            <span aria-hidden="true" className={cn('h-1 rounded-full', reached ? 'bg-success' : 'bg-line')} />
            <span
              className={cn(
                'flex items-center gap-1 text-sm',
                reached ? 'text-success' : 'text-muted',
                i === current && !cancelled && 'font-semibold',
              )}
            >
              {reached ? <CheckIcon className="size-3.5 shrink-0" aria-hidden="true" /> : null}
              {STEP_LABELS[step]}
              <span className="sr-only">{reached ? (i === current && !cancelled ? ', current step' : ', completed') : ', not yet'}</span>
            </span>
            {reached && date ? <span className="text-xs text-muted">{formatDate(date)}</span> : null}
          </li>
        )
      })}
      {cancelled ? (
        <li data-step="cancelled" aria-current="step" className="flex flex-col gap-1.5">
          <span aria-hidden="true" className="h-1 rounded-full bg-danger" />
          <span className="flex items-center gap-1 text-sm font-semibold text-danger">
            {STEP_LABELS.cancelled}
            <span className="sr-only">, current step</span>
          </span>
          {cancelledAt ? <span className="text-xs text-muted">{formatDate(cancelledAt)}</span> : null}
        </li>
      ) : null}
    </ol>
  )
}
