import type { Order } from '@shared/api-types'
import { ORDER_TRACK_STEPS, type OrderStatus } from '@shared/constants'
import { STEP_LABELS } from '@/components/order-steps'
import { CheckIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'
import { formatDate, formatPrice } from '@shared/format'
import { ReturnSteps } from './return-steps'

type Step = (typeof ORDER_TRACK_STEPS)[number]
const STATE_TEXT = { done: 'completed', current: 'current step', upcoming: 'not yet' } as const

/** When the order reached each status (the latest entry of each in its history). */
function datesOf(order: Order): Partial<Record<OrderStatus, string>> {
  const dates: Partial<Record<OrderStatus, string>> = {}
  for (const entry of order.statusHistory) dates[entry.status] = entry.at
  return dates
}

/**
 * The step the order is at: its orderStatus (DECISIONS 10: one field), or for a cancelled order
 * the last step it reached before the cancellation.
 */
export function currentStepIndex(order: Order): number {
  const index = ORDER_TRACK_STEPS.indexOf(order.orderStatus as Step)
  if (index >= 0) return index
  const reached = order.statusHistory.map((h) => ORDER_TRACK_STEPS.indexOf(h.status as Step)).filter((i) => i >= 0)
  return reached.length ? Math.max(...reached) : 0
}

function RefundState({ order }: { order: Order }) {
  const refund = order.refund
  const amount = formatPrice(refund?.amount ?? order.totalAmount)
  if (refund?.status === 'processed') {
    return (
      <p>
        {amount} was refunded{refund.processedAt ? ` on ${formatDate(refund.processedAt)}` : ''} to the original payment method.
      </p>
    )
  }
  if (refund?.status === 'failed') return <p>The refund of {amount} could not be completed yet. We are on it and will write to you.</p>
  if (refund || order.paymentStatus === 'refunded' || order.paymentStatus === 'success') {
    return <p>A refund of {amount} is on its way to the original payment method; banks usually take 5 to 7 working days.</p>
  }
  return null
}

/**
 * The Track Order steps: placed, packed, shipped, delivered, each with a tick; the
 * steps before the current one and the current one are green, the current label bold; each shows
 * its date; a shipped order shows the carrier and tracking number; a cancelled one says so.
 */
export function OrderTracker({ order }: { order: Order }) {
  if (order.paymentStatus === 'failed' || order.paymentStatus === 'pending') {
    return (
      <div className="rounded-md border border-line bg-paper px-4 py-4 text-sm">
        <p className="font-medium text-ink">This order was not paid, so it was not placed.</p>
        {order.failureReason ? <p className="mt-1 text-ink-soft">Reason: {order.failureReason}</p> : null}
        <p className="mt-2 text-muted">Nothing was charged for it. The works stay in the shop while they are available.</p>
      </div>
    )
  }
  const dates = datesOf(order)
  const current = currentStepIndex(order)
  const cancelled = order.orderStatus === 'cancelled'
  return (
    <div className="flex flex-col gap-5">
      {cancelled ? (
        <div role="note" className="rounded-md border border-danger/30 bg-danger/5 px-4 py-4 text-sm text-ink-soft">
          <p className="font-medium text-danger">This order was cancelled{dates.cancelled ? ` on ${formatDate(dates.cancelled)}` : ''}.</p>
          {order.cancellation?.reason ? <p className="mt-1">{order.cancellation.reason}</p> : null}
          <div className="mt-2">
            <RefundState order={order} />
          </div>
        </div>
      ) : null}
      <ol className="relative flex flex-col" aria-label="Order progress">
        {ORDER_TRACK_STEPS.map((step, i) => {
          const state = i < current || (cancelled && i === current) ? 'done' : i === current ? 'current' : 'upcoming'
          const lit = state !== 'upcoming'
          const date = dates[step]
          return (
            <li
              key={step}
              data-step={step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className="relative flex gap-4 pb-7 last:pb-0"
            >
              {i < ORDER_TRACK_STEPS.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={cn('absolute top-8 bottom-0 left-[15px] w-px', i < current ? 'bg-success' : 'bg-line-strong')}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={cn(
                  'relative z-[1] inline-flex size-8 shrink-0 items-center justify-center rounded-full border',
                  lit ? 'border-success bg-success text-white' : 'border-line-strong bg-canvas text-line-strong',
                )}
              >
                <CheckIcon strokeWidth={2} />
              </span>
              <div className="min-w-0 pt-1">
                <p className={cn('leading-tight', lit ? 'text-success' : 'text-muted', state === 'current' ? 'font-bold' : 'font-normal')}>
                  {STEP_LABELS[step]}
                  <span className="sr-only">, {STATE_TEXT[state]}</span>
                </p>
                {date && lit ? <p className="mt-0.5 text-sm text-muted">{formatDate(date)}</p> : null}
                {step === 'shipped' && lit && order.shipment ? (
                  <p className="mt-1 text-sm text-ink-soft">
                    {order.shipment.carrier} · Tracking number <span className="font-medium text-ink">{order.shipment.trackingNumber}</span>
                  </p>
                ) : null}
              </div>
            </li>
          )
        })}
      </ol>
      <ReturnSteps order={order} />
    </div>
  )
}
