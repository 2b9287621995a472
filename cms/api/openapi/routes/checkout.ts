/** The cart, the checkout and the buyer's orders: cms/api/checkout/router.ts (mounted at /api/user). */
import { z } from 'zod'
import { cancelOrderSchema, cartSchema, createCheckoutSchema, recordPaymentSchema, verifyPaymentSchema } from '../../../../shared/schemas'
import { OrderSchema } from '../../../../shared/api-schemas'
import { E, jsonBodyErrors, type RouteDoc } from '../types'

const checkout = { tag: 'Checkout' } as const
const orderAnswer = z.object({ order: OrderSchema })
const verifyErrors = [
  {
    status: 400,
    description:
      '`{ success: false, error: "The payment could not be verified." }`: the signature is not the HMAC-SHA256 of `order_id|payment_id` under the key secret, checked against the order id stored for this buyer; nothing changes.',
  },
  { status: 404, description: '`{ success: false, error: "No such order." }` (unknown, or another buyer\'s).' },
  {
    status: 409,
    description:
      '`{ success: false, error: "Sorry, \\"<title>\\" was sold to another buyer while you paid. Your payment has been refunded.", order }` (or withdrawn from sale, or `… will be refunded.` while the refund is not accepted yet).',
  },
]

export const CHECKOUT_ROUTES: RouteDoc[] = [
  {
    ...checkout,
    method: 'post',
    path: '/api/user/cart',
    caller: 'anyone',
    optionalAuth: true,
    summary: "The cart drawer's lines: what can be bought now",
    description:
      "Open to visitors. Each line says whether it is `buyable`, else a `reason` (`Sold`, `In another buyer's checkout`, `Your own work`, `Price on request`, `No longer available`: then only `artworkId` is filled); `totalAmount` (INR) sums the buyable lines.",
    body: cartSchema,
    success: { status: 200, description: 'The lines and their total.', schema: 'CartResponse' },
    errors: jsonBodyErrors,
  },
  {
    ...checkout,
    method: 'post',
    path: '/api/user/rp-create-order',
    caller: 'member',
    summary: 'Open a checkout: reserve the works and open a payment order',
    description:
      "Amounts are computed on the server from current prices (paise); `amount` (INR) is only compared. The works are reserved for the buyer for 15 minutes. The same buyer with the same works while the reservation lasts gets the same provider order (with `addressId` the address is stored on it, and `nameOnCertificate` the buyer's choice to have that address's name printed on the certificates of authenticity); a different set opens a new checkout that takes the buyer's earlier reservations over.",
    body: createCheckoutSchema,
    success: {
      status: 200,
      description: "The payment dialog's parameters (Razorpay's checkout.js, or the simulator).",
      schema: 'CheckoutSession',
    },
    errors: [
      ...jsonBodyErrors,
      {
        status: 400,
        description: '`Your cart is empty.`, `A checkout holds at most 20 works.` or `That address is not in your profile. …`',
      },
      E.unauthorized,
      {
        status: 404,
        description:
          '`One of the works in your cart is no longer available.` with `details` naming each id (unknown, unpublished, withdrawn).',
      },
      {
        status: 409,
        description:
          'A work cannot be bought (`"<title>" has been sold.`, or to its own buyer `You have already bought "<title>": it is in My Orders.`, `… is in another buyer\'s checkout. Please try again in a few minutes.`, `… is your own work.`, `… has no online price. Please send the artist an enquiry.`, with `details`); `The total is now ₹X. Please review your cart.` with `totalAmount` when `amount` differs; `The total must be at least ₹1.`',
      },
      E.rateLimited('30 / 15 min'),
      { status: 502, description: '`The payment service could not open this checkout. …` (Razorpay refused the request).' },
      {
        status: 503,
        description: '`The payment service is not answering. Please try again in a minute.` (nothing is kept, the works are free again).',
      },
    ],
  },
  {
    ...checkout,
    method: 'post',
    path: '/api/user/rp-verify-signature',
    caller: 'member',
    summary: "Confirm a payment with checkout.js' signature",
    description: 'The order becomes paid and its works sold. A replay answers the same order and changes nothing.',
    body: verifyPaymentSchema,
    success: { status: 200, description: '`{ success: true, order }`', schema: 'VerifyResponse' },
    errors: [...jsonBodyErrors, E.unauthorized, ...verifyErrors],
  },
  {
    ...checkout,
    method: 'post',
    path: '/api/user/create-order',
    caller: 'member',
    summary: "Report the payment's outcome (the spec's call)",
    description:
      "`failed`: the checkout is saved as failed with `failureReason` (a paid order is left as it is) and the answer is `{ order }`. `success`: exactly rp-verify-signature (never paid on the browser's word). The spec's order fields (`items, address, totalAmount, user, _id, createdAt, orderStatus, status`) are accepted and ignored.",
    body: recordPaymentSchema,
    success: {
      status: 200,
      description: "`{ order }` for a failure; rp-verify-signature's answer for a success.",
      schema: z.union([orderAnswer, z.object({ success: z.literal(true), order: OrderSchema })]),
    },
    errors: [
      ...jsonBodyErrors,
      { status: 400, description: '`A successful payment needs razorpay_payment_id and razorpay_signature.`' },
      E.unauthorized,
      ...verifyErrors,
    ],
  },
  {
    ...checkout,
    method: 'post',
    path: '/api/user/cancel-order',
    caller: 'member',
    summary: 'Cancel a paid order that is not packed yet',
    description:
      "Cancelled, works back on sale, refund done (`refund.status: 'processed'`, `paymentStatus: 'refunded'`) or queued (`'requested'`, retried by a job with the same key). Cancelling again answers the same order and refunds nothing more.",
    body: cancelOrderSchema,
    success: { status: 200, description: 'The cancelled order.', schema: orderAnswer },
    errors: [
      ...jsonBodyErrors,
      E.unauthorized,
      { status: 404, description: "`No such order.` (unknown, another buyer's, or a checkout still waiting for payment)." },
      {
        status: 409,
        description:
          '`This order has been packed already and can no longer be cancelled. Please contact us.` or `Only a paid order can be cancelled.`',
      },
    ],
  },
]
