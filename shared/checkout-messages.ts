/**
 * Every sentence of the buying path the server sends (checkout, payment, orders, fulfilment) and
 * the payment's toasts, in one browser-safe module: the routes answer with these and the
 * storefront may compare against them. Titles are quoted as the buyer saw them.
 */
import { CHECKOUT } from './constants'
import { onFirstUse } from './onFirstUse'

const inr = onFirstUse<number>(
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 }),
)
/** '₹1,25,000' (Indian grouping, paise only when there are any). */
export const formatInr = (rupees: number): string => inr.format(rupees)

/** '"A"', '"A" and "B"', '"A", "B" and "C"'. */
export function quoteTitles(titles: readonly string[]): string {
  const quoted = titles.map((t) => `"${t}"`)
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`
}

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Your cart is empty.',
  tooManyItems: `A checkout holds at most ${CHECKOUT.maxItems} works.`,
  missing: 'One of the works in your cart is no longer available.',
  sold: (title: string) => `"${title}" has been sold.`,
  /** Sold to this very buyer: paid in another tab or on another device meanwhile. */
  boughtByYou: (title: string) => `You have already bought "${title}": it is in My Orders.`,
  reservedByOther: (title: string) => `"${title}" is in another buyer's checkout. Please try again in a few minutes.`,
  ownWork: (title: string) => `"${title}" is your own work.`,
  onRequest: (title: string) => `"${title}" has no online price. Please send the artist an enquiry.`,
  amountChanged: (totalRupees: number) => `The total is now ${formatInr(totalRupees)}. Please review your cart.`,
  belowMinimum: `The total must be at least ${formatInr(CHECKOUT.minAmountPaise / 100)}.`,
  unknownAddress: 'That address is not in your profile. Please choose or add a shipping address.',
  /** A saved address from before the address rules (shared/schemas.ts) that breaks one: the buyer corrects it first. */
  addressInvalid: (problem: string) => `Please correct this address in your saved addresses before paying. ${problem}`,
  gatewayDown: 'The payment service is not answering. Please try again in a minute.',
  gatewayRefused: 'The payment service could not open this checkout. Please contact us if it happens again.',
  // Cart lines that cannot be bought (POST /api/user/cart `reason`).
  lineSold: 'Sold',
  lineReserved: "In another buyer's checkout",
  lineOwn: 'Your own work',
  lineOnRequest: 'Price on request',
  lineMissing: 'No longer available',
} as const

export const PAYMENT_MESSAGES = {
  orderNotFound: 'No such order.',
  badSignature: 'The payment could not be verified.',
  signatureNeeded: 'A successful payment needs razorpay_payment_id and razorpay_signature.',
  alreadyPaid: 'This order has already been paid.',
  /** The works went to another buyer (or were withdrawn) between the checkout and the payment. */
  lostRace: (titles: readonly string[], refunded: boolean) =>
    `Sorry, ${quoteTitles(titles)} ${titles.length > 1 ? 'were' : 'was'} sold to another buyer while you paid. Your payment ${refunded ? 'has been' : 'will be'} refunded.`,
  withdrawn: (titles: readonly string[], refunded: boolean) =>
    `Sorry, ${quoteTitles(titles)} ${titles.length > 1 ? 'were' : 'was'} withdrawn from sale while you paid. Your payment ${refunded ? 'has been' : 'will be'} refunded.`,
  /** Stored on such an order (failureReason, cancellation reason, history note). */
  lostReason: (titles: readonly string[]) =>
    `Paid after ${quoteTitles(titles)} had gone to another buyer or left the shop; the payment is refunded.`,
  unknownFailure: 'Unknown error',
  webhookBadSignature: 'The webhook signature is not valid.',
  webhookMissingEventId: 'The webhook has no x-razorpay-event-id header.',
  webhookMalformed: 'The webhook body is not a Razorpay event.',
  webhooksDisabled: 'Webhooks are not configured: set RAZORPAY_WEBHOOK_SECRET.',
} as const

/** The payment's toasts (the storefront shows them; listed here so both sides name them alike). */
export const PAYMENT_TOASTS = {
  verified: 'Payment Verified & Order Placed',
  failed: 'Payment Failed',
  verificationFailed: 'Payment verification failed!',
  verificationError: 'Error verifying payment',
} as const

/**
 * A checkout whose order was paid meanwhile in another tab of this browser or on another device
 * (the simulator's refusal, PAYMENT_MESSAGES.alreadyPaid): what the page says instead of an empty
 * cart or a payment window that vanished.
 */
export const PAID_ELSEWHERE = {
  eyebrow: 'Already paid',
  title: 'This order is already paid',
  body: (orderNumber: string, totalRupees: number) =>
    `Order #${orderNumber} (${formatInr(totalRupees)}) was paid in another tab or on another device. There is nothing left to pay here, and nothing more will be charged.`,
  windowClosed: 'The payment window that was open here has been closed.',
  next: 'The confirmation e-mail is on its way, and My Orders shows the order with each step of its delivery.',
} as const

export const ORDER_MESSAGES = {
  cancelAfterPacked: 'This order has been packed already and can no longer be cancelled. Please contact us.',
  cancelUnpaid: 'Only a paid order can be cancelled.',
  cancelledByBuyer: 'Cancelled by the buyer.',
  // Back office (/cms): the forward-only rule.
  backwards: (from: string, to: string) => `An order moves forward only: it cannot go from ${from} back to ${to}.`,
  notPaid: 'An order is fulfilled only once it is paid.',
  closed: (status: string) => `A ${status} order cannot change status.`,
  cancelAfterShipped: 'A shipped order cannot be cancelled. Refund it with the payment provider if it comes back.',
  shipmentNeeded: 'Add the carrier and tracking number before marking the order shipped.',
  paymentFieldsLocked: 'Payment details are written by the payment provider and cannot be edited.',
  itemsLocked: "An order's works and prices are what the buyer paid for and cannot be edited.",
  changedMeanwhile: 'This order changed while you were editing it. Reload it and try again.',
} as const
