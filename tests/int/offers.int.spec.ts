/**
 * Offers (issue 21, part 3): the amounts are the server's under tampering. A buyer offers, the
 * seller counters, the buyer accepts: the work is held for the buyer for 24 hours and checkout
 * charges exactly the agreed amount, whatever the browser sends; nobody sets an amount or a status
 * through /cms/api or the Local API; the wrong side's moves, offers on one's own work, a second
 * live offer and an offer below the floor are refused or declined with their sentences; the hold
 * and the 72 hours lapse with time moved, not slept. Run on the SQL and the portable sale paths
 * (the int-portable project).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { expireReservations } from '../../cms/catalogue/saleWrites'
import { withMoveClaim } from '../../cms/offers/moveClaim'
import { sweepOffers } from '../../cms/offers/offers'
import type { Artwork, User } from '../../payload-types'
import { CHECKOUT_MESSAGES } from '../../shared/checkout-messages'
import { OFFER_MESSAGES } from '../../shared/offers'
import { artworkById, lapseReservation, mailsTo, orderById, runJobs, type Shop, startShop, subjectOf } from './helpers/shop'

let shop: Shop
let payload: Payload
let seller: User
let buyer: User
let rival: User
let staff: User
const post = (path: string, body: unknown, who?: User | null) => shop.http.post(path, body, who)
const get = (path: string, who?: User | null) => shop.http.get(path, who)
const offerable = (data: Partial<Artwork> = {}) =>
  shop.work(seller, {
    title: `Offerable ${Math.random().toString(36).slice(2, 7)}`,
    price: 50000,
    acceptOffers: true,
    offerFloorPaise: 4_000_000,
    ...data,
  })
const offer = (work: Artwork, amount: number, who = buyer) => post('/api/admin/offers', { artworkId: String(work.id), amount }, who)
const move = (id: string, action: string, who: User, body: unknown = {}) => post(`/api/admin/offers/${id}/${action}`, body, who)
const stored = (id: string) => payload.findByID({ collection: 'offers', id, depth: 0, overrideAccess: true })

beforeAll(async () => {
  shop = await startShop()
  payload = shop.payload
  seller = await shop.seller('meera')
  buyer = await shop.buyer('asha')
  rival = await shop.buyer('ravi')
  staff = await shop.member('editor', 'staff')
})
afterAll(async () => {
  await shop?.close()
})
beforeEach(async () => {
  await payload.db.deleteMany({ collection: 'payload-jobs', where: { id: { exists: true } } })
})

/** An offer made, countered by the seller and accepted by the buyer: the offer's id. */
async function agreed(work: Artwork, offered = 42000, countered = 46000): Promise<string> {
  const made = await offer(work, offered)
  expect(made.status).toBe(201)
  const id = made.json.offer._id as string
  expect((await move(id, 'counter', seller, { amount: countered })).status).toBe(200)
  const accepted = await move(id, 'accept', buyer)
  expect(accepted.status).toBe(200)
  expect(accepted.json.message).toBe(OFFER_MESSAGES.acceptedByBuyer)
  return id
}

describe('the seller’s floor', () => {
  it('is set on the artwork form in the member area (rupees in, paise stored) and read back by the owner', async () => {
    const work = await shop.work(seller, { title: 'Set from the form' })
    const put = await shop.http.call(
      'PUT',
      '/api/admin/update-artwork',
      { _id: String(work.id), acceptOffers: true, offerFloor: '38,500' },
      seller,
    )
    expect(put.status, put.text).toBe(200)
    expect(put.json.artwork.offers).toEqual({ accept: true, floor: 38500 })
    expect((await artworkById(payload, work.id)).offerFloorPaise).toBe(3_850_000)
    expect((await get(`/api/admin/artwork/${work.id}`, seller)).json.artwork.offers).toEqual({ accept: true, floor: 38500 })
    expect((await offer(work, 38499)).json.offer.status).toBe('declined')
    const cleared = await shop.http.call('PUT', '/api/admin/update-artwork', { _id: String(work.id), offerFloor: '' }, seller)
    expect(cleared.json.artwork.offers).toEqual({ accept: true, floor: null })
  })

  it('is read by the owner and staff only, through the Local API and /api', async () => {
    const work = await offerable()
    const as = (user: User | undefined) => payload.findByID({ collection: 'artworks', id: work.id, depth: 0, overrideAccess: false, user })
    expect((await as(seller)).offerFloorPaise).toBe(4_000_000)
    expect((await as(staff)).offerFloorPaise).toBe(4_000_000)
    expect((await as(buyer)).offerFloorPaise).toBeUndefined()
    expect((await as(undefined)).offerFloorPaise).toBeUndefined()
    const page = await get(`/api/public/artwork/${work.id}`, buyer)
    expect(page.status).toBe(200)
    expect(page.text).not.toContain('4000000')
    expect(page.text).not.toContain('offerFloor')
    // Whether it takes offers is public: the artwork page shows "Make an offer" from it.
    expect(page.json.artwork.acceptOffers).toBe(true)
    expect((await get(`/api/public/artwork/${(await shop.work(seller, { title: 'No offers' })).id}`)).json.artwork.acceptOffers).toBe(false)
  })
})

describe('making an offer', () => {
  it('sends it to the seller, with an e-mail to both sides', async () => {
    const work = await offerable()
    const res = await offer(work, 42000)
    expect(res.status, res.text).toBe(201)
    expect(res.json).toMatchObject({ message: OFFER_MESSAGES.made, offer: { status: 'open', amount: 42000, side: 'buyer' } })
    await runJobs(payload)
    expect(mailsTo(seller.email).map(subjectOf)).toContain(`New offer: “${work.title}”`)
    expect(mailsTo(buyer.email).map(subjectOf)).toContain(`New offer: “${work.title}”`)
    const listed = await get('/api/admin/offers', seller)
    expect(listed.json.received.map((o: { _id: string }) => o._id)).toContain(res.json.offer._id)
    expect(JSON.stringify(listed.json)).not.toContain('4000000')
    // Each side's list shows the work: its page, image, artist and listed price.
    const work_ = { slug: work.slug, artistName: work.artistName ?? '', price: 50000 }
    expect(listed.json.received.find((o: { _id: string }) => o._id === res.json.offer._id).work).toMatchObject(work_)
    const mine = (await get('/api/admin/offers', buyer)).json.made.find((o: { _id: string }) => o._id === res.json.offer._id)
    expect(mine.work).toMatchObject(work_)
    expect(mine.work.image).toMatch(/^\/media\//)
  })

  it('below the floor is declined at once with the polite sentence', async () => {
    const work = await offerable()
    const res = await offer(work, 39999)
    expect(res.status).toBe(201)
    expect(res.json.message).toBe(OFFER_MESSAGES.belowFloor)
    expect(res.json.offer.status).toBe('declined')
    // Declined is over: the buyer may offer again.
    expect((await offer(work, 40000)).json.offer.status).toBe('open')
  })

  it('is refused on one’s own work, on a work that takes no offers, a sold, reserved or unpublished one, and twice', async () => {
    const work = await offerable()
    expect(await offer(work, 45000, seller)).toMatchObject({ status: 409, json: { error: OFFER_MESSAGES.ownWork } })
    expect(await offer(await offerable({ acceptOffers: false }), 45000)).toMatchObject({
      status: 409,
      json: { error: OFFER_MESSAGES.notAccepting },
    })
    expect(await offer(await offerable({ status: 'unpublished' }), 45000)).toMatchObject({
      status: 404,
      json: { error: OFFER_MESSAGES.unavailable },
    })
    expect((await offer(work, 45000)).status).toBe(201)
    expect(await offer(work, 46000)).toMatchObject({ status: 409, json: { error: OFFER_MESSAGES.alreadyOpen } })
    // The database holds the key: a create below the route's check is refused too.
    await expect(
      payload.create({
        collection: 'offers',
        data: { key: `live:${buyer.id}:${work.id}`, artwork: work.id, buyer: buyer.id, seller: seller.id, amountPaise: 1, status: 'open' },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    const held = await offerable()
    expect((await post('/api/user/rp-create-order', { artworkIds: [String(held.id)] }, rival)).status).toBe(200)
    expect(await offer(held, 45000)).toMatchObject({ status: 409, json: { error: OFFER_MESSAGES.reserved } })
    expect(await post('/api/admin/offers', { artworkId: String(work.id), amount: -5 }, buyer)).toMatchObject({ status: 400 })
    expect((await post('/api/admin/offers', { artworkId: String(work.id), amount: 45000 }, null)).status).toBe(401)
  })
})

describe('the moves', () => {
  it('are each side’s own: a buyer cannot accept their own offer, a seller cannot accept their own counter, a stranger sees nothing', async () => {
    const work = await offerable()
    const id = (await offer(work, 42000)).json.offer._id as string
    expect(await move(id, 'accept', buyer)).toMatchObject({ status: 403, json: { error: OFFER_MESSAGES.notYourMove } })
    expect(await move(id, 'counter', buyer, { amount: 99999 })).toMatchObject({ status: 403 })
    expect(await move(id, 'accept', rival)).toMatchObject({ status: 404, json: { error: OFFER_MESSAGES.notFound } })
    expect(await move(id, 'counter', seller, { amount: 41000 })).toMatchObject({
      status: 400,
      json: { error: OFFER_MESSAGES.counterNotLower },
    })
    expect((await move(id, 'counter', seller, { amount: 46000 })).status).toBe(200)
    expect(await move(id, 'accept', seller)).toMatchObject({ status: 403, json: { error: OFFER_MESSAGES.notYourMove } })
    expect((await move(id, 'decline', buyer)).json.offer.status).toBe('declined')
    expect(await move(id, 'accept', buyer)).toMatchObject({ status: 409, json: { error: OFFER_MESSAGES.closed } })
    expect((await stored(id)).status).toBe('declined')
  })

  it('are made one at a time: a move while another is under way is told the offer changed; a failed move gives its turn back', async () => {
    const work = await offerable()
    const id = (await offer(work, 42000)).json.offer._id as string
    // The seller's acceptance is under way (its claim on the offer as it stands is held) when the
    // buyer withdraws: the withdrawal is refused, not applied to an offer being accepted.
    await expect(
      withMoveClaim(payload, await stored(id), async () => {
        expect(await move(id, 'withdraw', buyer)).toMatchObject({ status: 409, json: { error: OFFER_MESSAGES.changed } })
        expect(await move(id, 'accept', seller)).toMatchObject({ status: 409, json: { error: OFFER_MESSAGES.changed } })
        throw new Error('the acceptance failed')
      }),
    ).rejects.toThrow('the acceptance failed')
    expect((await stored(id)).status).toBe('open')
    // The failed move gave its claim back: the next move goes through, once.
    expect((await move(id, 'accept', seller)).status).toBe(200)
    expect((await move(id, 'accept', seller)).status).toBe(403)
    const { totalDocs } = await payload.count({
      collection: 'orders',
      where: { 'items.artwork': { equals: work.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('cannot be forged through /cms/api or the Local API as a user, staff included', async () => {
    const work = await offerable()
    const id = (await offer(work, 42000)).json.offer._id as string
    for (const who of [buyer, seller, staff]) {
      await expect(
        payload.update({ collection: 'offers', id, data: { amountPaise: 100, status: 'accepted' }, overrideAccess: false, user: who }),
      ).rejects.toThrow()
      const rest = await shop.http.call('PATCH', `/cms/api/offers/${id}`, { amountPaise: 100, status: 'accepted', agreedPaise: 100 }, who)
      expect(rest.status).toBeGreaterThanOrEqual(400)
      expect(rest.status).toBeLessThan(500)
    }
    expect(await stored(id)).toMatchObject({ amountPaise: 4_200_000, status: 'open' })
    // A buyer cannot raise or lower an amount through a move's body either: unknown fields are refused.
    expect((await move(id, 'withdraw', buyer, { amountPaise: 1 })).status).toBe(400)
  })
})

describe('an accepted offer', () => {
  it('holds the work for the buyer and checkout charges exactly the agreed amount, whatever the browser sends', async () => {
    const work = await offerable()
    const id = await agreed(work)
    const offerDoc = await stored(id)
    expect(offerDoc).toMatchObject({ status: 'accepted', agreedPaise: 4_600_000 })
    const held = await artworkById(payload, work.id)
    expect(held.saleState).toBe('reserved')
    expect(Date.parse(held.reservedUntil!) - Date.now()).toBeGreaterThan(23 * 3_600_000)

    // The listed price, or any other, from the browser: refused with the agreed total.
    const tampered = await post('/api/user/rp-create-order', { artworkIds: [String(work.id)], amount: 50000 }, buyer)
    expect(tampered).toMatchObject({ status: 409, json: { error: CHECKOUT_MESSAGES.amountChanged(46000), totalAmount: 46000 } })
    expect((await post('/api/user/rp-create-order', { artworkIds: [String(work.id)], amount: 1 }, buyer)).status).toBe(409)
    // The cart shows the agreed price.
    const cart = await post('/api/user/cart', { artworkIds: [String(work.id)] }, buyer)
    expect(cart.json.items[0]).toMatchObject({ price: 46000, buyable: true, reservedByYou: true })

    // With another work: refused (an offer price is checked out on its own).
    const other = await shop.work(seller, { title: 'Another' })
    expect(await post('/api/user/rp-create-order', { artworkIds: [String(work.id), String(other.id)] }, buyer)).toMatchObject({
      status: 409,
      json: { error: OFFER_MESSAGES.checkoutAlone },
    })
    // A checkout of other works does not let the offer's hold go.
    expect((await post('/api/user/rp-create-order', { artworkIds: [String(other.id)] }, buyer)).status).toBe(200)
    expect((await artworkById(payload, work.id)).saleState).toBe('reserved')

    const session = await post('/api/user/rp-create-order', { artworkIds: [String(work.id)], amount: 46000 }, buyer)
    expect(session.status).toBe(200)
    expect(session.json).toMatchObject({ amount: 4_600_000, totalAmount: 46000 })
    expect(String(session.json.orderId)).toBe(String(offerDoc.order))
    const paid = await post('/api/payments/simulator/pay', { razorpay_order_id: session.json.id, outcome: 'success' }, buyer)
    expect(paid.status).toBe(200)
    expect((await post('/api/user/rp-verify-signature', paid.json, buyer)).status).toBe(200)
    const order = await orderById(payload, session.json.orderId as number)
    expect(order).toMatchObject({ paymentStatus: 'success', amountPaise: 4_600_000, totalAmount: 46000 })
    expect(order.items[0]!.price).toBe(46000)
    expect((await artworkById(payload, work.id)).saleState).toBe('sold')
    // The buyer's order list shows the offer price.
    const orders = await get('/api/admin/purchases', buyer)
    expect(JSON.stringify(orders.json)).toContain('46000')

    await sweepOffers(payload, new Date())
    expect((await stored(id)).status).toBe('purchased')
    await runJobs(payload)
    expect(mailsTo(buyer.email).map(subjectOf)).toContain(`Offer accepted: “${work.title}”`)
    expect(mailsTo(seller.email).map(subjectOf)).toContain(`Counter-offer: “${work.title}”`)
  })

  it('is not another buyer’s to check out', async () => {
    const work = await offerable()
    await agreed(work)
    const res = await post('/api/user/rp-create-order', { artworkIds: [String(work.id)] }, rival)
    expect(res).toMatchObject({ status: 409, json: { error: CHECKOUT_MESSAGES.reservedByOther(work.title) } })
  })

  it('lapses after 24 hours like a checkout hold: the work is back on sale at its listed price, the offer expired', async () => {
    const work = await offerable()
    const id = await agreed(work)
    // 24 hours pass.
    await lapseReservation(payload, work.id)
    await payload.db.updateOne({ collection: 'offers', id, data: { expiresAt: new Date(Date.now() - 1000).toISOString() } })
    await expireReservations(payload, new Date())
    expect((await artworkById(payload, work.id)).saleState).toBe('forSale')
    await sweepOffers(payload, new Date())
    expect((await stored(id)).status).toBe('expired')
    const rivalSession = await post('/api/user/rp-create-order', { artworkIds: [String(work.id)] }, rival)
    expect(rivalSession).toMatchObject({ status: 200, json: { amount: 5_000_000 } })
    await runJobs(payload)
    expect(mailsTo(buyer.email).map(subjectOf)).toContain(`Offer expired: “${work.title}”`)
  })
})

describe('72 hours without an answer', () => {
  it('expire the offer through the jobs queue, and both sides hear of it', async () => {
    const work = await offerable()
    const id = (await offer(work, 42000)).json.offer._id as string
    await payload.jobs.queue({ task: 'sweepOffers', input: {} })
    await runJobs(payload)
    expect((await stored(id)).status).toBe('open')
    // 72 hours pass (the offer's clock moved, not slept).
    await payload.db.updateOne({ collection: 'offers', id, data: { expiresAt: new Date(Date.now() - 1000).toISOString() } })
    await payload.jobs.queue({ task: 'sweepOffers', input: {} })
    await runJobs(payload)
    expect((await stored(id)).status).toBe('expired')
    expect(await move(id, 'accept', seller)).toMatchObject({ status: 409, json: { error: OFFER_MESSAGES.closed } })
    expect(mailsTo(seller.email).map(subjectOf)).toContain(`Offer expired: “${work.title}”`)
    // The buyer may offer again.
    expect((await offer(work, 42000)).status).toBe(201)
  })
})
