/**
 * The refund of a cancelled paid order, through the gateway, once. The order machine decides a
 * refund (refund.status 'requested', in the same transaction as the cancellation); this carries
 * it out, from the refundPayment job or inline where the buyer waits for the answer. It may run
 * any number of times, on any instance: the provider sees one idempotency key per order
 * (`refundKey`), so it pays back once, and the order records the provider's refund once.
 */
import type { Payload } from 'payload'
import type { Order } from '../../payload-types'
import { GatewayError } from '../payments/gateway'
import { catalogueImplOf } from '../catalogue'
import { atomically } from '../db/atomic'
import { gatewayFor } from './gateway'
import { settleOrderQuietly } from './payouts'
import { orderById } from './orderMachine'
import { refundFailedSql, refundRecordedSql } from './orderSql'
import { refundWritePortable } from './portable/orderMachine'
import { queueOrderMail } from './queue'

/** Razorpay's X-Refund-Idempotency (10 to 64 letters, digits, '-' or '_'): one per order. */
export const refundKey = (orderId: number | string): string => `kala-refund-order-${orderId}`

/**
 * Carries out a requested refund; answers the order as it now stands. A provider that cannot be
 * reached throws (the job retries later with the same key); a refusal that will not change is
 * recorded as refund.status 'failed' with its reason, for staff.
 */
export async function refundOrder(payload: Payload, orderId: number | string): Promise<Order | null> {
  const order = await orderById(payload, orderId)
  if (!order || (order.refund?.status !== 'requested' && order.refund?.status !== 'failed')) return order
  const paymentId = order.razorpay_payment_id
  const amountPaise = order.refund.amountPaise ?? order.amountPaise
  if (!paymentId || !amountPaise) {
    await recordRefusal(payload, order.id, 'No captured payment is recorded on this order.')
    return orderById(payload, order.id)
  }
  try {
    const refund = await gatewayFor(payload).refund({
      paymentId,
      amountPaise,
      idempotencyKey: refundKey(order.id),
      notes: { order: order.orderNumber ?? String(order.id) },
    })
    if (refund.status === 'failed') throw new GatewayError('invalid_request', 'The payment provider reports the refund as failed.')
    const recorded =
      catalogueImplOf(payload) === 'portable'
        ? await refundWritePortable(payload, order.id, { refundId: refund.id, status: refund.status })
        : (
            await atomically(payload, [
              refundRecordedSql({ orderId: order.id, refundId: refund.id, status: refund.status, now: new Date() }),
            ])
          )[0]?.length === 1
    if (recorded) {
      await settleOrderQuietly(payload, order.id)
      await queueOrderMail(payload, { orderId: order.id, kind: 'refund' })
    }
  } catch (error) {
    if (!(error instanceof GatewayError) || error.retryable) throw error
    await recordRefusal(payload, order.id, error.message)
    payload.logger.error({ err: error, order: order.id }, 'refund refused by the payment provider')
  }
  return orderById(payload, order.id)
}

/** A refusal that will not change, kept on a requested refund as failed (for staff). */
async function recordRefusal(payload: Payload, orderId: number | string, error: string): Promise<void> {
  if (catalogueImplOf(payload) === 'portable') await refundWritePortable(payload, orderId, { error })
  else await atomically(payload, [refundFailedSql({ orderId, error, now: new Date() })])
}
