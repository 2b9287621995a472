/**
 * What checkout needs to know of offers (cms/sales/checkout.ts), kept apart from the offers' moves
 * so checkout does not import them: the buyer's accepted offer that still holds a work, and which
 * of the buyer's unpaid checkouts are offers' holds (a new checkout of other works must not let
 * them go).
 */
import type { Payload } from 'payload'
import type { Artwork, Offer, Order } from '../../payload-types'
import { idOf, idOrNull } from '../../shared/idOf'

type Id = number | string

/** An accepted offer whose checkout still holds the work: the price checkout charges is its `agreedPaise`. */
export type HeldOffer = { offer: Offer; order: Order }

/**
 * The buyer's accepted offer on `work` whose hold is live now (the work reserved by the offer's
 * checkout until a moment still ahead), or null: the work then sells at its listed price.
 */
export async function heldOfferFor(payload: Payload, buyerId: Id, work: Artwork, unpaid: Order[], now: Date): Promise<HeldOffer | null> {
  if (work.saleState !== 'reserved' || !work.reservedUntil || Date.parse(work.reservedUntil) <= now.getTime()) return null
  const holder = unpaid.find((o) => String(o.id) === idOrNull(work.reservedOrder))
  if (!holder) return null
  const { docs } = await payload.find({
    collection: 'offers',
    where: {
      and: [
        { buyer: { equals: buyerId } },
        { artwork: { equals: work.id } },
        { status: { equals: 'accepted' } },
        { order: { equals: holder.id } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const offer = docs[0]
  if (!offer || typeof offer.agreedPaise !== 'number') return null
  return { offer, order: holder }
}

/** The ids of these checkouts that hold a work for an accepted offer. */
export async function offerHolds(payload: Payload, orders: Order[]): Promise<Set<string>> {
  if (orders.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'offers',
    where: { and: [{ status: { equals: 'accepted' } }, { order: { in: orders.map((o) => o.id) } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Set(docs.map((o) => idOf(o.order)))
}
