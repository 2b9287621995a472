import type { Response } from 'express'
import { Router } from 'express'
import type { Payload } from 'payload'
import type { User } from '../../../payload-types'
import type { VerifyResponse } from '../../../shared/api-types'
import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '../../../shared/checkout-messages'
import { cancelOrderSchema, cartSchema, createCheckoutSchema, recordPaymentSchema, verifyPaymentSchema } from '../../../shared/schemas'
import type { PaymentGateway } from '../../payments/gateway'
import { cartLines, noSuchOrder, openCheckout } from '../../sales/checkout'
import {
  buyerMayCancel,
  confirmPayment,
  lostMessage,
  markPaymentFailed,
  moveFulfilment,
  orderById,
  orderByProviderId,
} from '../../sales/orderMachine'
import { refundOrder } from '../../sales/refunds'
import { conflict } from '../http/errors'
import { requireUser } from '../http/user'
import { body } from '../http/validate'
import { toApiOrder } from '../mappers/order'
import { idOf } from '../../../shared/idOf'
import { rateLimiter } from '../rateLimit'
import { docId } from '../user/docId'
import { noStore } from '../user/noStore'

/**
 * /api/user: the cart, the checkout (rp-create-order), the payment's verification
 * (rp-verify-signature, and create-order) and the buyer's cancel. See /api/docs (cms/api/openapi/) and
 * cms/sales/ for the rules. Unknown paths fall through to the other /api/user routes.
 */
export function checkoutRouter(payload: Payload, gateway: PaymentGateway): Router {
  const router = Router()
  router.use(['/cart', '/rp-create-order', '/rp-verify-signature', '/create-order', '/cancel-order'], noStore)

  // Open to visitors too (no "your checkout" then): the drawer shows what can be bought.
  router.post('/cart', async (req, res) => {
    const { artworkIds } = body(req, cartSchema)
    res.json(await cartLines(payload, req.user ?? null, artworkIds))
  })

  router.post('/rp-create-order', rateLimiter(payload, 'checkout'), async (req, res) => {
    const user = requireUser(req)
    res.json(await openCheckout(payload, gateway, user, body(req, createCheckoutSchema)))
  })

  router.post('/rp-verify-signature', async (req, res) => {
    const user = requireUser(req)
    const data = body(req, verifyPaymentSchema)
    answerVerification(res, await verify(payload, gateway, user, data))
  })

  router.post('/create-order', async (req, res) => {
    const user = requireUser(req)
    const data = body(req, recordPaymentSchema)
    if (data.paymentStatus === 'success') {
      return answerVerification(
        res,
        await verify(payload, gateway, user, {
          razorpay_order_id: data.razorpay_order_id,
          razorpay_payment_id: data.razorpay_payment_id!,
          razorpay_signature: data.razorpay_signature!,
        }),
      )
    }
    const order = await orderByProviderId(payload, data.razorpay_order_id)
    if (!order || idOf(order.buyer) !== String(user.id)) throw noSuchOrder()
    // The browser's word can only record a failure; a paid order stays paid (the machine's rule).
    const failed = await markPaymentFailed(payload, {
      providerOrderId: data.razorpay_order_id,
      reason: data.failureReason || PAYMENT_MESSAGES.unknownFailure,
      paymentId: data.razorpay_payment_id ?? null,
    })
    res.json({ order: toApiOrder(failed ?? order) })
  })

  router.post('/cancel-order', async (req, res) => {
    const user = requireUser(req)
    const { orderId, reason } = body(req, cancelOrderSchema)
    const id = docId(payload, orderId)
    let order = id === null ? null : await orderById(payload, id)
    if (!order || idOf(order.buyer) !== String(user.id) || order.paymentStatus === 'pending') throw noSuchOrder()
    if (order.orderStatus !== 'cancelled') {
      if (!buyerMayCancel(order))
        throw conflict(order.paymentStatus === 'success' ? ORDER_MESSAGES.cancelAfterPacked : ORDER_MESSAGES.cancelUnpaid)
      const moved = await moveFulfilment(payload, {
        order,
        to: 'cancelled',
        by: 'buyer',
        reason: reason || ORDER_MESSAGES.cancelledByBuyer,
      })
      order = (await orderById(payload, order.id)) ?? order
      if (!moved && order.orderStatus !== 'cancelled') throw conflict(ORDER_MESSAGES.cancelAfterPacked)
    }
    // The refund was queued with the cancellation; doing it now lets the answer say so. The job
    // and reconciliation retry it with the same key if the provider is not answering.
    order =
      (await refundOrder(payload, order.id).catch((error: unknown) => {
        req.log.warn({ err: error, order: order!.id }, 'refund not done yet; the job will retry')
        return null
      })) ?? order
    res.json({ order: toApiOrder(order) })
  })

  return router
}

type Verification = { status: number; body: VerifyResponse }

/**
 * The browser's report of a successful payment: the signature over the provider order id stored
 * for this buyer (so a valid signature of someone else's order fails), then the order machine.
 */
async function verify(
  payload: Payload,
  gateway: PaymentGateway,
  user: User,
  data: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<Verification> {
  const order = await orderByProviderId(payload, data.razorpay_order_id)
  if (!order?.razorpay_order_id || idOf(order.buyer) !== String(user.id)) {
    return { status: 404, body: { success: false, error: PAYMENT_MESSAGES.orderNotFound } }
  }
  const valid = gateway.verifyPaymentSignature({
    orderId: order.razorpay_order_id,
    paymentId: data.razorpay_payment_id,
    signature: data.razorpay_signature,
  })
  if (!valid) return { status: 400, body: { success: false, error: PAYMENT_MESSAGES.badSignature } }
  const result = await confirmPayment(payload, {
    providerOrderId: order.razorpay_order_id,
    paymentId: data.razorpay_payment_id,
    signature: data.razorpay_signature,
    via: 'verify',
  })
  if (result.kind === 'unknown') return { status: 404, body: { success: false, error: PAYMENT_MESSAGES.orderNotFound } }
  if (result.kind !== 'lost') return { status: 200, body: { success: true, order: toApiOrder(result.order) } }
  // Refund at once where the buyer waits (the queued job does it otherwise; same key, once).
  const refunded = (await refundOrder(payload, result.order.id).catch(() => null)) ?? result.order
  return { status: 409, body: { success: false, error: await lostMessage(payload, refunded), order: toApiOrder(refunded) } }
}

function answerVerification(res: Response, v: Verification): void {
  res.status(v.status).json(v.body)
}
