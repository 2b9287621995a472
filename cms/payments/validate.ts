import type { CreateOrderInput, RefundInput, TransferInput } from './gateway'
import { GatewayError } from './gateway'

/**
 * Razorpay's request limits, checked before any call so both implementations refuse the same
 * inputs with the same sentence, and the simulator never accepts what Razorpay would refuse.
 */
export const MIN_AMOUNT_PAISE = 100
export const RECEIPT_MAX_LENGTH = 40
export const NOTES_MAX_PAIRS = 15
export const NOTE_VALUE_MAX_LENGTH = 256
/** Razorpay asks for at least 10 characters of letters, digits, '-' and '_'; 64 is our ceiling. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{10,64}$/

/** Provider ids go into URL paths: only `prefix_` and letters or digits, so an id can never change the path. */
const idPattern = (prefix: string) => new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`)
export const ORDER_ID_PATTERN = idPattern('order')
export const PAYMENT_ID_PATTERN = idPattern('pay')
export const ACCOUNT_ID_PATTERN = idPattern('acc')
export const TRANSFER_ID_PATTERN = idPattern('trf')

const invalid = (message: string) => new GatewayError('invalid_request', message)

export function checkAmount(amountPaise: unknown): number {
  if (typeof amountPaise !== 'number' || !Number.isSafeInteger(amountPaise) || amountPaise < MIN_AMOUNT_PAISE) {
    throw invalid(`The amount must be a whole number of paise, at least ${MIN_AMOUNT_PAISE} (₹1.00); got ${String(amountPaise)}.`)
  }
  return amountPaise
}

function checkNotes(notes: unknown): Record<string, string> {
  if (notes === undefined) return {}
  if (typeof notes !== 'object' || notes === null || Array.isArray(notes)) throw invalid('Notes must be an object of text values.')
  const entries = Object.entries(notes)
  if (entries.length > NOTES_MAX_PAIRS) throw invalid(`Notes may hold at most ${NOTES_MAX_PAIRS} pairs.`)
  for (const [key, value] of entries) {
    if (typeof value !== 'string' || value.length > NOTE_VALUE_MAX_LENGTH) {
      throw invalid(`Note "${key}" must be text of at most ${NOTE_VALUE_MAX_LENGTH} characters.`)
    }
  }
  return Object.fromEntries(entries) as Record<string, string>
}

export function checkOrderInput(input: CreateOrderInput): Required<CreateOrderInput> {
  const amountPaise = checkAmount(input.amountPaise)
  if (input.currency !== 'INR') throw invalid(`Only INR is accepted; got ${String(input.currency)}.`)
  const { receipt } = input
  if (typeof receipt !== 'string' || receipt.trim() === '' || receipt.length > RECEIPT_MAX_LENGTH) {
    throw invalid(`The receipt must be 1 to ${RECEIPT_MAX_LENGTH} characters.`)
  }
  return { amountPaise, currency: 'INR', receipt, notes: checkNotes(input.notes) }
}

export function checkOrderId(orderId: unknown): string {
  if (typeof orderId !== 'string' || !ORDER_ID_PATTERN.test(orderId)) throw invalid(`"${String(orderId)}" is not an order id.`)
  return orderId
}

export function checkRefundInput(input: RefundInput): Required<RefundInput> {
  const { paymentId, idempotencyKey } = input
  if (typeof paymentId !== 'string' || !PAYMENT_ID_PATTERN.test(paymentId)) throw invalid(`"${String(paymentId)}" is not a payment id.`)
  if (typeof idempotencyKey !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    throw invalid("The refund's idempotency key must be 10 to 64 letters, digits, '-' or '_'.")
  }
  return { paymentId, amountPaise: checkAmount(input.amountPaise), idempotencyKey, notes: checkNotes(input.notes) }
}

/** Both gateways refuse a receipt reused for another amount with this one sentence. */
export const receiptReused = (receipt: string, orderId: string, orderAmount: number, asked: number) =>
  new GatewayError(
    'receipt_reused',
    `Receipt "${receipt}" already belongs to order ${orderId} of ${orderAmount} paise, not ${asked}: each payment attempt needs a new receipt.`,
  )

export function checkTransferInput(input: TransferInput): TransferInput {
  const { paymentId, accountId, key } = input
  if (typeof paymentId !== 'string' || !PAYMENT_ID_PATTERN.test(paymentId)) throw invalid(`"${String(paymentId)}" is not a payment id.`)
  if (typeof accountId !== 'string' || !ACCOUNT_ID_PATTERN.test(accountId))
    throw invalid(`"${String(accountId)}" is not a linked account id.`)
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw invalid("The transfer's key must be 10 to 64 letters, digits, '-' or '_'.")
  }
  return { paymentId, accountId, key, amountPaise: checkAmount(input.amountPaise), onHold: input.onHold === true }
}

export function checkTransferId(transferId: unknown): string {
  if (typeof transferId !== 'string' || !TRANSFER_ID_PATTERN.test(transferId))
    throw invalid(`"${String(transferId)}" is not a transfer id.`)
  return transferId
}
