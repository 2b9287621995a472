/**
 * The return policy each seller states (issue 20, part 3): none, 7 or 14 days after delivery,
 * default 7, set in the member area and per work where it differs. The policy in force when the
 * payment is confirmed is stored on each sold line and never recomputed; it drives the payout hold
 * (a line's payable is released when its own window has passed). Nobody rewrites a stored line's
 * policy, nor another member's, at any door. Runs on the SQL path and the portable one.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { balancesOf, settleLedger } from '../../cms/sales/ledger'
import { moveFulfilment } from '../../cms/sales/orderMachine'
import { returnWindowOf } from '../../cms/sales/returnWindow'
import type { Order, User } from '../../payload-types'
import { ORDER_MESSAGES } from '../../shared/checkout-messages'
import { DEFAULT_RETURN_DAYS } from '../../shared/returnPolicy'
import { restCall } from './helpers/payloadRest'
import { checkoutAndPay, mailsTo, orderById, runJobs, subjectOf, type Json, type Shop, startShop } from './helpers/shop'
import { PASSWORD } from './helpers/users'

let shop: Shop
let payload: Payload
let admin: User
let meera: User
let kabir: User
let buyer: User

const DAY = 86_400_000
const login = (user: User) => ({ email: user.email, password: PASSWORD })
const setPolicy = (who: User, returnDays: unknown) => shop.http.call('PUT', '/api/admin/update-profile', { returnDays }, who)

/** Works by their sellers (each with its own policy or none), bought in one order and paid. */
async function paidOrder(works: { owner: User; returnDays?: number }[]): Promise<Order> {
  const made = []
  for (const [i, w] of works.entries())
    made.push(await shop.work(w.owner, { title: `Policy work ${i + 1}`, price: 10_000, returnDays: w.returnDays ?? null }))
  const { session, checkout } = await checkoutAndPay(shop, buyer, made)
  expect((await shop.http.post('/api/user/rp-verify-signature', checkout, buyer)).status).toBe(200)
  return orderById(payload, session.orderId as number)
}

const deliver = async (order: Order): Promise<number> => {
  const current = await orderById(payload, order.id)
  expect(await moveFulfilment(payload, { order: current, to: 'delivered', by: 'staff', reason: null })).toBe(true)
  const delivered = await orderById(payload, order.id)
  return Date.parse(delivered.statusHistory!.find((h) => h.status === 'delivered')!.at!)
}

const releasedOf = async (order: Order) =>
  (
    await payload.find({
      collection: 'ledger-entries',
      where: { and: [{ order: { equals: order.id } }, { kind: { equals: 'payable_available' } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs.map((r) => r.amountPaise)

beforeAll(async () => {
  shop = await startShop()
  payload = shop.payload
  admin = await shop.member('admin', 'ada')
  meera = await shop.seller('meera')
  kabir = await shop.seller('kabir')
  buyer = await shop.buyer('asha')
})
afterAll(async () => shop?.close())

describe('the return policy', () => {
  it('is 7 days unless the seller says otherwise; a seller sets their own, one of the choices', async () => {
    const me = await shop.http.get('/api/user/me', meera)
    expect(me.json.returnDays).toBe(DEFAULT_RETURN_DAYS)
    const set = await setPolicy(meera, 14)
    expect(set.status).toBe(200)
    expect(set.json.user.returnDays).toBe(14)
    expect((await setPolicy(meera, 10)).status).toBe(400)
    expect((await shop.http.get('/api/user/me', meera)).json.returnDays).toBe(14)
    await setPolicy(meera, DEFAULT_RETURN_DAYS)
  })

  it('is shown with the work, the cart line and the checkout: the work’s own, else its seller’s', async () => {
    expect((await setPolicy(kabir, 14)).status).toBe(200)
    const own = await shop.work(kabir, { title: 'Final sale', price: 5_000, returnDays: 0 })
    const inherited = await shop.work(kabir, { title: 'Fourteen days', price: 5_000 })
    const page = async (id: number) => (await shop.http.get(`/api/public/artwork/${id}`)).json.artwork as Json
    expect((await page(own.id)).returnDays).toBe(0)
    expect((await page(inherited.id)).returnDays).toBe(14)
    const cart = await shop.http.post('/api/user/cart', { artworkIds: [String(own.id), String(inherited.id)] }, buyer)
    expect((cart.json.items as Json[]).map((l) => l.returnDays)).toEqual([0, 14])
    // The seller's artwork form sets a work's own policy, or gives it back to theirs ('').
    const own2 = await shop.http.call('PUT', '/api/admin/update-artwork', { _id: String(inherited.id), returnDays: '0' }, kabir)
    expect(own2.status, own2.text).toBe(200)
    expect(own2.json.artwork.ownReturnDays).toBe(0)
    expect((await page(inherited.id)).returnDays).toBe(0)
    const back = await shop.http.call('PUT', '/api/admin/update-artwork', { _id: String(inherited.id), returnDays: '' }, kabir)
    expect(back.json.artwork.ownReturnDays).toBe(null)
    expect((await page(inherited.id)).returnDays).toBe(14)
    expect((await shop.http.call('PUT', '/api/admin/update-artwork', { _id: String(inherited.id), returnDays: '30' }, kabir)).status).toBe(
      400,
    )
    const session = await shop.http.post('/api/user/rp-create-order', { artworkIds: [String(own.id), String(inherited.id)] }, buyer)
    expect((session.json.items as Json[]).map((l) => l.returnDays)).toEqual([0, 14])
    await setPolicy(kabir, DEFAULT_RETURN_DAYS)
  })

  it('is stored on each sold line at the payment, from the work or its seller, and never recomputed', async () => {
    expect((await setPolicy(kabir, 14)).status).toBe(200)
    const order = await paidOrder([{ owner: meera }, { owner: kabir }, { owner: meera, returnDays: 0 }])
    expect(order.items.map((i) => i.returnDays)).toEqual([7, 14, 0])
    // The sellers change their minds later: what was sold keeps its policy.
    await setPolicy(kabir, 0)
    await setPolicy(meera, 14)
    const later = await orderById(payload, order.id)
    expect(later.items.map((i) => i.returnDays)).toEqual([7, 14, 0])
    expect(later.items.map((i) => returnWindowOf(later, i))).toEqual([
      { days: 7, endsAt: null },
      { days: 14, endsAt: null },
      { days: 0, endsAt: null },
    ])
    // The confirmation e-mail says each line's policy.
    await runJobs(payload)
    const confirmation = mailsTo(buyer.email).find((m) => subjectOf(m).includes(order.orderNumber!))!
    for (const [title, sentence] of [
      ['Policy work 1', 'Returns within 7 days of delivery'],
      ['Policy work 2', 'Returns within 14 days of delivery'],
      ['Policy work 3', 'No returns: this sale is final'],
    ])
      expect(confirmation).toContain(`${title}: ${sentence}.`)
    // The buyer reads it on the order (the confirmation page, the purchases).
    const purchases = (await shop.http.get('/api/admin/purchases', buyer)).json.orders as Json[]
    const mine = purchases.find((o) => o._id === String(order.id))!
    expect((mine.items as Json[]).map((i) => i.returnDays)).toEqual([7, 14, 0])
    await setPolicy(kabir, DEFAULT_RETURN_DAYS)
    await setPolicy(meera, DEFAULT_RETURN_DAYS)
  })

  it('releases a line’s payable when its own window has passed: at delivery for none, 14 days after for 14', async () => {
    await setPolicy(kabir, 14)
    const order = await paidOrder([{ owner: meera, returnDays: 0 }, { owner: kabir }])
    expect(order.items.map((i) => i.returnDays)).toEqual([0, 14])
    const before = await balancesOf(payload, kabir.id)
    const delivered = await deliver(order)
    const stored = await orderById(payload, order.id)
    expect(stored.items.map((i) => returnWindowOf(stored, i).endsAt)).toEqual([delivered, delivered + 14 * DAY])
    // No returns: released at delivery.
    await settleLedger(payload, new Date(delivered))
    expect(await releasedOf(order)).toEqual([700_000])
    // 14 days: still held after 13, released after 14.
    await settleLedger(payload, new Date(delivered + 13 * DAY))
    expect(await releasedOf(order)).toEqual([700_000])
    expect((await balancesOf(payload, kabir.id)).held).toBe(before.held)
    await settleLedger(payload, new Date(delivered + 14 * DAY))
    expect(await releasedOf(order)).toEqual([700_000, 700_000])
    expect((await balancesOf(payload, kabir.id)).available).toBe(before.available + 700_000)
    await setPolicy(kabir, DEFAULT_RETURN_DAYS)
  })

  it('counts a line sold before policies existed as the default', async () => {
    const order = await orderById(payload, (await paidOrder([{ owner: meera }])).id)
    const line = { ...order.items[0]!, returnDays: null }
    const delivered = { ...order, statusHistory: [{ status: 'delivered' as const, at: new Date(0).toISOString() }] }
    expect(returnWindowOf(delivered, line)).toEqual({ days: DEFAULT_RETURN_DAYS, endsAt: DEFAULT_RETURN_DAYS * DAY })
  })

  it('cannot be rewritten on a sold line, nor set on another member, at any door', async () => {
    const order = await paidOrder([{ owner: meera }])
    // Staff in /cms: the lines are the payment's record.
    const rewrite = await restCall(payload, 'PATCH', `/cms/api/orders/${order.id}`, login(admin), {
      items: order.items.map((i) => ({ ...i, returnDays: 14 })),
    })
    expect(rewrite.status).toBe(403)
    expect(JSON.stringify(rewrite.json)).toContain(ORDER_MESSAGES.itemsLocked)
    // The seller: orders are not theirs to edit.
    const bySeller = await restCall(payload, 'PATCH', `/cms/api/orders/${order.id}`, login(meera), {
      items: order.items.map((i) => ({ ...i, returnDays: 14 })),
    })
    expect(bySeller.status).toBe(403)
    expect((await orderById(payload, order.id)).items[0]!.returnDays).toBe(7)
    // Another member's policy: refused at the /cms door; the member-area door only writes one's own.
    const other = await restCall(payload, 'PATCH', `/cms/api/users/${kabir.id}`, login(meera), { returnDays: 0 })
    expect(other.status).toBe(403)
    const kabirNow = await payload.findByID({ collection: 'users', id: kabir.id, depth: 0, overrideAccess: true })
    expect(kabirNow.returnDays).toBe(DEFAULT_RETURN_DAYS)
  })
})
