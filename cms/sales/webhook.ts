/**
 * Razorpay's webhook (and the simulator's, which signs alike): the raw body's HMAC under the
 * webhook secret, then the event, at most once per event id. `payment.captured` and `order.paid`
 * confirm the payment through the order machine (the same function as the buyer's verification),
 * which also covers a buyer who closed the tab before their browser could report; a
 * `payment.failed` marks a checkout that is not paid as failed. A paid order never moves back.
 * Route's `transfer.processed` / `transfer.failed` record what became of a seller's payout.
 *
 * Dedupe: the event is stored under its unique id first; a redelivery of an event that was
 * handled is answered at once. One stored but not handled (the process died meanwhile) is handled
 * again: every step is idempotent.
 */
import type { Payload } from 'payload'
import { PAYMENT_MESSAGES } from '../../shared/checkout-messages'
import type { PaymentGateway } from '../payments/gateway'
import { createOnce } from '../db/createOnce'
import { confirmPayment, markPaymentFailed, type Confirmation } from './orderMachine'
import { recordTransferState } from './payouts'

export type WebhookAnswer = { status: number; body: Record<string, unknown> }

type PaymentEntity = { id?: unknown; order_id?: unknown; status?: unknown; error_description?: unknown }
type TransferEntity = { id?: unknown; source?: unknown; status?: unknown; on_hold?: unknown; error?: { description?: unknown } }
type RazorpayEvent = {
  event?: unknown
  payload?: { payment?: { entity?: PaymentEntity }; order?: { entity?: { id?: unknown } }; transfer?: { entity?: TransferEntity } }
}

const HANDLED = ['payment.captured', 'order.paid', 'payment.failed'] as const
/** Route's transfers to sellers (cms/sales/payouts.ts). */
const TRANSFER_EVENTS = ['transfer.processed', 'transfer.failed'] as const
const text = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : null)

export async function handleWebhook(
  payload: Payload,
  gateway: PaymentGateway,
  rawBody: Buffer,
  headers: { signature: unknown; eventId: unknown },
): Promise<WebhookAnswer> {
  if (!gateway.webhooksEnabled) return { status: 503, body: { error: PAYMENT_MESSAGES.webhooksDisabled } }
  if (!gateway.verifyWebhookSignature(rawBody, headers.signature))
    return { status: 400, body: { error: PAYMENT_MESSAGES.webhookBadSignature } }
  const eventId = text(headers.eventId)
  if (!eventId) return { status: 400, body: { error: PAYMENT_MESSAGES.webhookMissingEventId } }
  let event: RazorpayEvent
  try {
    event = JSON.parse(rawBody.toString('utf8')) as RazorpayEvent
  } catch {
    return { status: 400, body: { error: PAYMENT_MESSAGES.webhookMalformed } }
  }
  const name = text(event?.event)
  if (!name) return { status: 400, body: { error: PAYMENT_MESSAGES.webhookMalformed } }
  const payment = event.payload?.payment?.entity
  const transfer = event.payload?.transfer?.entity
  const providerOrderId = text(payment?.order_id) ?? text(event.payload?.order?.entity?.id)
  const paymentId = text(payment?.id) ?? text(transfer?.source)

  const stored = await storeEvent(payload, { eventId, event: name, providerOrderId, paymentId })
  if (stored.handled) return { status: 200, body: { status: 'duplicate', outcome: stored.outcome } }

  let outcome: string
  if ((TRANSFER_EVENTS as readonly string[]).includes(name)) {
    const transferId = text(transfer?.id)
    const status = text(transfer?.status)
    if (!transferId || !status) return { status: 400, body: { error: PAYMENT_MESSAGES.webhookMalformed } }
    outcome = await recordTransferState(payload, {
      id: transferId,
      status,
      on_hold: transfer?.on_hold === true || transfer?.on_hold === 1,
      error: text(transfer?.error?.description),
    })
  } else if (!(HANDLED as readonly string[]).includes(name)) outcome = 'ignored'
  else if (!providerOrderId || !paymentId) return { status: 400, body: { error: PAYMENT_MESSAGES.webhookMalformed } }
  else if (name === 'payment.failed') {
    const reason = text(payment?.error_description) ?? PAYMENT_MESSAGES.unknownFailure
    const order = await markPaymentFailed(payload, { providerOrderId, reason, paymentId })
    outcome = !order ? 'unknown order' : order.paymentStatus === 'failed' ? 'failed' : `kept ${order.paymentStatus}`
  } else {
    outcome = describe(await confirmPayment(payload, { providerOrderId, paymentId, via: 'webhook' }))
  }
  await payload.update({
    collection: 'payment-events',
    id: stored.id,
    data: { outcome, handledAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
  return { status: 200, body: { status: 'ok', outcome } }
}

const describe = (c: Confirmation): string =>
  c.kind === 'unknown'
    ? 'unknown order'
    : c.kind === 'lost'
      ? 'refunded: works sold to another buyer'
      : c.kind === 'paid'
        ? 'paid'
        : 'already paid'

async function storeEvent(
  payload: Payload,
  e: { eventId: string; event: string; providerOrderId: string | null; paymentId: string | null },
): Promise<{ id: number | string; handled: boolean; outcome?: string | null }> {
  const data = { eventId: e.eventId, event: e.event, providerOrderId: e.providerOrderId, paymentId: e.paymentId }
  const { doc, created } = await createOnce(payload, 'payment-events', data, 'eventId')
  return created ? { id: doc.id, handled: false } : { id: doc.id, handled: Boolean(doc.handledAt), outcome: doc.outcome }
}
