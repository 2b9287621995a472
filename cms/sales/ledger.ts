/**
 * The ledger of what each sale moved (collections/LedgerEntries.ts, shared/ledger.ts), derived
 * from the order's own state: `syncLedger` appends the movements an order's state implies that
 * are not written yet, each under a business key, so it may run any number of times, on any
 * instance, after any transition or from the hourly sweep, and the ledger converges on the same
 * rows. Written through the Local API: the same on every database.
 *
 * Per order line, once paid: payment +price. If it was sold (the payment confirmed the sale and
 * stored Kala's fee on the line): fee +fee and payable_held +net. Delivered and the line's return
 * window (returnWindow.ts) passed (or released early by staff, never while staff hold it): payable_held −net,
 * payable_available +net. Its transfer processed: payable_available −net, paid_out +net.
 * Cancelled, or the line returned and refunded (lineUndone): fee −fee and the payable taken back
 * from where it stands. Refund recorded (the order's, or the line's return): refund −price. While a
 * return of the line is under way its payable stays held.
 */
import type { Payload } from 'payload'
import type { LedgerEntry, Order, PayoutTransfer } from '../../payload-types'
import { paiseOf } from '../../shared/fees'
import { idOf, relationId } from '../../shared/idOf'
import type { LedgerKind } from '../../shared/ledger'
import { createOnce } from '../db/createOnce'
import { lineReturnOpen, lineUndone, orderWasPaid } from './lineState'
import { returnWindowOf } from './returnWindow'

type Id = number | string
type Movement = { key: string; kind: LedgerKind; amountPaise: number; itemId: string; seller: Id | null; at: string }

const DAY_MS = 86_400_000
/** How far back the sweep looks at orders: well beyond the return window, so no release is missed. */
const SWEEP_DAYS = 30

const cancelledAt = (order: Order): string | null => order.statusHistory?.find((h) => h.status === 'cancelled')?.at ?? null

/** What the payouts (collections/PayoutTransfers.ts) say about a line: staff's hand on it, and whether it was paid. */
export type LinePayout = Pick<PayoutTransfer, 'heldByStaff' | 'releasedByStaff' | 'state'> & { releasedAt?: string | null }

/**
 * The movements an order's state implies, given the keys already written and each line's payout
 * (by line id). A payable is released when the return window after delivery has passed, or when
 * staff release it early, and never while staff hold it; it is paid out once its transfer is
 * processed. Undoing a sale takes the payable back from wherever it stands: held, available, or
 * paid out (a reversal of the transfer).
 */
export function movementsOf(
  order: Order,
  written: ReadonlySet<string>,
  now: Date,
  payouts: ReadonlyMap<string, LinePayout> = new Map(),
): Movement[] {
  if (!orderWasPaid(order)) return []
  const out: Movement[] = []
  const at = (iso: string | null | undefined) => iso ?? now.toISOString()
  for (const line of order.items ?? []) {
    const itemId = String(line.id)
    const key = (what: string) => `${what}:${order.id}:${itemId}`
    const seller = relationId(line.seller) ?? null
    const gross = paiseOf(line.price)
    const has = (what: string) => written.has(key(what)) || out.some((m) => m.key === key(what))
    const put = (what: string, kind: LedgerKind, amountPaise: number, when: string, who: Id | null = seller) => {
      if (!has(what)) out.push({ key: key(what), kind, amountPaise, itemId, seller: who, at: when })
    }
    put('payment', 'payment', gross, at(order.paidAt), null)
    // A line without a stored fee was never sold (the payment came after the work was gone: refunded whole).
    if (line.feePaise != null) {
      const fee = line.feePaise
      const net = gross - fee
      const payout = payouts.get(itemId)
      put('fee', 'fee', fee, at(order.paidAt), null)
      put('held', 'payable_held', net, at(order.paidAt))
      // The line's own window (the policy stored at sale): 0 days releases at delivery.
      const windowEnd = returnWindowOf(order, line).endsAt
      if (lineUndone(order, line)) {
        const when = at(cancelledAt(order) ?? order.refund?.requestedAt ?? line.returnedAt)
        put('fee-undo', 'fee', -fee, when, null)
        if (has('paid-in')) put('paid-undo', 'paid_out', -net, when)
        else if (has('release-in')) put('available-undo', 'payable_available', -net, when)
        else put('held-undo', 'payable_held', -net, when)
      } else {
        const due = windowEnd !== null && windowEnd <= now.getTime()
        // A return under way keeps the payable held, whatever the window or staff's early release say.
        if (!payout?.heldByStaff && !lineReturnOpen(line) && (due || payout?.releasedByStaff)) {
          const when = due && windowEnd !== null ? new Date(windowEnd).toISOString() : at(payout?.releasedAt)
          put('release-out', 'payable_held', -net, when)
          put('release-in', 'payable_available', net, when)
        }
        if (has('release-in') && payout?.state === 'processed') {
          put('paid-out', 'payable_available', -net, now.toISOString())
          put('paid-in', 'paid_out', net, now.toISOString())
        }
      }
    }
    if (order.paymentStatus === 'refunded')
      put('refund', 'refund', -gross, at(order.refund?.processedAt ?? order.refund?.requestedAt), null)
    else if (line.returnStatus === 'refunded') put('refund', 'refund', -gross, at(line.returnedAt), null)
  }
  return out
}

async function payoutsOf(payload: Payload, orderId: Id): Promise<Map<string, LinePayout>> {
  const { docs } = await payload.find({
    collection: 'payout-transfers',
    where: { order: { equals: orderId } },
    select: { itemId: true, heldByStaff: true, releasedByStaff: true, state: true, releasedAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(docs.map((d) => [d.itemId, d]))
}

async function writtenKeys(payload: Payload, orderId: Id): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'ledger-entries',
    where: { order: { equals: orderId } },
    select: { key: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Set(docs.map((d) => d.key))
}

/** Appends what the order's state implies and is not yet written. Answers how many rows it added. */
export async function syncLedger(payload: Payload, orderId: Id, now = new Date()): Promise<number> {
  const order = (await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Order | null
  if (!order) return 0
  let added = 0
  const [written, payouts] = await Promise.all([writtenKeys(payload, order.id), payoutsOf(payload, order.id)])
  for (const m of movementsOf(order, written, now, payouts)) {
    // Another run may have written the same movement first: the key is unique, the row the same.
    const data = { ...m, order: order.id, seller: (m.seller ?? undefined) as number | undefined }
    if ((await createOnce(payload, 'ledger-entries', data, 'key')).created) added++
  }
  return added
}

/** Paid orders changed in the last weeks: the ones whose ledger or payouts may still move. */
export async function recentPaidOrders(payload: Payload, now = new Date()): Promise<Id[]> {
  const since = new Date(now.getTime() - SWEEP_DAYS * DAY_MS).toISOString()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ paymentStatus: { in: ['success', 'refunded'] } }, { updatedAt: { greater_than_equal: since } }] },
    select: { paymentStatus: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((d) => d.id)
}

/** The ledger's part of the hourly sweep: every paid order of the last weeks brought up to date (releases fall due with time alone). */
export async function settleLedger(payload: Payload, now = new Date()): Promise<number> {
  let added = 0
  for (const id of await recentPaidOrders(payload, now)) added += await syncLedger(payload, id, now)
  return added
}

export type Balances = { held: number; available: number; paidOut: number }

/** A seller's payables, in paise: sums of their rows. */
export async function balancesOf(payload: Payload, sellerId: Id): Promise<Balances> {
  const { docs } = await payload.find({
    collection: 'ledger-entries',
    where: { seller: { equals: sellerId } },
    select: { kind: true, amountPaise: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const sum = (kind: LedgerKind) =>
    docs.filter((d: Pick<LedgerEntry, 'kind' | 'amountPaise'>) => d.kind === kind).reduce((n, d) => n + d.amountPaise, 0)
  return { held: sum('payable_held'), available: sum('payable_available'), paidOut: sum('paid_out') }
}

export type LedgerProblem = { order: string; problem: string }

/**
 * The ledger's checks, over every order: the money in its rows equals what the gateway captured
 * less what it refunded, and what came in is exactly split between Kala's fee and the seller's
 * payables (a cancelled order's money waiting for its refund aside). Answers the orders that
 * disagree (none, when the books are right).
 */
export async function checkLedger(payload: Payload): Promise<LedgerProblem[]> {
  const [orders, entries] = await Promise.all([
    payload.find({ collection: 'orders', pagination: false, depth: 0, overrideAccess: true }),
    payload.find({ collection: 'ledger-entries', pagination: false, depth: 0, overrideAccess: true }),
  ])
  const byOrder = new Map<string, LedgerEntry[]>()
  for (const e of entries.docs) byOrder.set(idOf(e.order), [...(byOrder.get(idOf(e.order)) ?? []), e])
  const problems: LedgerProblem[] = []
  for (const order of orders.docs) {
    const rows = byOrder.get(String(order.id)) ?? []
    const sum = (kinds: LedgerKind[]) => rows.filter((r) => kinds.includes(r.kind)).reduce((n, r) => n + r.amountPaise, 0)
    const captured = orderWasPaid(order) ? (order.amountPaise ?? 0) : 0
    const returned = (order.items ?? []).filter((i) => i.returnStatus === 'refunded').reduce((n, i) => n + paiseOf(i.price), 0)
    const refunded = order.paymentStatus === 'refunded' ? (order.refund?.amountPaise ?? order.amountPaise ?? 0) : returned
    const money = sum(['payment', 'refund'])
    if (money !== captured - refunded)
      problems.push({ order: String(order.id), problem: `ledger holds ${money}, gateway ${captured - refunded}` })
    // A cancelled order's money waits for its refund: it is neither Kala's nor the seller's.
    const awaitingRefund = order.orderStatus === 'cancelled' && order.paymentStatus === 'success' ? captured : 0
    const split = sum(['fee', 'payable_held', 'payable_available', 'paid_out'])
    if (split !== money - awaitingRefund)
      problems.push({ order: String(order.id), problem: `fee and payables ${split}, money ${money - awaitingRefund}` })
  }
  return problems
}
