/**
 * One forward-only state machine per order, used by every path that changes an order: the
 * buyer's verification, the webhook and reconciliation (payment), the buyer's cancel and staff in
 * the back office (fulfilment).
 *
 * Payment:     pending → success | failed;  failed → success (a retry paid the same provider
 *              order);  success → refunded.  Never back from success.
 * Fulfilment:  (once paid) placed → packed → shipped → delivered, forward only (a step may be
 *              skipped; its date is then the same as the next's); cancelled from placed or packed,
 *              which refunds the payment and puts the works back on sale.
 *
 * Every transition is a conditional write on the orders row, inside one transaction with what
 * must happen with it (works sold, works back on sale, the dated history), see cms/db/atomic.ts.
 * Paths that race (the browser's verification against the webhook against reconciliation, the
 * buyer's cancel against staff) each try the same conditional write: exactly one wins, the others
 * read the result. Side effects (e-mails, the refund) go to the jobs queue after the winning
 * write, each keyed so it happens once (cms/sales/jobs.ts).
 *
 * Where the catalogue is portable (MongoDB, or CATALOGUE_IMPL=portable: `catalogueImplOf`, the one
 * rule for which implementation runs), the same transitions are decided by claims instead of SQL
 * transactions (cms/sales/portable/orderMachine.ts), with the same answers.
 */
import type { Payload, PayloadRequest } from 'payload'
import type { Order } from '../../payload-types'
import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '../../shared/checkout-messages'
import { ORDER_TRACK_STEPS, type OrderStatus } from '../../shared/constants'
import { lockArtworkIdsSql, lockArtworksSql, releaseSql, sellableSql, sellSql, unsellSql } from '../catalogue/saleWrites'
import { catalogueImplOf } from '../catalogue'
import { atomically, lockSql } from '../db/atomic'
import { requireDialect, sql } from '../db/sql'
import { queueOrderMail, queueRefund } from './queue'
import { itemFees } from './fees'
import { itemReturnDays } from './returnPolicy'
import { DEFAULT_RETURN_DAYS } from '../../shared/returnPolicy'
import { settleOrderQuietly } from './payouts'
import { issueInvoicesQuietly } from '../invoices/issue'
import { historySql, iso, lineFeeSql, markFailedSql, markLostSql, markPaidSql, moveSql as moveOrderSql, orderIs } from './orderSql'
import { confirmPortable, markFailedPortable, movePortable } from './portable/orderMachine'

type Id = number | string
export type PaymentSource = 'verify' | 'webhook' | 'reconcile'

export type Confirmation =
  /** This call marked the order paid and sold its works. */
  | { kind: 'paid'; order: Order }
  /** It was paid before (a replay, or another path won the race). */
  | { kind: 'already'; order: Order }
  /** The payment came for works that went elsewhere: the order is cancelled and the payment refunded. */
  | { kind: 'lost'; order: Order }
  /** No order of ours has this provider order id. */
  | { kind: 'unknown' }

// ---- reading

export async function orderById(payload: Payload, id: Id, req?: Partial<PayloadRequest>): Promise<Order | null> {
  return payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true, req })
}

export async function orderByProviderId(payload: Payload, providerOrderId: string): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { razorpay_order_id: { equals: providerOrderId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export const itemIds = (order: Pick<Order, 'items'>): Id[] =>
  [...new Set((order.items ?? []).map((i) => (typeof i.artwork === 'object' && i.artwork ? i.artwork.id : i.artwork)))].filter(
    (id): id is number => id !== null && id !== undefined,
  )

/** The buyer may cancel until the order is packed. */
export const buyerMayCancel = (order: Pick<Order, 'paymentStatus' | 'orderStatus'>): boolean =>
  order.paymentStatus === 'success' && (order.orderStatus ?? 'placed') === 'placed'

/** Why `order` cannot move to `to` (a sentence for staff or the buyer), or null when it may. */
export function fulfilmentError(order: Pick<Order, 'paymentStatus' | 'orderStatus'>, to: OrderStatus): string | null {
  const from = order.orderStatus ?? 'placed'
  if (to === from) return null
  if (order.paymentStatus !== 'success') return ORDER_MESSAGES.notPaid
  if (from === 'cancelled' || from === 'delivered') return ORDER_MESSAGES.closed(from)
  if (to === 'cancelled') return from === 'shipped' ? ORDER_MESSAGES.cancelAfterShipped : null
  const steps: readonly string[] = ORDER_TRACK_STEPS
  return steps.indexOf(to) < steps.indexOf(from) ? ORDER_MESSAGES.backwards(from, to) : null
}

// ---- payment

/**
 * The one confirmation of a captured payment, whoever reports it. In one transaction: the order
 * goes pending|failed → success and every work is sold to it, or, when some work can no longer be
 * sold to it, the order is cancelled by the shop with its refund requested and its reservations
 * released. A paid order is never touched again here.
 */
export async function confirmPayment(
  payload: Payload,
  p: { providerOrderId: string; paymentId: string; signature?: string | null; via: PaymentSource },
): Promise<Confirmation> {
  const outcome = catalogueImplOf(payload) === 'portable' ? await confirmOnClaims(payload, p) : await confirmSql(payload, p)
  // What the payment moved, in the ledger (cms/sales/ledger.ts); the hourly sweep repeats it should this fail.
  if (outcome.kind === 'paid' || outcome.kind === 'lost') await settleOrderQuietly(payload, outcome.order.id)
  // The sale's tax invoices (cms/invoices/issue.ts), in the same way: the invoice sweep repeats it should this fail.
  if (outcome.kind === 'paid') await issueInvoicesQuietly(payload, outcome.order.id)
  return outcome
}

async function confirmOnClaims(payload: Payload, p: Parameters<typeof confirmPayment>[1]): Promise<Confirmation> {
  const order = await orderByProviderId(payload, p.providerOrderId)
  return order ? confirmPortable(payload, order, p) : { kind: 'unknown' }
}

/** The SQL transaction of a confirmation (see confirmPayment). */
async function confirmSql(payload: Payload, p: Parameters<typeof confirmPayment>[1]): Promise<Confirmation> {
  const dialect = requireDialect(payload)
  // A second round only when the works changed between the two conditional writes below.
  for (let round = 0; round < 3; round++) {
    const order = await orderByProviderId(payload, p.providerOrderId)
    if (!order) return { kind: 'unknown' }
    if (order.paymentStatus === 'success' || order.paymentStatus === 'refunded') {
      return { kind: order.cancellation?.by === 'system' ? 'lost' : 'already', order }
    }
    const now = new Date()
    const artworkIds = itemIds(order)
    const sellable = sellableSql(order.id, now)
    const base = { orderId: order.id, artworkIds, sellable, paymentId: p.paymentId, signature: p.signature ?? null, via: p.via, now }
    const locks = [lockArtworkIdsSql(payload, artworkIds), lockSql(dialect, 'orders', sql`id = ${order.id}`)]

    // This transaction marked it paid: the same payment at the same instant, still placed.
    const paidHere = orderIs(
      order.id,
      sql`o.payment_status = 'success' AND o.razorpay_payment_id = ${p.paymentId} AND o.paid_at = ${iso(now)} AND o.order_status = 'placed'`,
    )
    // Kala's fee and the return policy in force at this instant, stored on each line in the same transaction.
    const fees = await itemFees(payload, order, now)
    const returnDays = await itemReturnDays(payload, order)
    const [, , marked, sold] = await atomically(payload, [
      ...locks,
      markPaidSql(base),
      sellSql({ artworkIds, orderId: order.id, now, guard: paidHere }),
      historySql(dialect, { orderId: order.id, status: 'placed', at: now, guard: paidHere }),
      ...fees.map((f) =>
        lineFeeSql({ orderId: order.id, ...f, returnDays: returnDays.get(f.itemId) ?? DEFAULT_RETURN_DAYS, guard: paidHere }),
      ),
    ])
    if (marked?.length === 1) {
      if (sold?.length !== artworkIds.length) {
        payload.logger.error({ order: order.id, sold: sold?.length, items: artworkIds.length }, 'order paid but not every work sold')
      }
      await queueOrderMail(payload, { orderId: order.id, kind: 'confirmation' })
      for (const sellerId of sellersOf(order)) await queueOrderMail(payload, { orderId: order.id, kind: 'sale', sellerId })
      return { kind: 'paid', order: (await orderById(payload, order.id)) ?? order }
    }

    const lost = await lostWorks(payload, order, now)
    if (lost.length === 0) continue
    const lostHere = orderIs(
      order.id,
      sql`o.cancellation_by = 'system' AND o.paid_at = ${iso(now)} AND o.razorpay_payment_id = ${p.paymentId}`,
    )
    const reason = PAYMENT_MESSAGES.lostReason(lost.map((w) => w.title))
    const [, , cancelled] = await atomically(payload, [
      ...locks,
      markLostSql({ ...base, reason }),
      releaseSql(order.id, lostHere),
      historySql(dialect, { orderId: order.id, status: 'cancelled', at: now, note: reason, guard: lostHere }),
    ])
    if (cancelled?.length === 1) {
      await queueRefund(payload, order.id)
      await queueOrderMail(payload, { orderId: order.id, kind: 'lost' })
      return { kind: 'lost', order: (await orderById(payload, order.id)) ?? order }
    }
  }
  throw new Error(`Order ${p.providerOrderId} kept changing while its payment was confirmed.`)
}

/** Records a failed payment attempt on a checkout that is not paid (a paid order is untouched). Null when the order is unknown. */
export async function markPaymentFailed(
  payload: Payload,
  p: { providerOrderId: string; reason: string; paymentId?: string | null },
): Promise<Order | null> {
  const order = await orderByProviderId(payload, p.providerOrderId)
  if (!order) return null
  const failure = { reason: p.reason, paymentId: p.paymentId ?? null }
  if (catalogueImplOf(payload) === 'portable') await markFailedPortable(payload, order.id, failure)
  else await atomically(payload, [markFailedSql({ orderId: order.id, ...failure, now: new Date() })])
  return orderById(payload, order.id)
}

type ArtworkState = { id: Id; title: string; status: string | null; available: boolean; saleState: string | null; soldTo: string | null }

/** The order's works that can no longer be sold to it, with why (sold to someone else, or withdrawn). */
async function lostWorks(payload: Payload, order: Order, now: Date): Promise<(ArtworkState & { why: 'sold' | 'withdrawn' })[]> {
  const { docs } = await payload.find({
    collection: 'artworks',
    where: { id: { in: itemIds(order) } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const lost: (ArtworkState & { why: 'sold' | 'withdrawn' })[] = []
  for (const item of order.items ?? []) {
    const id = typeof item.artwork === 'object' && item.artwork ? item.artwork.id : item.artwork
    const doc = docs.find((d) => String(d.id) === String(id))
    // The same rule as sellableSql: held (until a time still ahead) by anyone but this order.
    const holder = doc?.reservedOrder ? String(typeof doc.reservedOrder === 'object' ? doc.reservedOrder.id : doc.reservedOrder) : null
    const heldElsewhere =
      doc?.saleState === 'reserved' &&
      holder !== String(order.id) &&
      Boolean(doc.reservedUntil) &&
      Date.parse(String(doc.reservedUntil)) > now.getTime()
    const sold = doc?.saleState === 'sold'
    const withdrawn = !doc || doc.status !== 'published' || !doc.available
    if (sold || heldElsewhere || withdrawn) {
      lost.push({
        id: id as Id,
        title: item.title,
        status: doc?.status ?? null,
        available: Boolean(doc?.available),
        saleState: doc?.saleState ?? null,
        soldTo: doc?.soldOrder ? String(typeof doc.soldOrder === 'object' ? doc.soldOrder.id : doc.soldOrder) : null,
        why: sold || heldElsewhere ? 'sold' : 'withdrawn',
      })
    }
  }
  return lost
}

/** What the buyer reads when their payment came too late for the works (refunded or about to be). */
export async function lostMessage(payload: Payload, order: Order): Promise<string> {
  const refunded = order.refund?.status === 'pending' || order.refund?.status === 'processed'
  const lost = await lostWorks(payload, order, new Date())
  const sold = lost.filter((w) => w.why === 'sold' && w.soldTo !== String(order.id)).map((w) => w.title)
  const withdrawn = lost.filter((w) => w.why === 'withdrawn').map((w) => w.title)
  if (withdrawn.length > 0 && sold.length === 0) return PAYMENT_MESSAGES.withdrawn(withdrawn, refunded)
  return PAYMENT_MESSAGES.lostRace(sold.length > 0 ? sold : (order.items ?? []).map((i) => i.title), refunded)
}

export const sellersOf = (order: Pick<Order, 'items'>): string[] => [
  ...new Set((order.items ?? []).map((i) => String(typeof i.seller === 'object' && i.seller ? i.seller.id : i.seller))),
]

// ---- fulfilment

export type Move = {
  order: Order
  to: OrderStatus
  by: 'buyer' | 'staff'
  reason?: string | null
  shipment?: { carrier: string; trackingNumber: string } | null
  /** Staff edits in the back office: run inside Payload's transaction of the edit (PostgreSQL). */
  req?: Partial<PayloadRequest>
}

/**
 * Moves a paid order's fulfilment forward (or cancels it) if it is still where the caller saw it.
 * Cancelling puts its works back on sale in the same transaction and queues the refund. Answers
 * false when someone else moved it first (nothing changed). The caller checks `fulfilmentError`.
 */
export async function moveFulfilment(payload: Payload, m: Move): Promise<boolean> {
  const moved = catalogueImplOf(payload) === 'portable' ? await movePortable(payload, m) : await moveSql(payload, m)
  if (!moved) return false
  await settleOrderQuietly(payload, m.order.id)
  if (m.to === 'cancelled') {
    await queueRefund(payload, m.order.id, m.req)
    // Every seller was asked to pack their works: each is told at once not to send them.
    for (const sellerId of sellersOf(m.order))
      await queueOrderMail(payload, { orderId: m.order.id, kind: 'saleCancelled', sellerId }, m.req)
  }
  await queueOrderMail(payload, { orderId: m.order.id, kind: 'status', status: m.to }, m.req)
  return true
}

/** The SQL transaction of a fulfilment move (see moveFulfilment). */
async function moveSql(payload: Payload, m: Move): Promise<boolean> {
  const dialect = requireDialect(payload)
  const from = (m.order.orderStatus ?? 'placed') as OrderStatus
  const now = new Date()
  const cancel = m.to === 'cancelled'
  const steps: readonly OrderStatus[] = ORDER_TRACK_STEPS
  const added: OrderStatus[] = cancel ? ['cancelled'] : (steps.slice(steps.indexOf(from) + 1, steps.indexOf(m.to) + 1) as OrderStatus[])
  const movedHere = orderIs(m.order.id, sql`o.order_status = ${m.to} AND o.updated_at = ${iso(now)}`)
  const note = cancel ? (m.reason ?? null) : m.shipment && m.to === 'shipped' ? `${m.shipment.carrier} ${m.shipment.trackingNumber}` : null
  const [, , moved] = await atomically(
    payload,
    [
      cancel ? lockArtworksSql(payload, sql`sold_order_id = ${m.order.id}`) : null,
      lockSql(dialect, 'orders', sql`id = ${m.order.id}`),
      moveOrderSql({
        orderId: m.order.id,
        from,
        to: m.to,
        now,
        shipment: m.shipment,
        cancellation: cancel ? { by: m.by, reason: m.reason ?? null } : null,
      }),
      cancel ? unsellSql(m.order.id, movedHere) : null,
      ...added.map((status) =>
        historySql(dialect, { orderId: m.order.id, status, at: now, note: status === m.to ? note : null, guard: movedHere }),
      ),
    ],
    m.req,
  )
  return moved?.length === 1
}
