/**
 * Razorpay Route's transfers, over its REST API (the SDK's types predate parts of it): a transfer
 * of part of a captured payment to a seller's linked account, created held, released later, and
 * reversed after a refund. Amounts in paise.
 *
 * Transfers from a payment take no idempotency header (Razorpay offers one only for direct
 * transfers), so each carries our key in its notes and a create first looks for a transfer of the
 * payment with that key: a retry after a timeout finds the one it made instead of paying twice.
 */
import type { GatewayReversal, GatewayTransfer, TransferInput, TransferStatus } from './gateway'
import { unexpectedResponse } from './razorpayErrors'
import { isRecord, razorpayCall, type RazorpayCredentials } from './razorpayHttp'
import { checkTransferId, checkTransferInput } from './validate'

/** The note our key travels in. */
export const TRANSFER_KEY_NOTE = 'kala_key'

const STATUSES: readonly TransferStatus[] = ['created', 'pending', 'processed', 'failed', 'reversed', 'partially_reversed']
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)
const whole = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null)

/** Reads Razorpay's transfer entity; on_hold comes as a boolean or 0/1. */
export function readTransfer(raw: unknown, action: string): GatewayTransfer {
  if (!isRecord(raw)) throw unexpectedResponse(action, 'a transfer that is not an object')
  const id = text(raw.id)
  const source = text(raw.source)
  const recipient = text(raw.recipient)
  const amount = whole(raw.amount)
  if (!id || !source || !recipient || amount === null)
    throw unexpectedResponse(action, 'a transfer without id, source, recipient or amount')
  const notes = isRecord(raw.notes) ? raw.notes : {}
  return {
    id,
    source,
    recipient,
    amount,
    amount_reversed: whole(raw.amount_reversed) ?? 0,
    on_hold: raw.on_hold === true || raw.on_hold === 1,
    // A state Razorpay adds later is treated as still on its way.
    status: STATUSES.find((s) => s === raw.status) ?? 'pending',
    key: text(notes[TRANSFER_KEY_NOTE]),
  }
}

const items = (body: Record<string, unknown>, action: string): unknown[] => {
  if (!Array.isArray(body.items)) throw unexpectedResponse(action, 'no list of items')
  return body.items
}

export async function transferFromPayment(credentials: RazorpayCredentials, input: TransferInput): Promise<GatewayTransfer> {
  const { paymentId, accountId, amountPaise, onHold, key } = checkTransferInput(input)
  const action = `transfer from payment ${paymentId}`
  const listed = await razorpayCall(credentials, action, 'GET', `/v1/payments/${paymentId}/transfers`)
  const earlier = items(listed, action)
    .map((t) => readTransfer(t, action))
    .find((t) => t.key === key)
  if (earlier) return earlier
  const body = await razorpayCall(credentials, action, 'POST', `/v1/payments/${paymentId}/transfers`, {
    transfers: [{ account: accountId, amount: amountPaise, currency: 'INR', on_hold: onHold, notes: { [TRANSFER_KEY_NOTE]: key } }],
  })
  const [made] = items(body, action)
  if (made === undefined) throw unexpectedResponse(action, 'no transfer in the answer')
  return readTransfer(made, action)
}

export async function releaseTransfer(credentials: RazorpayCredentials, transferId: string): Promise<GatewayTransfer> {
  const id = checkTransferId(transferId)
  const action = `release transfer ${id}`
  return readTransfer(await razorpayCall(credentials, action, 'PATCH', `/v1/transfers/${id}`, { on_hold: false }), action)
}

export async function fetchTransfer(credentials: RazorpayCredentials, transferId: string): Promise<GatewayTransfer> {
  const id = checkTransferId(transferId)
  const action = `fetch transfer ${id}`
  return readTransfer(await razorpayCall(credentials, action, 'GET', `/v1/transfers/${id}`), action)
}

/**
 * Reverses what is left of the transfer. Reversals take no idempotency key either: the transfer's
 * own amount_reversed says whether an earlier try went through, so a repeat reverses nothing more.
 */
export async function reverseTransfer(credentials: RazorpayCredentials, transferId: string): Promise<GatewayReversal> {
  const transfer = await fetchTransfer(credentials, transferId)
  const left = transfer.amount - transfer.amount_reversed
  if (left <= 0) return { id: '', transfer_id: transfer.id, amount: 0 }
  const action = `reverse transfer ${transfer.id}`
  const body = await razorpayCall(credentials, action, 'POST', `/v1/transfers/${transfer.id}/reversals`, { amount: left })
  const id = text(body.id)
  const amount = whole(body.amount)
  if (!id || amount === null) throw unexpectedResponse(action, 'a reversal without id or amount')
  return { id, transfer_id: transfer.id, amount }
}
