/**
 * Opening a checkout (rp-create-order) and the cart drawer's lines. The server prices the works
 * (DECISIONS 11: a different amount from the browser is refused), creates one pending order for
 * the attempt, reserves its works for this buyer (cms/catalogue/saleWrites.ts: one conditional
 * write, so two buyers can never hold one work), and creates the provider order with the order's
 * number as its receipt (a retried create returns the same provider order). Opening it again for
 * the same works while the reservation lasts returns the same provider order.
 */
import type { Payload } from 'payload'
import type { Artwork, Media, Order, User } from '../../payload-types'
import type { CartLine, CartResponse, CheckoutPrefill, CheckoutSession, OrderItem } from '../../shared/api-types'
import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES } from '../../shared/checkout-messages'
import { CHECKOUT } from '../../shared/constants'
import { addressInput, addressSchema } from '../../shared/schemas'
import { newOrderNumber } from '../../collections/Orders/hooks/recordStatusHistory'
import { HttpError, notFound } from '../api/http/errors'
import { docId } from '../api/user/docId'
import { isVisible, saleStatusOf } from '../catalogue/saleRules'
import { release, reserve } from '../catalogue/saleWrites'
import type { PaymentGateway } from '../payments/gateway'
import { GatewayError } from '../payments/gateway'
import { itemIds } from './orderMachine'
import { idOf } from '../../shared/idOf'
import { DEFAULT_RETURN_DAYS, effectiveReturnDays } from '../../shared/returnPolicy'
import { OFFER_MESSAGES } from '../../shared/offers'
import { heldOfferFor, offerHolds, type HeldOffer } from '../offers/held'

type Id = number | string
const conflict = (message: string, details?: { path: string; message: string }[], extra?: Record<string, unknown>) =>
  new HttpError(409, message, details, undefined, extra)

/** The card image of a work (its first image), as an order keeps it. */
export function workImage(doc: Artwork): string {
  const first = doc.images?.[0]
  if (!first || typeof first !== 'object') return ''
  const media = first as Media
  const file = media.sizes?.card?.filename ?? media.filename
  return file ? `/media/${encodeURIComponent(file)}` : ''
}

/** Paise of a rupee price (prices are whole rupees; a stray fraction is rounded to the paisa). */
const paise = (rupees: number): number => Math.round(rupees * 100)

async function worksByIds(payload: Payload, ids: Id[]): Promise<Artwork[]> {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'artworks',
    where: { id: { in: ids } },
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  return docs
}

/** The buyer's checkouts that are not paid (their reservations are the buyer's own). */
async function unpaidCheckouts(payload: Payload, buyerId: Id): Promise<Order[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ buyer: { equals: buyerId } }, { paymentStatus: { in: ['pending', 'failed'] } }] },
    sort: '-createdAt',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

type Verdict = { ok: true } | { ok: false; reason: string; message: string; status: 404 | 409 }

/** Whether `buyer` may buy `doc` now (what the cart line and the checkout both say). */
function verdict(doc: Artwork | undefined, buyer: Pick<User, 'id'> | null, mine: ReadonlySet<string>, now: Date): Verdict {
  if (!doc || !isVisible(doc)) return { ok: false, reason: CHECKOUT_MESSAGES.lineMissing, message: CHECKOUT_MESSAGES.missing, status: 404 }
  if (buyer && idOf(doc.owner) === String(buyer.id)) {
    return { ok: false, reason: CHECKOUT_MESSAGES.lineOwn, message: CHECKOUT_MESSAGES.ownWork(doc.title), status: 409 }
  }
  const status = saleStatusOf(doc, now)
  if (status === 'sold') {
    // Bought by this very buyer (another tab, another device): they are told so, not that someone else bought it.
    const sale = doc.soldOrder
    const theirs = Boolean(buyer && sale && typeof sale === 'object' && idOf(sale.buyer) === String(buyer.id))
    const message = theirs ? CHECKOUT_MESSAGES.boughtByYou(doc.title) : CHECKOUT_MESSAGES.sold(doc.title)
    return { ok: false, reason: CHECKOUT_MESSAGES.lineSold, message, status: 409 }
  }
  if (status === 'on-request') {
    return { ok: false, reason: CHECKOUT_MESSAGES.lineOnRequest, message: CHECKOUT_MESSAGES.onRequest(doc.title), status: 409 }
  }
  if (status === 'reserved' && !(doc.reservedOrder && mine.has(idOf(doc.reservedOrder)))) {
    return { ok: false, reason: CHECKOUT_MESSAGES.lineReserved, message: CHECKOUT_MESSAGES.reservedByOther(doc.title), status: 409 }
  }
  return { ok: true }
}

// ---- the cart drawer

export async function cartLines(payload: Payload, user: User | null, rawIds: string[]): Promise<CartResponse> {
  const now = new Date()
  const ids = rawIds.map((raw) => ({ raw, id: docId(payload, raw) }))
  const docs = await worksByIds(
    payload,
    ids.map((i) => i.id).filter((id): id is Id => id !== null),
  )
  const unpaid = user ? await unpaidCheckouts(payload, user.id) : []
  const mine = new Set(unpaid.map((o) => String(o.id)))
  // A work an accepted offer holds for this buyer shows (and sells at) the agreed price.
  const agreed = new Map<string, number>()
  if (user) {
    for (const doc of docs) {
      const held = await heldOfferFor(payload, user.id, doc, unpaid, now)
      if (held) agreed.set(String(doc.id), held.offer.agreedPaise! / 100)
    }
  }
  const items = ids.map(({ raw, id }): CartLine => {
    const doc = docs.find((d) => String(d.id) === String(id))
    const v = verdict(doc, user, mine, now)
    if (!doc || (v.ok === false && v.status === 404)) {
      return {
        artworkId: raw,
        title: '',
        artistName: '',
        artistSlug: null,
        price: null,
        image: null,
        saleStatus: null,
        reservedByYou: false,
        buyable: false,
        returnDays: null,
        reason: CHECKOUT_MESSAGES.lineMissing,
      }
    }
    const saleStatus = saleStatusOf(doc, now)
    return {
      artworkId: String(doc.id),
      title: doc.title,
      artistName: doc.artistName ?? '',
      artistSlug: doc.artistSlug || null,
      price: agreed.get(String(doc.id)) ?? doc.price ?? null,
      image: workImage(doc) || null,
      saleStatus,
      reservedByYou: saleStatus === 'reserved' && Boolean(doc.reservedOrder) && mine.has(idOf(doc.reservedOrder)),
      buyable: v.ok,
      // The policy this work would be sold under (the owner is populated: depth 1).
      returnDays: effectiveReturnDays(doc.returnDays, typeof doc.owner === 'object' ? doc.owner.returnDays : null),
      ...(v.ok ? {} : { reason: v.reason }),
    }
  })
  return { items, totalAmount: items.filter((i) => i.buyable).reduce((sum, i) => sum + (i.price ?? 0), 0) }
}

// ---- opening a checkout

export type OpenCheckout = { artworkIds: string[]; amount?: number; addressId?: string; nameOnCertificate?: boolean }

/** The buyer's own profile with its private fields (e-mail, phone, addresses), read as themself. */
const ownProfile = (payload: Payload, user: User): Promise<User> =>
  payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: false, user: { ...user, collection: 'users' } as User })

export async function openCheckout(payload: Payload, gateway: PaymentGateway, caller: User, input: OpenCheckout): Promise<CheckoutSession> {
  const now = new Date()
  const user = await ownProfile(payload, caller)
  const wanted = [...new Set(input.artworkIds)]
  const ids = wanted.map((raw) => docId(payload, raw))
  const docs = await worksByIds(
    payload,
    ids.filter((id): id is Id => id !== null),
  )
  const byId = new Map(docs.map((d) => [String(d.id), d]))
  const unpaid = await unpaidCheckouts(payload, user.id)
  const mine = new Set(unpaid.map((o) => String(o.id)))

  const verdicts = wanted.map((raw, i) => ({
    raw,
    i,
    doc: byId.get(String(ids[i])),
    v: verdict(byId.get(String(ids[i])), user, mine, now),
  }))
  const missing = verdicts.filter((x) => x.v.ok === false && x.v.status === 404)
  if (missing.length > 0) {
    throw new HttpError(
      404,
      CHECKOUT_MESSAGES.missing,
      missing.map((x) => ({ path: `artworkIds.${x.i}`, message: `Artwork ${x.raw} is not available.` })),
    )
  }
  const refused = verdicts.filter((x) => !x.v.ok)
  if (refused.length > 0) {
    const first = refused[0]!.v as Extract<Verdict, { ok: false }>
    throw conflict(
      first.message,
      refused.map((x) => ({ path: `artworkIds.${x.i}`, message: (x.v as Extract<Verdict, { ok: false }>).message })),
    )
  }
  const works = verdicts.map((x) => x.doc!)
  // A work held for this buyer by an accepted offer sells at the agreed price, on its own (cms/offers).
  const offerHeld = (await Promise.all(works.map((w) => heldOfferFor(payload, user.id, w, unpaid, now)))).find((h) => h !== null)
  if (offerHeld) {
    if (works.length > 1) throw conflict(OFFER_MESSAGES.checkoutAlone)
    return checkoutAtOffer(payload, gateway, user, offerHeld, input, works)
  }
  const totalAmount = works.reduce((sum, w) => sum + (w.price ?? 0), 0)
  const amountPaise = works.reduce((sum, w) => sum + paise(w.price ?? 0), 0)
  if (input.amount !== undefined && paise(input.amount) !== amountPaise) {
    throw conflict(CHECKOUT_MESSAGES.amountChanged(totalAmount), undefined, { totalAmount })
  }
  if (amountPaise < CHECKOUT.minAmountPaise) throw conflict(CHECKOUT_MESSAGES.belowMinimum, undefined, { totalAmount })
  const address = input.addressId ? savedAddress(user, input.addressId) : null

  // The same works, still held by an open checkout of this buyer at the same price: that one.
  const key = (list: Id[]) => list.map(String).sort().join(',')
  const open = unpaid.find(
    (o) =>
      o.razorpay_order_id &&
      o.reservedUntil &&
      Date.parse(o.reservedUntil) > now.getTime() &&
      o.amountPaise === amountPaise &&
      key(itemIds(o)) === key(works.map((w) => w.id)) &&
      works.every((w) => idOf(w.reservedOrder) === String(o.id)),
  )
  const nameOnCertificate = input.nameOnCertificate ?? false
  if (open) {
    let order = address ? await storeAddress(payload, open, user, address) : open
    if (Boolean(order.nameOnCertificate) !== nameOnCertificate) order = await storeNameChoice(payload, order, nameOnCertificate)
    return session(order, gateway, user, address, works)
  }

  const orderNumber = newOrderNumber()
  const reservedUntil = new Date(now.getTime() + CHECKOUT.reservationMinutes * 60_000)
  const items = works.map((w) => ({
    artwork: w.id,
    seller: typeof w.owner === 'object' ? w.owner.id : w.owner,
    title: w.title,
    artistName: w.artistName ?? '',
    image: workImage(w),
    price: w.price ?? 0,
  }))
  let order = await payload.create({
    collection: 'orders',
    data: {
      orderNumber,
      receipt: orderNumber,
      buyer: user.id,
      items,
      totalAmount,
      amountPaise,
      paymentStatus: 'pending',
      reservedUntil: reservedUntil.toISOString(),
      nameOnCertificate,
      ...orderContact(user, address),
    },
    overrideAccess: true,
    depth: 0,
    context: { orderMachine: true },
  })
  const abandon = async () => {
    await release(payload, order.id)
    await payload.delete({ collection: 'orders', id: order.id, overrideAccess: true, context: { orderMachine: true } })
  }

  const held = await reserve(payload, {
    artworkIds: works.map((w) => w.id),
    orderId: order.id,
    buyerId: user.id,
    until: reservedUntil,
    now,
  })
  if (held.length < works.length) {
    await abandon()
    // Someone got there between our read and the reservation: say who holds what now.
    const fresh = await worksByIds(
      payload,
      works.filter((w) => !held.includes(String(w.id))).map((w) => w.id),
    )
    const blocked = fresh.map((d) => verdict(d, user, mine, new Date())).find((v): v is Extract<Verdict, { ok: false }> => !v.ok)
    throw conflict(blocked?.message ?? CHECKOUT_MESSAGES.reservedByOther(fresh[0]?.title ?? works[0]!.title))
  }
  // This buyer's earlier checkouts give up what they still hold (their works that are in this one were
  // taken over), apart from the holds of accepted offers, which last their 24 hours.
  const kept = await offerHolds(payload, unpaid)
  for (const other of unpaid) if (!kept.has(String(other.id))) await release(payload, other.id)

  try {
    order = await withProviderOrder(payload, gateway, order, amountPaise, orderNumber, orderNumber)
  } catch (error) {
    await abandon()
    throw error
  }
  return session(order, gateway, user, address, works)
}

/**
 * The provider's order for a Kala order, its id stored on the order. A provider that cannot make
 * one is a 503 (try again) or a 502 (refused) with the checkout's sentence.
 */
async function withProviderOrder(
  payload: Payload,
  gateway: PaymentGateway,
  order: Order,
  amountPaise: number,
  receipt: string,
  orderNumber: string,
): Promise<Order> {
  try {
    const provider = await gateway.createOrder({
      amountPaise,
      currency: 'INR',
      receipt,
      notes: { kalaOrderId: String(order.id), orderNumber },
    })
    return await payload.update({
      collection: 'orders',
      id: order.id,
      data: { razorpay_order_id: provider.id },
      overrideAccess: true,
      depth: 0,
      context: { orderMachine: true },
    })
  } catch (error) {
    if (error instanceof GatewayError) {
      payload.logger.error({ err: error, code: error.code }, 'the payment provider could not create an order')
      throw new HttpError(error.retryable ? 503 : 502, error.retryable ? CHECKOUT_MESSAGES.gatewayDown : CHECKOUT_MESSAGES.gatewayRefused)
    }
    throw error
  }
}

/**
 * The checkout of a work an accepted offer holds: the offer's own pending checkout, created at
 * acceptance with the agreed amount (cms/offers/offers.ts), whatever the browser sends. A
 * different `amount` is refused like any changed total; the provider order is made on the first
 * call and answered again after.
 */
async function checkoutAtOffer(
  payload: Payload,
  gateway: PaymentGateway,
  user: User,
  held: HeldOffer,
  input: OpenCheckout,
  works: Artwork[],
): Promise<CheckoutSession> {
  const agreedPaise = held.offer.agreedPaise!
  const totalAmount = agreedPaise / 100
  if (input.amount !== undefined && paise(input.amount) !== agreedPaise) {
    throw conflict(CHECKOUT_MESSAGES.amountChanged(totalAmount), undefined, { totalAmount })
  }
  const address = input.addressId ? savedAddress(user, input.addressId) : null
  let order = held.order
  if (order.amountPaise !== agreedPaise) throw conflict(OFFER_MESSAGES.offerHoldLapsed)
  if (address) order = await storeAddress(payload, order, user, address)
  const nameOnCertificate = input.nameOnCertificate ?? false
  if (Boolean(order.nameOnCertificate) !== nameOnCertificate) order = await storeNameChoice(payload, order, nameOnCertificate)
  if (!order.razorpay_order_id) {
    const receipt = order.receipt ?? order.orderNumber ?? String(order.id)
    order = await withProviderOrder(payload, gateway, order, agreedPaise, receipt, order.orderNumber ?? '')
  }
  return session(order, gateway, user, address, works)
}

type SavedAddress = NonNullable<User['addresses']>[number]

/**
 * The saved address the buyer chose, as addressSchema reads it (normalised). One saved before the
 * address rules that breaks one is refused: a payment and its e-mails must not go to a bad address.
 */
function savedAddress(user: User, addressId: string): SavedAddress {
  const found = (user.addresses ?? []).find((a) => a.id === addressId)
  if (!found) throw new HttpError(400, CHECKOUT_MESSAGES.unknownAddress)
  const parsed = addressSchema.safeParse(addressInput(found))
  // The field's own sentence names what it needs ("Enter the 6-digit PIN code…").
  if (!parsed.success) throw new HttpError(400, CHECKOUT_MESSAGES.addressInvalid(parsed.error.issues[0]?.message ?? ''))
  return { ...found, ...parsed.data }
}

function orderContact(user: User, address: SavedAddress | null): Pick<Order, 'customer' | 'address'> {
  return {
    customer: address
      ? { name: address.billingName, email: address.email, phone: address.phone }
      : { name: user.fullName, email: user.email, phone: user.phone ?? '' },
    address: address
      ? {
          line1: address.line1,
          line2: address.line2 ?? null,
          city: address.city,
          state: address.state,
          pincode: address.pincode,
          country: address.country,
        }
      : undefined,
  }
}

async function storeAddress(payload: Payload, order: Order, buyer: User, address: SavedAddress): Promise<Order> {
  return payload.update({
    collection: 'orders',
    id: order.id,
    data: orderContact(buyer, address),
    overrideAccess: true,
    depth: 0,
    context: { orderMachine: true },
  })
}

/** The buyer's choice of being named on the certificates, changed on a checkout reopened before payment. */
async function storeNameChoice(payload: Payload, order: Order, nameOnCertificate: boolean): Promise<Order> {
  return payload.update({
    collection: 'orders',
    id: order.id,
    data: { nameOnCertificate },
    overrideAccess: true,
    depth: 0,
    context: { orderMachine: true },
  })
}

function session(order: Order, gateway: PaymentGateway, user: User, address: SavedAddress | null, works: Artwork[]): CheckoutSession {
  const prefill: CheckoutPrefill = {
    name: order.customer?.name || user.fullName,
    email: order.customer?.email || user.email,
    contact: order.customer?.phone || user.phone || '',
  }
  const config = gateway.publicCheckoutConfig()
  return {
    id: order.razorpay_order_id!,
    amount: order.amountPaise ?? Math.round(order.totalAmount * 100),
    currency: 'INR',
    orderId: String(order.id),
    orderNumber: order.orderNumber ?? '',
    reservedUntil: order.reservedUntil ?? '',
    totalAmount: order.totalAmount,
    items: orderItems(order, returnPoliciesOf(works)),
    addressId: address?.id ?? null,
    checkout:
      config.mode === 'razorpay'
        ? { mode: 'razorpay', keyId: config.keyId, name: 'Kala', prefill }
        : { mode: 'simulator', name: 'Kala', prefill },
  }
}

/** Each work's return policy now (its own, else its owner's: populated at depth 1), by artwork id. */
const returnPoliciesOf = (works: Artwork[]): Map<string, number> =>
  new Map(works.map((w) => [String(w.id), effectiveReturnDays(w.returnDays, typeof w.owner === 'object' ? w.owner.returnDays : null)]))

/**
 * An order's lines as the API answers them. `returnDays` is the policy stored on the line at sale;
 * a checkout not paid yet shows the policy it would be sold under (`current`), and a line sold
 * before policies existed the default.
 */
export const orderItems = (order: Pick<Order, 'items'>, current?: ReadonlyMap<string, number>): OrderItem[] =>
  (order.items ?? []).map((i) => ({
    artworkId: idOf(i.artwork),
    ...(i.id ? { lineId: i.id } : {}),
    image: i.image ?? '',
    artistName: i.artistName,
    sellerId: idOf(i.seller),
    title: i.title,
    price: i.price,
    returnDays: i.returnDays ?? current?.get(idOf(i.artwork)) ?? DEFAULT_RETURN_DAYS,
  }))

/** Unknown, or someone else's: the same 404 (the two are not told apart). */
export const noSuchOrder = () => notFound(PAYMENT_MESSAGES.orderNotFound)
