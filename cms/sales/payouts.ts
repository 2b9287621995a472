/**
 * Paying sellers through the provider's transfers (Razorpay Route, or the simulator's twin), one
 * transfer per sold order line (collections/PayoutTransfers.ts), following the ledger
 * (cms/sales/ledger.ts): created held from the captured payment as soon as the seller has a
 * linked account, released when the ledger makes the payable available, reversed when the sale
 * is undone. The provider's transfer.processed / transfer.failed (webhook.ts, or `reconcileTransfers`)
 * say when a released transfer was paid; the ledger then moves it to paid_out.
 *
 * `syncPayouts` may run any number of times on any instance: each line's row is created once
 * under its unique key, the provider's transfer carries our key (a retried create finds it), and
 * release and reversal are no-ops the second time. A transfer is created by the run that created
 * the row, or by a later run once the row has waited a while, so two instances confirming one
 * payment at once do not both ask for a transfer.
 */
import type { Payload } from 'payload'
import type { Order, PayoutTransfer } from '../../payload-types'
import { paiseOf } from '../../shared/fees'
import { relationId } from '../../shared/idOf'
import { PAYOUT_MESSAGES, PAYOUT_REASON_MAX, type PayoutStaffAction, type TransferState } from '../../shared/payouts'
import { GatewayError } from '../payments/gateway'
import { createOnce } from '../db/createOnce'
import { gatewayFor } from './gateway'
import { recentPaidOrders, syncLedger } from './ledger'
import { syncCertificatesQuietly } from '../certificates/sync'
import { lineUndone, orderWasPaid } from './lineState'

type Id = number | string

/** A row another run created is left to it this long before a later run makes its transfer. */
const CLAIM_MS = 2 * 60_000
/** Released transfers not reported paid after this long are asked about (lost webhooks). */
const ASK_AFTER_MS = 15 * 60_000

const lineKey = (orderId: Id, itemId: string) => `${orderId}:${itemId}`
/** The provider's key: letters, digits and '-' only. */
const providerKey = (orderId: Id, itemId: string) => `kala-${orderId}-${itemId}`

export class PayoutActionError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
  ) {
    super(message)
  }
}

async function rowFor(payload: Payload, order: Order, itemId: string, seller: Id | null, amountPaise: number) {
  const data = { key: lineKey(order.id, itemId), order: order.id, itemId, seller: (seller ?? undefined) as number | undefined, amountPaise }
  const { doc, created } = await createOnce(payload, 'payout-transfers', { ...data, state: 'waiting' }, 'key')
  return { row: doc, mine: created }
}

const update = (payload: Payload, id: Id, data: Partial<PayoutTransfer>) =>
  payload.update({ collection: 'payout-transfers', id, data, overrideAccess: true, depth: 0 })

async function linkedAccountOf(payload: Payload, seller: Id | null): Promise<string | null> {
  if (seller === null) return null
  const { docs } = await payload.find({
    collection: 'payout-accounts',
    where: { seller: { equals: seller } },
    select: { linkedAccountId: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.linkedAccountId ?? null
}

async function releasedLines(payload: Payload, orderId: Id): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'ledger-entries',
    where: { and: [{ order: { equals: orderId } }, { key: { like: 'release-in:' } }] },
    select: { itemId: true, key: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Set(docs.filter((d) => d.key.startsWith('release-in:')).map((d) => d.itemId))
}

/** In the simulator, the webhook Razorpay would send once a released transfer is paid, a few seconds later. */
async function announceProcessed(payload: Payload, transferId: string): Promise<void> {
  if (gatewayFor(payload).mode !== 'simulator') return
  await payload.jobs.queue({
    task: 'deliverSimulatedWebhook',
    input: { event: 'transfer.processed', transferId },
    waitUntil: new Date(Date.now() + 5_000),
  })
}

/** Brings every sold line's payout of the order up to date with the order and the ledger. */
export async function syncPayouts(payload: Payload, orderId: Id, now = new Date()): Promise<void> {
  const order = (await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Order | null
  if (!orderWasPaid(order)) return
  const gateway = gatewayFor(payload)
  const released = await releasedLines(payload, order.id)
  for (const line of order.items ?? []) {
    if (line.feePaise == null || !line.id) continue
    const itemId = String(line.id)
    const seller = relationId(line.seller) ?? null
    const net = paiseOf(line.price) - line.feePaise
    let { row, mine } = await rowFor(payload, order, itemId, seller, net)

    if (lineUndone(order, line)) {
      if (row.state === 'reversed') continue
      // A failed or never-made transfer moved no money: nothing to take back.
      const reversal = row.transferId && row.state !== 'failed' ? await gateway.reverseTransfer(row.transferId) : null
      await update(payload, row.id, { state: 'reversed', reversalId: reversal?.id || row.reversalId || null })
      continue
    }

    if (row.state === 'waiting' && !row.transferId) {
      const settled = mine || now.getTime() - Date.parse(row.updatedAt) >= CLAIM_MS
      const accountId = settled ? await linkedAccountOf(payload, seller) : null
      if (!accountId || !order.razorpay_payment_id) continue
      try {
        const transfer = await gateway.transferFromPayment({
          paymentId: order.razorpay_payment_id,
          accountId,
          amountPaise: net,
          onHold: true,
          key: providerKey(order.id, itemId),
        })
        const state: TransferState = transfer.on_hold ? 'on_hold' : transfer.status === 'processed' ? 'processed' : 'released'
        row = await update(payload, row.id, { transferId: transfer.id, linkedAccountId: accountId, state, failureReason: null })
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error
        // Kept waiting with the provider's reason; the hourly sweep tries again.
        await update(payload, row.id, { failureReason: error.message })
        continue
      }
      mine = false
    }

    if (row.state === 'on_hold' && row.transferId && released.has(itemId) && !row.heldByStaff) {
      await gateway.releaseTransfer(row.transferId)
      await update(payload, row.id, { state: 'released', releasedAt: row.releasedAt ?? now.toISOString() })
      await announceProcessed(payload, row.transferId)
    }
  }
}

/**
 * After any change to an order: the ledger, then the payouts that follow it, then the ledger again
 * (a staff release or a processed transfer moves money between its accounts).
 */
export async function settleOrder(payload: Payload, orderId: Id, now = new Date()): Promise<number> {
  const added = await syncLedger(payload, orderId, now)
  await syncPayouts(payload, orderId, now)
  await syncCertificatesQuietly(payload, orderId, now)
  return added + (await syncLedger(payload, orderId, now))
}

/** settleOrder, keeping a failure from undoing the transition that called it (the hourly sweep repeats it). */
export async function settleOrderQuietly(payload: Payload, orderId: Id): Promise<void> {
  try {
    await settleOrder(payload, orderId)
  } catch (error) {
    payload.logger.error({ err: error, order: orderId }, 'ledger or payout sync failed; the hourly sweep will repeat it')
  }
}

/** What the provider said about a transfer (webhook or lookup), recorded on its payout, and the ledger after it. */
export async function recordTransferState(
  payload: Payload,
  t: { id: string; status: string; on_hold: boolean; error?: string | null },
  now = new Date(),
): Promise<'processed' | 'failed' | 'unchanged' | 'unknown transfer'> {
  const { docs } = await payload.find({
    collection: 'payout-transfers',
    where: { transferId: { equals: t.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const row = docs[0]
  if (!row) return 'unknown transfer'
  let outcome: 'processed' | 'failed' | 'unchanged' = 'unchanged'
  // transfer.processed also comes when a held transfer is made: it is paid only once released.
  if (t.status === 'processed' && !t.on_hold && (row.state === 'released' || row.state === 'on_hold')) {
    await update(payload, row.id, { state: 'processed', processedAt: now.toISOString() })
    outcome = 'processed'
  } else if (t.status === 'failed' && row.state !== 'reversed' && row.state !== 'processed') {
    await update(payload, row.id, { state: 'failed', failureReason: t.error || 'The provider reported the transfer failed.' })
    outcome = 'failed'
  }
  const orderId = relationId(row.order)
  if (orderId != null && outcome !== 'unchanged') await syncLedger(payload, orderId, now)
  return outcome
}

/** Released transfers whose outcome never arrived: asked about, as the webhook would have said. */
export async function reconcileTransfers(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'payout-transfers',
    where: {
      and: [{ state: { equals: 'released' } }, { releasedAt: { less_than: new Date(now.getTime() - ASK_AFTER_MS).toISOString() } }],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const gateway = gatewayFor(payload)
  let changed = 0
  for (const row of docs) {
    if (!row.transferId) continue
    const t = await gateway.fetchTransfer(row.transferId)
    if ((await recordTransferState(payload, { ...t, error: null }, now)) !== 'unchanged') changed++
  }
  return changed
}

/**
 * The hourly sweep: recent paid orders settled (payables fall due with time alone), payouts still
 * waiting for a linked account or a second try, and released transfers whose outcome was lost.
 * Answers how many ledger rows it added.
 */
export async function settleAll(payload: Payload, now = new Date()): Promise<number> {
  let added = 0
  for (const id of await recentPaidOrders(payload, now)) added += await settleOrder(payload, id, now)
  await retryWaitingPayouts(payload, now)
  await reconcileTransfers(payload, now)
  return added
}

/** Payouts still to be made (no linked account at the time, or the provider refused): their orders are settled again. */
export async function retryWaitingPayouts(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'payout-transfers',
    where: { state: { equals: 'waiting' } },
    select: { order: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const orders = new Set(docs.map((d) => relationId(d.order)).filter((id): id is number => id != null))
  for (const id of orders) await settleOrder(payload, id, now)
  return orders.size
}

/** After a seller adds or changes payout details: their waiting payouts made now rather than at the next hourly run. */
export async function payWaitingOf(payload: Payload, sellerId: Id): Promise<void> {
  const { docs } = await payload.find({
    collection: 'payout-transfers',
    where: { and: [{ seller: { equals: sellerId } }, { state: { equals: 'waiting' } }] },
    select: { order: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const id of new Set(docs.map((d) => relationId(d.order)))) if (id != null) await settleOrderQuietly(payload, id)
}

/**
 * Staff's hand on one payout, for a dispute: `hold` stops its release (the payable stays held,
 * the transfer on hold) until released; `release` pays it now, ahead of the return window. Both
 * need a reason, logged with who and when; a paid or reversed payout refuses both.
 */
export async function actOnPayout(
  payload: Payload,
  id: Id,
  action: PayoutStaffAction,
  { by, reason }: { by: Id; reason: unknown },
  now = new Date(),
): Promise<PayoutTransfer> {
  const why = typeof reason === 'string' ? reason.trim() : ''
  if (!why) throw new PayoutActionError(400, PAYOUT_MESSAGES.reasonRequired)
  if (why.length > PAYOUT_REASON_MAX) throw new PayoutActionError(400, PAYOUT_MESSAGES.reasonTooLong)
  const row = (await payload.findByID({
    collection: 'payout-transfers',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as PayoutTransfer | null
  if (!row) throw new PayoutActionError(404, PAYOUT_MESSAGES.notFound)
  if (row.state === 'processed') throw new PayoutActionError(409, PAYOUT_MESSAGES.alreadyPaid)
  if (row.state === 'reversed') throw new PayoutActionError(409, PAYOUT_MESSAGES.reversed)
  const log = [...(row.staffLog ?? []), { action, reason: why, by: by as number, at: now.toISOString() }]
  const data: Partial<PayoutTransfer> =
    action === 'hold'
      ? { heldByStaff: true, releasedByStaff: false, staffLog: log }
      : { heldByStaff: false, releasedByStaff: true, releasedAt: row.releasedAt ?? now.toISOString(), staffLog: log }
  const saved = await update(payload, row.id, data)
  const orderId = relationId(row.order)
  if (action === 'release' && orderId != null) await settleOrder(payload, orderId, now)
  return (await payload.findByID({ collection: 'payout-transfers', id: saved.id, depth: 0, overrideAccess: true })) as PayoutTransfer
}
