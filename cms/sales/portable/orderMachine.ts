/**
 * The order machine's transitions on the portable path (MongoDB, or CATALOGUE_IMPL=portable on
 * SQL): the same rules and answers as the SQL transactions of ../orderMachine.ts, decided by
 * claims (./claims.ts) because MongoDB without a replica set has no transaction to rely on.
 *
 * - Every change of an order runs under its `lease:` claim: one path at a time re-reads the order,
 *   checks the transition is still allowed and writes it (a compare-and-set). A lease left by a
 *   process that died lapses after LEASE_SECONDS and is taken over.
 * - A payment claims `sold:` for each work (in id order, so two payments never wait on each
 *   other in a circle), then looks at holds: a work held by another checkout whose reservation
 *   still runs, or withdrawn, makes it a lost payment (its claims given back, the order cancelled
 *   by the shop, refund requested). A `sold:` claim of another order whose payment is under way
 *   is waited for; of a paid order, it is lost; of an order whose payment died, it is taken over.
 * - Each step is re-runnable: a payment interrupted before the order was written is confirmed
 *   again by the next report (webhook retry, reconciliation), finding its own claims; one
 *   interrupted after is completed by the repair run with the expiry job (./saleWrites.ts).
 */
import type { Payload, PayloadRequest } from 'payload'
import type { Order } from '../../../payload-types'
import { PAYMENT_MESSAGES } from '../../../shared/checkout-messages'
import { ORDER_TRACK_STEPS, type OrderStatus } from '../../../shared/constants'
import { queueOrderMail, queueRefund } from '../queue'
import { itemFees } from '../fees'
import { itemReturnDays } from '../returnPolicy'
import { DEFAULT_RETURN_DAYS } from '../../../shared/returnPolicy'
import { claimByKey, claimOrder, claimOver, dropClaim, holdKey, isLapsed, isLeased, leaseKey, soldKey, type Claim } from './claims'
import { artworkDoc, releasePortable, setSaleFields, unsellPortable } from './saleWrites'
import { idOrNull } from '../../../shared/idOf'

type Id = number | string
type Source = 'verify' | 'webhook' | 'reconcile'
type Outcome = { kind: 'paid' | 'already' | 'lost'; order: Order } | { kind: 'unknown' }
/** An outcome, and whether this call decided it (then it queues the e-mails and the refund). */
type Decision = { outcome: Outcome; here: boolean }

/** How long a lease protects an order; a process that holds one longer is taken to be dead. */
export const LEASE_SECONDS = 60
/** How long a path waits for another one's lease on the same order (or its payment's claims) before giving up. */
const WAIT_MS = 30_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const isKept = (o: Pick<Order, 'paymentStatus' | 'orderStatus'>) => o.paymentStatus === 'success' && o.orderStatus !== 'cancelled'

export async function readOrder(payload: Payload, id: Id, req?: Partial<PayloadRequest>): Promise<Order | null> {
  return payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true, req })
}

async function writeOrder(payload: Payload, id: Id, data: Partial<Order>, req?: Partial<PayloadRequest>): Promise<Order> {
  return payload.update({ collection: 'orders', id, data, overrideAccess: true, depth: 0, context: { orderMachine: true }, req })
}

/** Runs `work` holding the order's lease; waits while another path holds it. */
export async function withLease<T>(payload: Payload, orderId: Id, work: () => Promise<T>, req?: Partial<PayloadRequest>): Promise<T> {
  const deadline = Date.now() + WAIT_MS
  for (;;) {
    const now = new Date()
    const lease = await claimOver(
      payload,
      { key: leaseKey(orderId), kind: 'lease', order: orderId, expiresAt: new Date(now.getTime() + LEASE_SECONDS * 1000) },
      now,
      undefined,
      req,
    )
    if ('won' in lease) {
      try {
        return await work()
      } finally {
        await dropClaim(payload, lease.won, req)
      }
    }
    if (Date.now() > deadline) throw new Error(`Order ${orderId} is being changed by another process.`)
    await sleep(20 + Math.random() * 40)
  }
}

/** The order's works, as stored (numbers on SQL, strings on MongoDB), in one fixed order. */
const itemArtworkIds = (order: Pick<Order, 'items'>): Id[] => {
  const ids = new Map<string, Id>()
  for (const item of order.items ?? []) {
    const id = typeof item.artwork === 'object' && item.artwork ? item.artwork.id : item.artwork
    if (id !== null && id !== undefined) ids.set(String(id), id)
  }
  return [...ids.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, id]) => id)
}

/**
 * Claims `sold:` for every work of the order, in id order. Answers the works it could not have
 * (bought by a kept order), having given back the claims it made when there are any.
 */
async function claimSales(payload: Payload, order: Order, now: Date): Promise<{ blocked: Id[]; made: Claim[] }> {
  const made: Claim[] = []
  const deadline = Date.now() + WAIT_MS
  for (const id of itemArtworkIds(order)) {
    for (;;) {
      if (Date.now() > deadline) throw new Error(`The payment of order ${order.id} waited too long for another payment of work ${id}.`)
      const claim = await claimOver(payload, { key: soldKey(id), kind: 'sold', artwork: id, order: order.id }, now, () => false)
      if ('won' in claim) {
        made.push(claim.won)
        break
      }
      const existing = claim.lost
      if (!existing) continue
      const holder = claimOrder(existing)
      if (holder === String(order.id)) break
      const other = holder ? await readOrder(payload, holder) : null
      if (other && isKept(other)) {
        for (const mine of made) await dropClaim(payload, mine)
        return { blocked: [id], made: [] }
      }
      // Its order was cancelled, deleted, or its payment died before writing it (no live lease): taken over.
      if (!other || other.orderStatus === 'cancelled' || !(await isLeased(payload, String(other.id)))) {
        await dropClaim(payload, existing)
        continue
      }
      // Another payment for this work is under way: its outcome decides ours.
      await sleep(20 + Math.random() * 40)
    }
  }
  return { blocked: [], made }
}

/** The works the order can no longer have: held by another checkout whose reservation still runs, or withdrawn by the seller. */
async function heldOrWithdrawn(payload: Payload, order: Order, now: Date): Promise<Id[]> {
  const lost: Id[] = []
  for (const id of itemArtworkIds(order)) {
    const hold = await claimByKey(payload, holdKey(id))
    const heldElsewhere = hold && claimOrder(hold) !== String(order.id) && !isLapsed(hold, now)
    const doc = await artworkDoc(payload, id)
    const soldHere = doc?.saleState === 'sold' && idOrNull(doc.soldOrder) === String(order.id)
    const withdrawn = !doc || (!soldHere && (doc.status !== 'published' || !doc.available))
    if (heldElsewhere || withdrawn) lost.push(id)
  }
  return lost
}

export async function confirmPortable(
  payload: Payload,
  order: Order,
  p: { paymentId: string; signature?: string | null; via: Source },
): Promise<Outcome> {
  const { outcome, here } = await withLease(payload, order.id, async (): Promise<Decision> => {
    const current = await readOrder(payload, order.id)
    if (!current) return { outcome: { kind: 'unknown' }, here: false }
    if (current.paymentStatus === 'success' || current.paymentStatus === 'refunded') {
      return { outcome: { kind: current.cancellation?.by === 'system' ? 'lost' : 'already', order: current }, here: false }
    }
    const now = new Date()
    const paid = {
      paymentStatus: 'success' as const,
      razorpay_payment_id: p.paymentId,
      razorpay_signature: p.signature ?? current.razorpay_signature ?? null,
      paidAt: now.toISOString(),
      paidVia: p.via,
      reservedUntil: null,
    }
    const { blocked } = await claimSales(payload, current, now)
    const lost = blocked.length > 0 ? blocked : await heldOrWithdrawn(payload, current, now)
    if (lost.length === 0) {
      // The works are marked sold before the order is marked paid: without a transaction a reader
      // may come between the two writes, and a paid order whose work still shows reserved is the
      // state nobody must see. A stop between them is completed by the next confirmation (the
      // work's `sold:` claim and soldOrder already name this order).
      for (const id of itemArtworkIds(current)) {
        await setSaleFields(payload, id, {
          saleState: 'sold',
          available: false,
          soldAt: now.toISOString(),
          soldOrder: current.id,
          reservedOrder: null,
          reservedUntil: null,
        })
        const hold = await claimByKey(payload, holdKey(id))
        if (hold && claimOrder(hold) === String(current.id)) await dropClaim(payload, hold)
      }
      const history = (current.statusHistory ?? []).filter((h) => h.status !== 'placed')
      // Kala's fee and the return policy in force at this instant, on each line (cms/sales/fees.ts, returnPolicy.ts).
      const fees = new Map((await itemFees(payload, current, now)).map((f) => [f.itemId, f]))
      const returnDays = await itemReturnDays(payload, current)
      const items = (current.items ?? []).map((item) => {
        const fee = fees.get(String(item.id))
        return item.feePaise == null && fee
          ? {
              ...item,
              feeBasisPoints: fee.basisPoints,
              feePaise: fee.feePaise,
              returnDays: returnDays.get(String(item.id)) ?? DEFAULT_RETURN_DAYS,
            }
          : item
      })
      const stored = await writeOrder(payload, current.id, {
        ...paid,
        items,
        orderStatus: 'placed',
        failureReason: null,
        statusHistory: [...history, { status: 'placed', at: now.toISOString() }],
      })
      return { outcome: { kind: 'paid', order: stored }, here: true }
    }
    // Lost: the claims this order made go back, then the order is cancelled by the shop with its refund requested.
    await unsellPortable(payload, current.id)
    const lostIds = new Set(lost.map(String))
    const titles = (current.items ?? []).filter((i) => lostIds.has(idOrNull(i.artwork) ?? '')).map((i) => i.title)
    const reason = PAYMENT_MESSAGES.lostReason(titles)
    const stored = await writeOrder(payload, current.id, {
      ...paid,
      orderStatus: 'cancelled',
      failureReason: reason,
      cancellation: { by: 'system', reason },
      refund: { ...current.refund, status: 'requested', amountPaise: current.amountPaise, requestedAt: now.toISOString() },
      statusHistory: [...(current.statusHistory ?? []), { status: 'cancelled', at: now.toISOString(), note: reason }],
    })
    await releasePortable(payload, current.id)
    return { outcome: { kind: 'lost', order: stored }, here: true }
  })
  if (here && outcome.kind === 'paid') {
    await queueOrderMail(payload, { orderId: outcome.order.id, kind: 'confirmation' })
    for (const sellerId of new Set((outcome.order.items ?? []).map((i) => String(idOrNull(i.seller))))) {
      await queueOrderMail(payload, { orderId: outcome.order.id, kind: 'sale', sellerId })
    }
  } else if (here && outcome.kind === 'lost') {
    await queueRefund(payload, outcome.order.id)
    await queueOrderMail(payload, { orderId: outcome.order.id, kind: 'lost' })
  }
  return outcome
}

/** Pending (or already failed) → failed; a paid order is untouched. */
/** One line's return mark, under the order's lease: a second return of the same order waits instead of overwriting this one. */
export async function markLinePortable(
  payload: Payload,
  orderId: Id,
  p: { itemId: string; status: 'open' | 'refunded' | null; at: string | null },
): Promise<void> {
  await withLease(payload, orderId, async () => {
    const current = await readOrder(payload, orderId)
    if (!current) return
    const items = (current.items ?? []).map((i) => (String(i.id) === p.itemId ? { ...i, returnStatus: p.status, returnedAt: p.at } : i))
    await writeOrder(payload, current.id, { items })
  })
}

export async function markFailedPortable(payload: Payload, orderId: Id, p: { reason: string; paymentId: string | null }): Promise<void> {
  await withLease(payload, orderId, async () => {
    const current = await readOrder(payload, orderId)
    if (!current || (current.paymentStatus !== 'pending' && current.paymentStatus !== 'failed')) return
    await writeOrder(payload, orderId, {
      paymentStatus: 'failed',
      failureReason: p.reason,
      razorpay_payment_id: p.paymentId ?? current.razorpay_payment_id ?? null,
    })
  })
}

/** The fulfilment step, if the order is still where the caller saw it (see ../orderMachine.ts moveFulfilment). */
export async function movePortable(
  payload: Payload,
  m: {
    order: Order
    to: OrderStatus
    by: 'buyer' | 'staff'
    reason?: string | null
    shipment?: { carrier: string; trackingNumber: string } | null
    req?: Partial<PayloadRequest>
  },
): Promise<boolean> {
  const from = (m.order.orderStatus ?? 'placed') as OrderStatus
  const cancel = m.to === 'cancelled'
  const steps: readonly OrderStatus[] = ORDER_TRACK_STEPS
  const added: OrderStatus[] = cancel ? ['cancelled'] : (steps.slice(steps.indexOf(from) + 1, steps.indexOf(m.to) + 1) as OrderStatus[])
  const note = cancel ? (m.reason ?? null) : m.shipment && m.to === 'shipped' ? `${m.shipment.carrier} ${m.shipment.trackingNumber}` : null
  return withLease(
    payload,
    m.order.id,
    async () => {
      const current = await readOrder(payload, m.order.id, m.req)
      if (!current || (current.orderStatus ?? 'placed') !== from || current.paymentStatus !== 'success') return false
      const now = new Date().toISOString()
      const history = current.statusHistory ?? []
      const fresh = added.filter((s) => !history.some((h) => h.status === s))
      await writeOrder(
        payload,
        current.id,
        {
          orderStatus: m.to,
          statusHistory: [...history, ...fresh.map((status) => ({ status, at: now, note: status === m.to ? note : null }))],
          ...(m.shipment ? { shipment: { carrier: m.shipment.carrier, trackingNumber: m.shipment.trackingNumber } } : {}),
          ...(cancel
            ? {
                cancellation: { by: m.by, reason: m.reason ?? current.cancellation?.reason ?? null },
                refund: { ...current.refund, status: 'requested' as const, amountPaise: current.amountPaise, requestedAt: now },
              }
            : {}),
        },
        m.req,
      )
      if (cancel) await unsellPortable(payload, current.id, m.req)
      return true
    },
    m.req,
  )
}

/** The provider's refund recorded once (true when this call recorded it), or a refusal kept as failed. */
export async function refundWritePortable(
  payload: Payload,
  orderId: Id,
  w: { refundId: string; status: 'pending' | 'processed' } | { error: string },
): Promise<boolean> {
  return withLease(payload, orderId, async () => {
    const current = await readOrder(payload, orderId)
    const status = current?.refund?.status
    if (!current) return false
    const now = new Date().toISOString()
    if ('error' in w) {
      if (status !== 'requested') return false
      await writeOrder(payload, orderId, { refund: { ...current.refund, status: 'failed', error: w.error } })
      return true
    }
    if (status !== 'requested' && status !== 'failed') return false
    await writeOrder(payload, orderId, {
      paymentStatus: 'refunded',
      refund: {
        ...current.refund,
        status: w.status,
        refundId: w.refundId,
        processedAt: w.status === 'processed' ? now : null,
        error: null,
      },
    })
    return true
  })
}
