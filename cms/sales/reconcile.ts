/**
 * Reconciliation: what neither the buyer's browser nor the webhook reported. For each checkout of
 * the last 24 hours that is not paid, the provider's list of payments on its order: a captured
 * payment confirms it through the order machine (exactly as the verification and the webhook do);
 * only failed attempts mark it failed. Then every refund that was decided but not carried out
 * (the process died, the provider was down) is carried out. Idempotent: running it twice, or on two
 * instances at once, changes nothing more than running it once.
 */
import type { Payload } from 'payload'
import { PAYMENT_MESSAGES } from '../../shared/checkout-messages'
import { GatewayError } from '../payments/gateway'
import { gatewayFor } from './gateway'
import { confirmPayment, markPaymentFailed } from './orderMachine'
import { refundOrder } from './refunds'

/** Razorpay retries webhooks for 24 hours; a checkout older than that is left alone. */
export const RECONCILE_WINDOW_HOURS = 24
/** Checkouts looked at per run (each is one call to the provider), oldest first. */
export const RECONCILE_BATCH = 25
/** A refund decided this long ago and not carried out is retried here (the refund job usually does it at once). */
export const REFUND_RETRY_AFTER_MS = 60_000

/** Where the previous run stopped (the creation time of the last checkout it looked at), in payload.kv. */
const CURSOR_KEY = 'sales:reconcile-cursor'

export async function reconcilePayments(payload: Payload, now = new Date()): Promise<{ confirmed: number; refunded: number }> {
  const gateway = gatewayFor(payload)
  // Newest first, continuing where the last run stopped and starting over once through: many
  // abandoned checkouts never starve the others.
  const cursor = await payload.kv.get<{ before: string }>(CURSOR_KEY)
  const { docs: open } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { paymentStatus: { in: ['pending', 'failed'] } },
        { razorpay_order_id: { exists: true } },
        { createdAt: { greater_than: new Date(now.getTime() - RECONCILE_WINDOW_HOURS * 3_600_000).toISOString() } },
        ...(cursor ? [{ createdAt: { less_than: cursor.before } }] : []),
      ],
    },
    sort: '-createdAt',
    limit: RECONCILE_BATCH,
    depth: 0,
    overrideAccess: true,
  })
  const last = open.at(-1)
  if (open.length < RECONCILE_BATCH || !last) await payload.kv.delete(CURSOR_KEY)
  else await payload.kv.set(CURSOR_KEY, { before: last.createdAt })
  let confirmed = 0
  for (const order of open) {
    const providerOrderId = order.razorpay_order_id!
    let payments
    try {
      payments = await gateway.fetchOrderPayments(providerOrderId)
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error
      payload.logger.warn({ err: error, order: order.id }, 'reconciliation could not list the payments of an order')
      continue
    }
    const captured = payments.find((p) => p.status === 'captured')
    if (captured) {
      const result = await confirmPayment(payload, { providerOrderId, paymentId: captured.id, via: 'reconcile' })
      if (result.kind === 'paid' || result.kind === 'lost') confirmed++
    } else if (order.paymentStatus === 'pending' && payments.length > 0 && payments.every((p) => p.status === 'failed')) {
      const latest = payments.reduce((a, b) => (b.created_at > a.created_at ? b : a))
      await markPaymentFailed(payload, {
        providerOrderId,
        reason: latest.error_description ?? PAYMENT_MESSAGES.unknownFailure,
        paymentId: latest.id,
      })
    }
  }

  const { docs: owed } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { 'refund.status': { equals: 'requested' } },
        { 'refund.requestedAt': { less_than: new Date(now.getTime() - REFUND_RETRY_AFTER_MS).toISOString() } },
      ],
    },
    limit: RECONCILE_BATCH,
    depth: 0,
    overrideAccess: true,
  })
  let refunded = 0
  for (const order of owed) {
    try {
      const after = await refundOrder(payload, order.id)
      if (after?.paymentStatus === 'refunded') refunded++
    } catch (error) {
      payload.logger.warn({ err: error, order: order.id }, 'reconciliation could not refund an order yet')
    }
  }
  return { confirmed, refunded }
}
