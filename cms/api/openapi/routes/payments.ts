/** /api/payments/*: cms/api/payments/router.ts. */
import { z } from 'zod'
import { simulatorPaySchema } from '../../../../shared/schemas'
import { CheckoutFailureSchema, CheckoutSuccessSchema } from '../../../../shared/api-schemas'
import { E, jsonBodyErrors, type RouteDoc } from '../types'

/** What the handler reads of Razorpay's event (cms/sales/webhook.ts): documentation only, the body is read raw. */
const razorpayEventSchema = z
  .looseObject({
    event: z
      .string()
      .min(1)
      .max(100)
      .describe('`payment.captured`, `order.paid` and `payment.failed` are acted on; others are acknowledged.'),
    payload: z
      .looseObject({
        payment: z
          .looseObject({ entity: z.looseObject({ id: z.string(), order_id: z.string(), error_description: z.string().optional() }) })
          .optional(),
        order: z.looseObject({ entity: z.looseObject({ id: z.string() }) }).optional(),
      })
      .optional(),
  })
  .describe("Razorpay's event, exactly as Razorpay sends it.")

export const PAYMENT_ROUTES: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/payments/razorpay/webhook',
    tag: 'Payments',
    caller: 'signed (webhook)',
    summary: "Razorpay's webhook",
    description:
      '`payment.captured` and `order.paid` confirm the payment (a buyer who closed the tab is completed here); `payment.failed` marks a checkout that is not paid as failed. Events are stored (`payment-events`); a redelivered event id is answered without acting again.',
    rawBody: {
      contentType: 'application/json',
      schema: razorpayEventSchema,
      description: 'Read raw (the signature covers the exact bytes), at most 1 MB.',
    },
    headers: [
      { name: 'X-Razorpay-Signature', required: true, description: 'HMAC-SHA256 of the raw body under RAZORPAY_WEBHOOK_SECRET.' },
      { name: 'X-Razorpay-Event-Id', required: true, description: "The event's id: a redelivery is recognised by it." },
    ],
    success: {
      status: 200,
      description: "`status: 'ok'` with what was done, or `'duplicate'` for an event already handled.",
      schema: z.object({
        status: z.enum(['ok', 'duplicate']),
        outcome: z
          .string()
          .describe(
            '`paid`, `already paid`, `refunded: works sold to another buyer`, `failed`, `kept success`, `unknown order` or `ignored`.',
          ),
      }),
    },
    errors: [
      {
        status: 400,
        description:
          '`The webhook signature is not valid.` (nothing is stored), `The webhook has no x-razorpay-event-id header.` or `The webhook body is not a Razorpay event.`',
      },
      { status: 413, description: 'The body is over 1 MB.' },
      { status: 503, description: '`Webhooks are not configured: set RAZORPAY_WEBHOOK_SECRET.` (reconciliation still confirms payments).' },
    ],
  },
  {
    method: 'post',
    path: '/api/payments/simulator/pay',
    tag: 'Payments',
    caller: 'simulator',
    summary: "The payment simulator's dialog: pay or fail an order",
    description:
      "Only without Razorpay keys, for the order's buyer. The answer is what checkout.js would hand the page; the payment is recorded and a signed webhook follows 5 s later through the jobs queue.",
    body: simulatorPaySchema,
    success: {
      status: 200,
      description: "The success handler's ids, or the payment.failed event.",
      schema: z.union([CheckoutSuccessSchema, CheckoutFailureSchema]),
    },
    errors: [
      ...jsonBodyErrors,
      E.unauthorized,
      {
        status: 404,
        description: "`No such API route.` (Razorpay keys are set: no simulator) or `No such order.` (unknown, or another buyer's).",
      },
      { status: 409, description: '`This order has already been paid.`' },
    ],
  },
]
