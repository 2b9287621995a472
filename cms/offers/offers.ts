/**
 * Offers (issue 21, part 3): a buyer's offer on a work, the seller's answer, the buyer's answer to
 * a counter, and the expiry. Every move is made here, by the server, after checking whose move it
 * is: the collection (collections/Offers.ts) lets nobody write, so /cms/api and the Local API as a
 * user cannot set an amount or a status.
 *
 * - One live offer (open, countered or accepted) per buyer per work: the unique `key`
 *   `live:<buyer>:<artwork>`, given up (`closed:<id>`) when the offer ends.
 * - An offer below the work's floor is declined at once with OFFER_MESSAGES.belowFloor.
 * - Acceptance holds the work for the buyer for 24 hours at the agreed price: a pending checkout
 *   of the agreed amount is created and reserves the work through the sale state's one module
 *   (cms/catalogue/saleWrites.ts: SQL or portable claims). Checkout then charges that checkout's
 *   amount (cms/sales/checkout.ts); the hold lapses like any checkout's (expireReservations).
 * - Both sides get an e-mail at each step (cms/offers/mails.ts, through the jobs queue).
 */
import type { Payload } from 'payload'
import type { Artwork, Offer, Order, User } from '../../payload-types'
import type { OfferView, OfferWork } from '../../shared/api-types'
import { idOf, idOrNull } from '../../shared/idOf'
import {
  OFFER_LIMITS,
  OFFER_MESSAGES as M,
  paiseOf,
  type OfferAction,
  type OfferMailStep,
  type OfferMove,
  type OfferStatus,
} from '../../shared/offers'
import { newOrderNumber } from '../../collections/Orders/hooks/recordStatusHistory'
import { HttpError, notFound } from '../api/http/errors'
import { docId } from '../api/user/docId'
import { isVisible, saleStatusOf } from '../catalogue/saleRules'
import { release, reserve } from '../catalogue/saleWrites'
import { takenKey } from '../db/createOnce'
import { workImage } from '../sales/checkout'
import { withMoveClaim } from './moveClaim'

type Id = number | string
type Side = 'buyer' | 'seller'
const conflict = (message: string) => new HttpError(409, message)
const hours = (n: number, from: Date) => new Date(from.getTime() + n * 3_600_000).toISOString()

export const liveKey = (buyerId: Id, artworkId: Id): string => `live:${buyerId}:${artworkId}`
const closedKey = (offerId: Id): string => `closed:${offerId}`

export async function queueOfferMail(payload: Payload, offerId: Id, step: OfferMailStep): Promise<void> {
  await payload.jobs.queue({ task: 'sendOfferMail', input: { offerId: String(offerId), step } })
}

const entry = (move: OfferMove, by: Side | 'kala', at: Date, amountPaise?: number | null) => ({
  move,
  by,
  amountPaise: amountPaise ?? null,
  at: at.toISOString(),
})

async function write(payload: Payload, offer: Offer, data: Partial<Offer>): Promise<Offer> {
  return payload.update({ collection: 'offers', id: offer.id, data, overrideAccess: true, depth: 0 })
}

/** Ends an offer: its status, the move in its history, and the live key given up so the buyer may offer again. */
async function close(payload: Payload, offer: Offer, status: OfferStatus, move: OfferMove, by: Side | 'kala', now: Date): Promise<Offer> {
  return write(payload, offer, {
    status,
    key: closedKey(offer.id),
    history: [...(offer.history ?? []), entry(move, by, now)],
  })
}

// ---- making an offer

/** Why `buyer` may not offer on `doc` now, as the sentence they read (null: they may). */
function refusal(doc: Artwork | null, buyer: User, now: Date): HttpError | null {
  if (!doc || !isVisible(doc)) return new HttpError(404, M.unavailable)
  if (idOf(doc.owner) === String(buyer.id)) return conflict(M.ownWork)
  const status = saleStatusOf(doc, now)
  if (status === 'sold') return conflict(M.sold)
  if (status === 'reserved') return conflict(M.reserved)
  if (status !== 'available') return conflict(M.unavailable)
  if (!doc.acceptOffers) return conflict(M.notAccepting)
  return null
}

export async function makeOffer(
  payload: Payload,
  buyer: User,
  input: { artworkId: string; amount: number },
): Promise<{ offer: Offer; message: string }> {
  const now = new Date()
  const id = docId(payload, input.artworkId)
  const doc =
    id === null ? null : await payload.findByID({ collection: 'artworks', id, depth: 0, overrideAccess: true, disableErrors: true })
  const refused = refusal(doc, buyer, now)
  if (refused || !doc) throw refused ?? new HttpError(404, M.unavailable)
  const amountPaise = paiseOf(input.amount)
  let offer: Offer
  try {
    offer = await payload.create({
      collection: 'offers',
      data: {
        key: liveKey(buyer.id, doc.id),
        artwork: doc.id,
        title: doc.title,
        buyer: buyer.id,
        seller: typeof doc.owner === 'object' ? doc.owner.id : doc.owner,
        amountPaise,
        status: 'open',
        expiresAt: hours(OFFER_LIMITS.responseHours, now),
        history: [entry('made', 'buyer', now, amountPaise)],
      },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    if (takenKey(error, 'key')) throw conflict(M.alreadyOpen)
    throw error
  }
  const floor = doc.offerFloorPaise
  if (typeof floor === 'number' && amountPaise < floor) {
    offer = await close(payload, offer, 'declined', 'declined', 'kala', now)
    await queueOfferMail(payload, offer.id, 'declined')
    return { offer, message: M.belowFloor }
  }
  await queueOfferMail(payload, offer.id, 'made')
  return { offer, message: M.made }
}

// ---- the moves

/** The offer, when `user` is its buyer or its seller (anyone else: not found, as if it did not exist). */
async function offerOf(payload: Payload, user: User, rawId: unknown): Promise<{ offer: Offer; side: Side }> {
  const id = docId(payload, rawId)
  const offer =
    id === null ? null : await payload.findByID({ collection: 'offers', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (offer && idOf(offer.buyer) === String(user.id)) return { offer, side: 'buyer' }
  if (offer && idOf(offer.seller) === String(user.id)) return { offer, side: 'seller' }
  throw notFound(M.notFound)
}

const isLive = (offer: Offer) => offer.status === 'open' || offer.status === 'countered' || offer.status === 'accepted'
const isPending = (offer: Offer) => offer.status === 'open' || offer.status === 'countered'

/** Whose move each action is, by the offer's status. */
function allowed(offer: Offer, side: Side, action: OfferAction): boolean {
  if (offer.status === 'open') return side === 'seller' ? action !== 'withdraw' : action === 'withdraw'
  if (offer.status === 'countered') return side === 'buyer' && action !== 'counter'
  return false
}

/** Holds the work for the buyer at `agreedPaise` for 24 hours: a pending checkout of that amount reserves it. */
async function hold(payload: Payload, offer: Offer, agreedPaise: number, now: Date): Promise<Order> {
  const work = await payload.findByID({
    collection: 'artworks',
    id: idOf(offer.artwork),
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  const buyer = await payload.findByID({ collection: 'users', id: idOf(offer.buyer), depth: 0, overrideAccess: true, disableErrors: true })
  if (!work || !buyer) throw conflict(M.holdLost)
  const until = new Date(now.getTime() + OFFER_LIMITS.holdHours * 3_600_000)
  const orderNumber = newOrderNumber()
  const order = await payload.create({
    collection: 'orders',
    data: {
      orderNumber,
      receipt: orderNumber,
      buyer: buyer.id,
      items: [
        {
          artwork: work.id,
          seller: typeof work.owner === 'object' ? work.owner.id : work.owner,
          title: work.title,
          artistName: work.artistName ?? '',
          image: workImage(work),
          price: agreedPaise / 100,
        },
      ],
      totalAmount: agreedPaise / 100,
      amountPaise: agreedPaise,
      paymentStatus: 'pending',
      reservedUntil: until.toISOString(),
      nameOnCertificate: false,
      customer: { name: buyer.fullName, email: buyer.email, phone: buyer.phone ?? '' },
    },
    overrideAccess: true,
    depth: 0,
    context: { orderMachine: true },
  })
  const held = await reserve(payload, { artworkIds: [work.id], orderId: order.id, buyerId: buyer.id, until, now })
  if (held.length === 0) {
    await release(payload, order.id)
    await payload.delete({ collection: 'orders', id: order.id, overrideAccess: true, context: { orderMachine: true } })
    throw conflict(M.holdLost)
  }
  return order
}

export async function moveOffer(
  payload: Payload,
  user: User,
  rawId: unknown,
  action: OfferAction,
  amount?: number,
): Promise<{ offer: Offer; message: string }> {
  const now = new Date()
  const { offer, side } = await offerOf(payload, user, rawId)
  if (isPending(offer) && offer.expiresAt && Date.parse(offer.expiresAt) <= now.getTime()) {
    await withMoveClaim(payload, offer, () => expireOffer(payload, offer, now))
    throw conflict(M.expired)
  }
  if (!isLive(offer)) throw conflict(M.closed)
  if (!allowed(offer, side, action)) throw new HttpError(403, M.notYourMove)
  const claimed = await withMoveClaim(payload, offer, () => applyMove(payload, offer, side, action, amount, now))
  if (!claimed) throw conflict(M.changed)
  return claimed.done
}

/** The move itself, once whose it is is checked and the offer's version claimed (cms/offers/moveClaim.ts). */
async function applyMove(
  payload: Payload,
  offer: Offer,
  side: Side,
  action: OfferAction,
  amount: number | undefined,
  now: Date,
): Promise<{ offer: Offer; message: string }> {
  const history = offer.history ?? []
  switch (action) {
    case 'counter': {
      const counterPaise = paiseOf(amount ?? 0)
      if (amount === undefined || counterPaise <= offer.amountPaise) {
        throw new HttpError(400, M.counterNotLower, [{ path: 'amount', message: M.counterNotLower }])
      }
      const next = await write(payload, offer, {
        status: 'countered',
        counterPaise,
        expiresAt: hours(OFFER_LIMITS.responseHours, now),
        history: [...history, entry('countered', 'seller', now, counterPaise)],
      })
      await queueOfferMail(payload, next.id, 'countered')
      return { offer: next, message: M.countered }
    }
    case 'accept': {
      const agreedPaise = offer.status === 'countered' ? (offer.counterPaise ?? offer.amountPaise) : offer.amountPaise
      const order = await hold(payload, offer, agreedPaise, now)
      const next = await write(payload, offer, {
        status: 'accepted',
        agreedPaise,
        order: order.id,
        expiresAt: order.reservedUntil ?? hours(OFFER_LIMITS.holdHours, now),
        history: [...history, entry('accepted', side, now, agreedPaise)],
      })
      await queueOfferMail(payload, next.id, 'accepted')
      return { offer: next, message: side === 'buyer' ? M.acceptedByBuyer : M.accepted }
    }
    case 'decline': {
      const next = await close(payload, offer, 'declined', 'declined', side, now)
      await queueOfferMail(payload, next.id, 'declined')
      return { offer: next, message: M.declined }
    }
    case 'withdraw': {
      const next = await close(payload, offer, 'withdrawn', 'withdrawn', side, now)
      return { offer: next, message: M.withdrawn }
    }
  }
}

// ---- expiry and purchase (the jobs queue, cms/offers/jobs.ts)

async function expireOffer(payload: Payload, offer: Offer, now: Date): Promise<Offer> {
  const next = await close(payload, offer, 'expired', 'expired', 'kala', now)
  await queueOfferMail(payload, next.id, 'expired')
  return next
}

/**
 * Offers nobody answered within 72 hours expire; an accepted offer whose checkout was paid is
 * purchased; one whose 24-hour hold passed unpaid expires, and its hold is let go at once (the
 * expireReservations job would too: reads already treat a lapsed hold as released).
 */
export async function sweepOffers(payload: Payload, now: Date): Promise<{ expired: number; purchased: number }> {
  const { docs } = await payload.find({
    collection: 'offers',
    where: {
      or: [
        { and: [{ status: { in: ['open', 'countered'] } }, { expiresAt: { less_than_equal: now.toISOString() } }] },
        { status: { equals: 'accepted' } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  let expired = 0
  let purchased = 0
  for (const offer of docs) {
    // An offer a member is moving right now is left to them (and to the next sweep).
    const swept = await withMoveClaim(payload, offer, async (): Promise<'expired' | 'purchased' | null> => {
      if (offer.status !== 'accepted') {
        await expireOffer(payload, offer, now)
        return 'expired'
      }
      const orderId = idOrNull(offer.order)
      const order = orderId
        ? await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true })
        : null
      if (order?.paymentStatus === 'success') {
        await close(payload, offer, 'purchased', 'purchased', 'buyer', now)
        return 'purchased'
      }
      if (!offer.expiresAt || Date.parse(offer.expiresAt) <= now.getTime()) {
        if (order) await release(payload, order.id)
        await expireOffer(payload, offer, now)
        return 'expired'
      }
      return null
    })
    if (swept?.done === 'expired') expired++
    if (swept?.done === 'purchased') purchased++
  }
  return { expired, purchased }
}

// ---- what the member area reads

export async function listOffers(payload: Payload, user: User): Promise<{ received: OfferView[]; made: OfferView[] }> {
  const find = (field: 'buyer' | 'seller') =>
    payload.find({
      collection: 'offers',
      where: { [field]: { equals: user.id } },
      sort: ['-updatedAt', '-id'],
      limit: 200,
      depth: 0,
      overrideAccess: false,
      user,
    })
  const [received, made] = await Promise.all([find('seller'), find('buyer')])
  // The works, as the member may read them (a work gone from the shop reads as none: title only).
  const ids = [...new Set([...received.docs, ...made.docs].map((o) => idOf(o.artwork)))]
  const works = ids.length
    ? await payload.find({
        collection: 'artworks',
        where: { id: { in: ids } },
        limit: ids.length,
        pagination: false,
        depth: 1,
        overrideAccess: false,
        user,
      })
    : { docs: [] as Artwork[] }
  const workOf = new Map(works.docs.map((w) => [String(w.id), toOfferWork(w)]))
  const view = (o: Offer, side: Side) => toOfferView(o, side, workOf.get(idOf(o.artwork)) ?? null)
  return { received: received.docs.map((o) => view(o, 'seller')), made: made.docs.map((o) => view(o, 'buyer')) }
}

/** What the member area shows of an offer's work: its page, image and artist (never its floor). */
function toOfferWork(doc: Artwork): OfferWork {
  return {
    slug: doc.slug ?? String(doc.id),
    artistSlug: doc.artistSlug || null,
    uploadedBy: doc.uploadedBy ?? '',
    image: workImage(doc) || null,
    artistName: doc.artistName ?? '',
    price: doc.price ?? null,
  }
}

const rupees = (paise: number | null | undefined): number | null => (typeof paise === 'number' ? paise / 100 : null)

/** What each side reads of an offer (never the work's floor: the offer does not hold it). */
export function toOfferView(offer: Offer, side: Side, work: OfferWork | null = null): OfferView {
  return {
    _id: String(offer.id),
    artworkId: idOf(offer.artwork),
    title: offer.title ?? '',
    work,
    side,
    status: offer.status,
    amount: offer.amountPaise / 100,
    counterAmount: rupees(offer.counterPaise),
    agreedAmount: rupees(offer.agreedPaise),
    expiresAt: offer.expiresAt ?? null,
    orderId: idOrNull(offer.order),
    moves: (offer.history ?? []).map((h) => ({ move: h.move, by: h.by, amount: rupees(h.amountPaise), at: h.at })),
    createdAt: offer.createdAt,
  }
}
