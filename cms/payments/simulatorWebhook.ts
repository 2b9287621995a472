import type { SimulatedOrderRecord, SimulatedPaymentRecord } from './simulatorStore'

/** The three events the webhook route handles. */
export type SimulatedEvent = 'payment.captured' | 'order.paid' | 'payment.failed'

/**
 * Razorpay's webhook JSON for one event (the shape of its sample payloads): an `event` envelope
 * whose `payload` holds a snapshot of each entity named in `contains`. The payment is shown as it
 * was when the event fired (captured, or failed), whatever happened to it since.
 */
export function webhookBody({
  event,
  payment,
  order,
  accountId,
  createdAt,
}: {
  event: SimulatedEvent
  payment: SimulatedPaymentRecord
  order: SimulatedOrderRecord
  accountId: string
  createdAt: number
}): Record<string, unknown> {
  const failed = event === 'payment.failed'
  const paymentEntity = {
    id: payment.id,
    entity: 'payment',
    amount: payment.amount,
    currency: payment.currency,
    status: failed ? 'failed' : 'captured',
    order_id: payment.order_id,
    invoice_id: null,
    international: false,
    method: 'card',
    amount_refunded: failed ? 0 : payment.amount_refunded,
    refund_status: null,
    captured: !failed,
    description: null,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: null,
    email: null,
    contact: null,
    notes: order.notes,
    fee: failed ? null : 0,
    tax: failed ? null : 0,
    error_code: failed ? payment.error_code : null,
    error_description: failed ? payment.error_description : null,
    error_source: failed ? 'bank' : null,
    error_step: failed ? 'payment_authorization' : null,
    error_reason: failed ? 'payment_failed' : null,
    acquirer_data: {},
    created_at: payment.created_at,
  }
  const payload: Record<string, unknown> = { payment: { entity: paymentEntity } }
  if (event === 'order.paid') {
    payload.order = {
      entity: {
        id: order.id,
        entity: 'order',
        amount: order.amount,
        amount_paid: order.amount,
        amount_due: 0,
        currency: order.currency,
        receipt: order.receipt,
        offer_id: null,
        status: 'paid',
        attempts: order.payment_ids.length,
        notes: order.notes,
        created_at: order.created_at,
      },
    }
  }
  return {
    entity: 'event',
    account_id: accountId,
    event,
    contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload,
    created_at: createdAt,
  }
}
