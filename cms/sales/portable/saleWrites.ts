/**
 * The portable sale writes (MongoDB, or CATALOGUE_IMPL=portable on SQL): reserve, release and
 * expire, decided by claims (./claims.ts) instead of conditional SQL.
 *
 * The claims are the truth: `hold:<work>` says which checkout holds a work and until when,
 * `sold:<work>` which order bought it. The artwork's own sale fields (saleState, reservedOrder,
 * reservedUntil, soldOrder, soldAt, available), which every read uses (saleRules), are written
 * after the claim that decides them, through the adapter (`payload.db.updateOne`: no hooks, as
 * the SQL path writes them without hooks), with `updatedAt` so the catalogue's cache follows.
 * A process that dies between the claim and that write leaves the work showing its previous
 * state; `expireReservations` (the jobs queue, every minute) and `repairSales` put it right.
 */
import type { Payload, PayloadRequest } from 'payload'
import type { Artwork } from '../../../payload-types'
import {
  claimArtwork,
  claimByKey,
  claimOrder,
  claimOver,
  claimsWhere,
  dropClaim,
  holdKey,
  isLapsed,
  isLeased,
  soldKey,
  type Claim,
} from './claims'
import { idOrNull } from '../../../shared/idOf'
import { isBuyableApartFromHold } from '../../catalogue/saleRules'

type Id = number | string

export async function artworkDoc(payload: Payload, id: Id, req?: Partial<PayloadRequest>): Promise<Artwork | null> {
  return payload.findByID({ collection: 'artworks', id, depth: 0, overrideAccess: true, disableErrors: true, req })
}

/** Writes a work's sale fields (no hooks, like the SQL path; `updatedAt` moves the catalogue's version). */
export async function setSaleFields(payload: Payload, id: Id, data: Partial<Artwork>, req?: Partial<PayloadRequest>): Promise<void> {
  await payload.db.updateOne({
    collection: 'artworks',
    id,
    data: { ...data, updatedAt: new Date().toISOString() },
    req,
    returning: false,
  })
}

export const FOR_SALE = { saleState: 'forSale', reservedUntil: null, reservedOrder: null } as const

/**
 * Reserves every given work that is buyable for this checkout (or held by the same buyer's unpaid
 * checkout, which this one takes over): one `hold:` claim each, then a check that nobody bought
 * it meanwhile (a payment claims `sold:` first and looks at holds after, so one of the two always
 * sees the other). Answers the ids held; the caller releases them when fewer than all came back.
 */
export async function reservePortable(
  payload: Payload,
  p: { artworkIds: Id[]; orderId: Id; buyerId: Id; until: Date; now: Date },
): Promise<string[]> {
  const { docs: unpaid } = await payload.find({
    collection: 'orders',
    where: { and: [{ buyer: { equals: p.buyerId } }, { paymentStatus: { in: ['pending', 'failed'] } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const mine = new Set([String(p.orderId), ...unpaid.map((o) => String(o.id))])
  const held: string[] = []
  for (const id of [...p.artworkIds].sort((a, b) => String(a).localeCompare(String(b)))) {
    const doc = await artworkDoc(payload, id)
    // The same rule as the SQL path's buyableSql (the hold itself is the claim below).
    if (!doc || idOrNull(doc.owner) === String(p.buyerId) || !isBuyableApartFromHold(doc)) continue
    const claim = await claimOver(
      payload,
      { key: holdKey(id), kind: 'hold', artwork: id, order: p.orderId, expiresAt: p.until },
      p.now,
      (existing) => isLapsed(existing, p.now) || mine.has(claimOrder(existing) ?? ''),
    )
    if (!('won' in claim)) continue
    if (await claimByKey(payload, soldKey(id))) {
      await dropClaim(payload, claim.won)
      continue
    }
    await setSaleFields(payload, id, { saleState: 'reserved', reservedUntil: p.until.toISOString(), reservedOrder: p.orderId as number })
    held.push(String(id))
  }
  return held
}

/** A work shown as reserved by `orderId` goes back on sale, unless another checkout holds it now (then it shows that one). */
async function showReleased(payload: Payload, id: Id, orderId: Id | null, now: Date, req?: Partial<PayloadRequest>): Promise<boolean> {
  const doc = await artworkDoc(payload, id, req)
  if (!doc || doc.saleState !== 'reserved' || (orderId !== null && idOrNull(doc.reservedOrder) !== String(orderId))) return false
  const hold = await claimByKey(payload, holdKey(id), req)
  if (hold && !isLapsed(hold, now) && claimOrder(hold)) {
    if (claimOrder(hold) === idOrNull(doc.reservedOrder)) return false
    await setSaleFields(
      payload,
      id,
      { saleState: 'reserved', reservedUntil: hold.expiresAt ?? null, reservedOrder: hold.order as number },
      req,
    )
    return false
  }
  await setSaleFields(payload, id, FOR_SALE, req)
  return true
}

/** A checkout's works back on sale: its holds removed, then the works it is shown to hold. */
export async function releasePortable(payload: Payload, orderId: Id, req?: Partial<PayloadRequest>): Promise<string[]> {
  const now = new Date()
  const holds = await claimsWhere(payload, { and: [{ order: { equals: orderId } }, { kind: { equals: 'hold' } }] }, req)
  for (const claim of holds) await dropClaim(payload, claim, req)
  const { docs } = await payload.find({
    collection: 'artworks',
    where: { and: [{ reservedOrder: { equals: orderId } }, { saleState: { equals: 'reserved' } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const ids = new Set([...holds.map(claimArtwork), ...docs.map((d) => String(d.id))].filter((id): id is string => id !== null))
  const released: string[] = []
  for (const id of ids) if (await showReleased(payload, id, orderId, now, req)) released.push(id)
  return released
}

/** A cancelled order's works back on sale: shown as available again, then their `sold:` claims removed. */
export async function unsellPortable(payload: Payload, orderId: Id, req?: Partial<PayloadRequest>): Promise<string[]> {
  const claims = await claimsWhere(payload, { and: [{ order: { equals: orderId } }, { kind: { equals: 'sold' } }] }, req)
  const back: string[] = []
  for (const claim of claims) {
    const id = claimArtwork(claim)
    const doc = id ? await artworkDoc(payload, id, req) : null
    if (doc && doc.saleState === 'sold' && idOrNull(doc.soldOrder) === String(orderId)) {
      await setSaleFields(payload, doc.id, { ...FOR_SALE, available: true, soldAt: null, soldOrder: null }, req)
      back.push(String(doc.id))
    }
    await dropClaim(payload, claim, req)
  }
  return back
}

/** One returned work of an order back on sale (cms/sales/returns.ts), then its `sold:` claim removed. */
export async function unsellOnePortable(payload: Payload, orderId: Id, artworkId: Id): Promise<boolean> {
  const claims = await claimsWhere(payload, { and: [{ order: { equals: orderId } }, { kind: { equals: 'sold' } }] })
  const doc = await artworkDoc(payload, artworkId)
  const back = Boolean(doc && doc.saleState === 'sold' && idOrNull(doc.soldOrder) === String(orderId))
  if (doc && back) await setSaleFields(payload, doc.id, { ...FOR_SALE, available: true, soldAt: null, soldOrder: null })
  for (const claim of claims) if (claimArtwork(claim) === String(artworkId)) await dropClaim(payload, claim)
  return back
}

/** Every lapsed hold removed and every work still shown as held by one back on sale (the expiry job). */
export async function expirePortable(payload: Payload, now: Date): Promise<string[]> {
  const lapsed = await claimsWhere(payload, {
    and: [{ kind: { in: ['hold', 'lease'] } }, { expiresAt: { less_than_equal: now.toISOString() } }],
  })
  for (const claim of lapsed) await dropClaim(payload, claim)
  const { docs } = await payload.find({
    collection: 'artworks',
    where: {
      and: [
        { saleState: { equals: 'reserved' } },
        { or: [{ reservedUntil: { exists: false } }, { reservedUntil: { less_than_equal: now.toISOString() } }] },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const released: string[] = []
  for (const doc of docs) if (await showReleased(payload, doc.id, null, now)) released.push(String(doc.id))
  await repairSales(payload, now)
  return released
}

/** `sold:` claims looked at per run of the repair (the newest first). */
const REPAIR_BATCH = 200

/**
 * What a process that died halfway left behind, put right (run with the expiry job): a work
 * bought by a paid order but not shown as sold is shown sold; the `sold:` claim of a cancelled
 * order, or of an unpaid one whose confirmation died (no live lease), is removed and the work
 * put back on sale. The payment itself is found again by reconciliation, which claims anew.
 */
export async function repairSales(payload: Payload, now: Date): Promise<number> {
  const { docs: claims } = await payload.find({
    collection: 'sale-claims',
    where: { kind: { equals: 'sold' } },
    sort: '-createdAt',
    limit: REPAIR_BATCH,
    depth: 0,
    overrideAccess: true,
  })
  let repaired = 0
  for (const claim of claims) {
    const orderId = claimOrder(claim)
    const artworkId = claimArtwork(claim)
    if (!artworkId) {
      await dropClaim(payload, claim)
      continue
    }
    const order = orderId
      ? await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true })
      : null
    const doc = await artworkDoc(payload, artworkId)
    const kept = order && order.paymentStatus === 'success' && order.orderStatus !== 'cancelled'
    if (kept) {
      if (doc && (doc.saleState !== 'sold' || idOrNull(doc.soldOrder) !== String(order.id))) {
        await setSaleFields(payload, artworkId, {
          saleState: 'sold',
          available: false,
          soldAt: order.paidAt ?? now.toISOString(),
          soldOrder: order.id,
          reservedOrder: null,
          reservedUntil: null,
        })
        repaired++
      }
      continue
    }
    const unpaid = order && (order.paymentStatus === 'pending' || order.paymentStatus === 'failed')
    if (unpaid && (await isLeased(payload, order.id))) continue
    if (doc && doc.saleState === 'sold' && idOrNull(doc.soldOrder) === orderId) {
      await setSaleFields(payload, artworkId, { ...FOR_SALE, available: true, soldAt: null, soldOrder: null })
    }
    await dropClaim(payload, claim)
    repaired++
  }
  return repaired
}

export type { Claim }
