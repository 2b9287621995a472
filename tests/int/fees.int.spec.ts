/**
 * Kala's fee (issue 19, first part): staff set a default rate and rates for one seller, each from
 * an effective date; a seller sees their rate before listing; the rate in force when the payment
 * is confirmed is stored on each order line and never recomputed; the seller's sales show gross,
 * fee and net; the buyer and other sellers never see a seller's fee. Runs on the SQL path and the
 * portable one (vitest.int.config.ts).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order, User } from '../../payload-types'
import { FEE_MESSAGES, INITIAL_FEE_PERCENT } from '../../shared/fees'
import { ORDER_MESSAGES } from '../../shared/checkout-messages'
import { restCall } from './helpers/payloadRest'
import { type Json, type Shop, startShop } from './helpers/shop'
import { makeUser, PASSWORD } from './helpers/users'

let shop: Shop
let payload: Payload
let admin: User
let editor: User
let meera: User
let kabir: User
let buyer: User

const login = (user: User) => ({ email: user.email, password: PASSWORD })
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const rate = (data: { seller?: number | null; percent: number; effectiveFrom: string }, who: User = admin) =>
  restCall(payload, 'POST', '/cms/api/fee-rates', login(who), data)

async function paidOrder(works: { owner: User; price: number }[]): Promise<Order> {
  const made = []
  for (const [i, w] of works.entries()) made.push(await shop.work(w.owner, { title: `Fee work ${i + 1}`, price: w.price }))
  const session = await shop.http.post(
    '/api/user/rp-create-order',
    { artworkIds: made.map((w) => String(w.id)), addressId: buyer.addresses?.[0]?.id },
    buyer,
  )
  expect(session.status).toBe(200)
  const paid = await shop.http.post('/api/payments/simulator/pay', { razorpay_order_id: session.json.id, outcome: 'success' }, buyer)
  expect((await shop.http.post('/api/user/rp-verify-signature', paid.json, buyer)).status).toBe(200)
  return payload.findByID({ collection: 'orders', id: session.json.orderId as number, depth: 0, overrideAccess: true })
}

const saleOf = async (seller: User, orderId: number): Promise<Json> => {
  const answer = await shop.http.get('/api/admin/sales', seller)
  expect(answer.status).toBe(200)
  return (answer.json.orders as Json[]).find((o) => o._id === String(orderId))!
}

beforeAll(async () => {
  shop = await startShop()
  payload = shop.payload
  admin = await shop.member('admin', 'ada')
  editor = await shop.member('editor', 'esha')
  meera = await shop.seller('meera')
  kabir = await shop.seller('kabir')
  buyer = await shop.buyer('asha')
})
afterAll(async () => shop?.close())

describe("Kala's fee", () => {
  it('starts a new shop at the opening default, which a seller reads before listing; others cannot', async () => {
    const fee = await shop.http.get('/api/admin/fee', meera)
    expect(fee.status).toBe(200)
    expect(fee.json).toMatchObject({ percent: INITIAL_FEE_PERCENT, basisPoints: INITIAL_FEE_PERCENT * 100, own: false, next: null })
    expect((await shop.http.get('/api/admin/fee', null)).status).toBe(401)
    // The rates themselves are staff's: a seller reads none of them through Payload's REST door.
    const asSeller = await restCall(payload, 'GET', '/cms/api/fee-rates', login(meera))
    expect(asSeller.status).toBe(403)
    const asEditor = await restCall(payload, 'GET', '/cms/api/fee-rates', login(editor))
    expect(asEditor.status).toBe(200)
    expect((asEditor.json.docs as Json[]).map((d) => [d.seller ?? null, d.percent])).toEqual([[null, INITIAL_FEE_PERCENT]])
  })

  it('lets only admins set rates, from now on, and never changes one in force', async () => {
    expect((await rate({ percent: 25, effectiveFrom: inDays(30) }, editor)).status).toBe(403)
    const past = await rate({ percent: 10, effectiveFrom: inDays(-3) })
    expect(past.status).toBe(400)
    expect(JSON.stringify(past.json)).toContain(FEE_MESSAGES.pastDate)
    expect((await rate({ percent: 100.5, effectiveFrom: inDays(30) })).status).toBe(400)
    const explorer = await makeUser(payload, 'explorer', 'eli')
    expect((await rate({ seller: explorer.id, percent: 10, effectiveFrom: inDays(30) })).status).toBe(400)
    expect((await rate({ seller: editor.id, percent: 10, effectiveFrom: inDays(30) })).status).toBe(400)

    const opening = (await payload.find({ collection: 'fee-rates', where: { seller: { exists: false } }, overrideAccess: true })).docs[0]!
    const edit = await restCall(payload, 'PATCH', `/cms/api/fee-rates/${opening.id}`, login(admin), { percent: 5 })
    expect(edit.status).toBe(403)
    expect(JSON.stringify(edit.json)).toContain(FEE_MESSAGES.inForceLocked)
    expect((await restCall(payload, 'DELETE', `/cms/api/fee-rates/${opening.id}`, login(admin))).status).toBe(403)
    const stored = await payload.findByID({ collection: 'fee-rates', id: opening.id, overrideAccess: true })
    expect(stored.percent).toBe(INITIAL_FEE_PERCENT)

    // A scheduled rate may still be corrected or withdrawn before it takes effect; a twin at the same moment is refused.
    const sixtyDays = inDays(60)
    const later = await rate({ percent: 28, effectiveFrom: sixtyDays })
    expect(later.status).toBe(201)
    const laterId = (later.json.doc as Json).id
    const twin = await rate({ percent: 27, effectiveFrom: sixtyDays })
    expect(twin.status).toBe(409)
    expect(JSON.stringify(twin.json)).toContain(FEE_MESSAGES.duplicate)
    expect((await restCall(payload, 'PATCH', `/cms/api/fee-rates/${laterId}`, login(admin), { percent: 27.5 })).status).toBe(200)
    expect((await shop.http.get('/api/admin/fee', kabir)).json.next).toMatchObject({ percent: 27.5 })
    expect((await restCall(payload, 'DELETE', `/cms/api/fee-rates/${laterId}`, login(admin))).status).toBe(200)
    expect((await shop.http.get('/api/admin/fee', kabir)).json.next).toBeNull()
  })

  it("stores each line's fee at payment, shows the seller gross, fee and net, and keeps it from everyone else", async () => {
    // Meera has her own rate from now; a default change scheduled later is announced to Kabir only.
    expect((await rate({ seller: meera.id, percent: 20, effectiveFrom: new Date().toISOString() })).status).toBe(201)
    expect((await rate({ percent: 25, effectiveFrom: inDays(90) })).status).toBe(201)
    expect((await shop.http.get('/api/admin/fee', meera)).json).toMatchObject({ percent: 20, own: true, next: null })
    expect((await shop.http.get('/api/admin/fee', kabir)).json).toMatchObject({ percent: INITIAL_FEE_PERCENT, next: { percent: 25 } })

    const order = await paidOrder([
      { owner: meera, price: 12_345 },
      { owner: kabir, price: 40_000 },
    ])
    expect(order.items.map((i) => [i.price, i.feeBasisPoints, i.feePaise])).toEqual([
      [12_345, 2000, 246_900],
      [40_000, 3000, 1_200_000],
    ])

    const meeraSale = await saleOf(meera, order.id)
    expect(meeraSale.items.map((i: Json) => [i.title, i.price, i.feePercent, i.fee, i.net])).toEqual([
      ['Fee work 1', 12_345, 20, 2469, 9876],
    ])
    expect([meeraSale.totalAmount, meeraSale.feeAmount, meeraSale.netAmount]).toEqual([12_345, 2469, 9876])
    const kabirSale = await saleOf(kabir, order.id)
    expect([kabirSale.totalAmount, kabirSale.feeAmount, kabirSale.netAmount]).toEqual([40_000, 12_000, 28_000])

    // The buyer reads the order without anyone's fee; a seller reads their own line's only.
    const asBuyer = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: false, user: buyer })
    expect(asBuyer.items.map((i) => [i.feeBasisPoints, i.feePaise])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ])
    const purchases = (await shop.http.get('/api/admin/purchases', buyer)).json.orders as Json[]
    expect(Object.keys(purchases[0]!.items[0]).filter((key) => /fee|net/i.test(key))).toEqual([])
    const asKabir = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: false, user: kabir })
    expect(asKabir.items.map((i) => [i.price, i.feePaise])).toEqual([[40_000, 1_200_000]])

    // A later rate changes later sales only; staff cannot rewrite a stored fee at any door.
    expect((await rate({ seller: meera.id, percent: 10, effectiveFrom: new Date().toISOString() })).status).toBe(201)
    expect((await saleOf(meera, order.id)).feeAmount).toBe(2469)
    const rewrite = await restCall(payload, 'PATCH', `/cms/api/orders/${order.id}`, login(admin), {
      items: order.items.map((i) => ({ ...i, feePaise: 0 })),
    })
    expect(rewrite.status).toBe(403)
    expect(JSON.stringify(rewrite.json)).toContain(ORDER_MESSAGES.itemsLocked)
    const next = await paidOrder([{ owner: meera, price: 10_000 }])
    expect(next.items.map((i) => [i.feeBasisPoints, i.feePaise])).toEqual([[1000, 100_000]])
  })
})
