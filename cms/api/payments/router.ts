import type { Request } from 'express'
import express, { Router } from 'express'
import type { Payload } from 'payload'
import { PAYMENT_MESSAGES } from '../../../shared/checkout-messages'
import { simulatorPaySchema } from '../../../shared/schemas'
import { GatewayError } from '../../payments/gateway'
import type { Gateway } from '../../sales/gateway'
import { SIMULATED_WEBHOOK_DELAY_MS } from '../../sales/jobs'
import { orderByProviderId } from '../../sales/orderMachine'
import { handleWebhook } from '../../sales/webhook'
import { conflict, notFound } from '../http/errors'
import { requireUser } from '../http/user'
import { body } from '../http/validate'
import { idOf } from '../../../shared/idOf'
import { noStore } from '../user/noStore'

export const WEBHOOK_PATH = '/api/payments/razorpay/webhook'

/**
 * The provider's webhook. Mounted ahead of every JSON parser: its signature is the HMAC of the
 * bytes exactly as sent, so the body is read raw (express.raw, on this route only) and parsed
 * only after the signature holds. Answers at once: the work is a few database writes.
 */
export function webhookRouter(payload: Payload, gateway: Gateway): Router {
  const router = Router()
  router.post(WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
    const answer = await handleWebhook(payload, gateway, raw, {
      signature: req.get('x-razorpay-signature'),
      eventId: req.get('x-razorpay-event-id'),
    })
    res.status(answer.status).json(answer.body)
  })
  return router
}

/**
 * /api/payments/simulator/pay: the simulator's dialog (only without Razorpay keys; 404 with them).
 * The buyer of the order pays or fails; the answer is what checkout.js would hand the page, and
 * the simulator's webhook follows a few seconds later through the jobs queue, as Razorpay's would.
 */
export function simulatorRouter(payload: Payload, gateway: Gateway): Router {
  const router = Router()
  router.post('/api/payments/simulator/pay', noStore, async (req: Request, res) => {
    if (gateway.mode !== 'simulator') throw notFound('No such API route.')
    const user = requireUser(req)
    const data = body(req, simulatorPaySchema)
    const order = await orderByProviderId(payload, data.razorpay_order_id)
    if (!order || idOf(order.buyer) !== String(user.id)) throw notFound(PAYMENT_MESSAGES.orderNotFound)
    if (order.paymentStatus === 'success' || order.paymentStatus === 'refunded') throw conflict(PAYMENT_MESSAGES.alreadyPaid)
    let paid
    try {
      paid = await gateway.simulatePayment(data.razorpay_order_id, data.outcome, { description: data.description })
    } catch (error) {
      if (error instanceof GatewayError && !error.retryable) throw conflict(error.message)
      throw error
    }
    await payload.jobs.queue({
      task: 'deliverSimulatedWebhook',
      input: { event: data.outcome === 'success' ? 'payment.captured' : 'payment.failed', paymentId: paid.payment.id },
      waitUntil: new Date(Date.now() + SIMULATED_WEBHOOK_DELAY_MS),
    })
    res.json(paid.checkout)
  })
  return router
}
