import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { moveFulfilment } from '../../cms/sales/orderMachine'
import type { Order, User } from '../../payload-types'
import { ORDER_MESSAGES } from '../../shared/checkout-messages'
import {
  artworkById,
  checkoutAndPay,
  dueNow,
  type Json,
  mailsTo,
  subjectOf,
  orderById,
  runJobs,
  type Shop,
  startShop,
  storedPayment,
} from './helpers/shop'
import { restCall } from './helpers/payloadRest'
import { PASSWORD } from './helpers/users'

let shop: Shop
let payload: Payload
let seller: User
let otherSeller: User
let editor: User

/** A paid order of `buyer` for new works of the given sellers. */
async function paidOrder(buyer: User, sellers: User[] = [seller]) {
  const works = []
  for (const [i, s] of sellers.entries())
    works.push(await shop.work(s, { title: `Work ${i + 1} of ${buyer.username}`, price: 10000 * (i + 1) }))
  await shop.http.post('/api/user/rp-create-order', { artworkIds: works.map((w) => String(w.id)) }, buyer)
  const session = await shop.http.post(
    '/api/user/rp-create-order',
    { artworkIds: works.map((w) => String(w.id)), addressId: buyer.addresses?.[0]?.id },
    buyer,
  )
  const paid = await shop.http.post('/api/payments/simulator/pay', { razorpay_order_id: session.json.id, outcome: 'success' }, buyer)
  const verified = await shop.http.post('/api/user/rp-verify-signature', paid.json, buyer)
  expect(verified.status).toBe(200)
  return { order: await orderById(payload, session.json.orderId), works, paymentId: paid.json.razorpay_payment_id as string }
}

/** A back-office edit as staff would make it in /cms (the Local API with the editor's access). */
const asEditor = (id: number, data: Partial<Order>) =>
  payload.update({ collection: 'orders', id, data, overrideAccess: false, user: { ...editor, collection: 'users' } as User, depth: 0 })

/** The same edit through Payload's REST API (/cms/api/orders/:id), as Next's route handler serves it. */
const rest = (method: string, path: string, body: unknown, who: User) =>
  restCall(payload, method, path, { email: who.email, password: PASSWORD }, body) as Promise<{ status: number; json: Json }>

beforeAll(async () => {
  shop = await startShop()
  payload = shop.payload
  seller = await shop.seller('meera')
  otherSeller = await shop.seller('kabir')
  editor = await shop.member('editor', 'esha')
})
afterAll(async () => shop?.close())
beforeEach(async () => {
  await payload.db.deleteMany({ collection: 'payload-jobs', where: { id: { exists: true } } })
})

describe('POST /api/user/cancel-order', () => {
  it('cancels a placed order, refunds it once however often it is retried, and puts the works back on sale', async () => {
    const buyer = await shop.buyer()
    const { order, works, paymentId } = await paidOrder(buyer, [seller, otherSeller])
    const res = await shop.http.post('/api/user/cancel-order', { orderId: String(order.id) }, buyer)
    expect(res.status).toBe(200)
    expect(res.json.order).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'refunded',
      canCancel: false,
      cancellation: { by: 'buyer', reason: ORDER_MESSAGES.cancelledByBuyer },
      refund: { status: 'processed', amount: 30000 },
    })
    expect(res.json.order.statusHistory.map((h: Json) => h.status)).toEqual(['placed', 'cancelled'])
    for (const w of works) {
      expect(await artworkById(payload, w.id)).toMatchObject({ saleState: 'forSale', available: true, soldOrder: null, soldAt: null })
    }
    // A retried cancel (double click, a retry after a timeout) and the queued refund job: one refund.
    const again = await shop.http.post('/api/user/cancel-order', { orderId: String(order.id) }, buyer)
    expect(again.status).toBe(200)
    expect(again.json.order.refund).toEqual(res.json.order.refund)
    await runJobs(payload)
    const stored = await storedPayment(payload, paymentId)
    expect(stored?.refunds).toHaveLength(1)
    expect(stored).toMatchObject({ status: 'refunded', amount_refunded: 3_000_000 })
    const mails = mailsTo(buyer.addresses![0]!.email)
    expect(mails.filter((m) => m.includes(`is cancelled`))).toHaveLength(1)
    expect(mails.filter((m) => m.includes('Subject: Your refund for Kala order'))).toHaveLength(1)
    expect(mails.find((m) => m.includes('Subject: Your refund'))).toContain('₹30,000')
    // Each seller, asked to pack their work, is told not to send it: their own work only, once.
    for (const [s, work, other] of [
      [seller, works[0]!, works[1]!],
      [otherSeller, works[1]!, works[0]!],
    ] as const) {
      const told = mailsTo(s.email).filter((m) => subjectOf(m).startsWith('Cancelled on Kala: do not ship'))
      expect(told, `${s.username} is told once`).toHaveLength(1)
      expect(told[0]).toContain(work.title)
      expect(told[0]).not.toContain(other.title)
      expect(told[0]).toContain(`Order ${order.orderNumber} has been cancelled by the collector. Please do not send these works`)
    }
  })

  it('refuses once packed, for unpaid orders, and for someone else’s order', async () => {
    const buyer = await shop.buyer()
    const { order } = await paidOrder(buyer)
    const stranger = await shop.buyer()
    expect((await shop.http.post('/api/user/cancel-order', { orderId: String(order.id) }, stranger)).status).toBe(404)
    expect((await shop.http.post('/api/user/cancel-order', { orderId: String(order.id) })).status).toBe(401)
    expect((await shop.http.post('/api/user/cancel-order', { orderId: 'abc' }, buyer)).status).toBe(404)
    await asEditor(order.id, { orderStatus: 'packed' })
    const late = await shop.http.post('/api/user/cancel-order', { orderId: String(order.id) }, buyer)
    expect(late.status).toBe(409)
    expect(late.json.error).toBe(ORDER_MESSAGES.cancelAfterPacked)
    expect((await orderById(payload, order.id)).orderStatus).toBe('packed')

    const failedWork = await shop.work(seller, { price: 1000 })
    const failed = await checkoutAndPay(shop, buyer, [failedWork], 'failure')
    await shop.http.post('/api/user/create-order', { razorpay_order_id: failed.session.id, paymentStatus: 'failed' }, buyer)
    const unpaid = await shop.http.post('/api/user/cancel-order', { orderId: failed.session.orderId }, buyer)
    expect([unpaid.status, unpaid.json.error]).toEqual([409, ORDER_MESSAGES.cancelUnpaid])
    const pending = await shop.http.post(
      '/api/user/rp-create-order',
      { artworkIds: [String((await shop.work(seller, { price: 500 })).id)] },
      buyer,
    )
    expect((await shop.http.post('/api/user/cancel-order', { orderId: pending.json.orderId }, buyer)).status).toBe(404)
  })

  it('a decided refund that was never carried out (the process died) is carried out by reconciliation, once', async () => {
    const buyer = await shop.buyer()
    const { order, paymentId } = await paidOrder(buyer)
    // The cancellation commits; the process dies before the refund job runs (its job is lost too).
    expect(await moveFulfilment(payload, { order, to: 'cancelled', by: 'staff', reason: 'Damaged in the studio' })).toBe(true)
    await payload.db.deleteMany({ collection: 'payload-jobs', where: { id: { exists: true } } })
    expect(await orderById(payload, order.id)).toMatchObject({ paymentStatus: 'success', refund: { status: 'requested' } })
    await payload.db.updateOne({
      collection: 'orders',
      id: order.id,
      data: { refund: { ...(await orderById(payload, order.id)).refund, requestedAt: new Date(Date.now() - 120_000).toISOString() } },
    })
    for (let i = 0; i < 2; i++) {
      await payload.jobs.queue({ task: 'reconcilePayments', input: {} })
      await runJobs(payload)
    }
    expect(await orderById(payload, order.id)).toMatchObject({ paymentStatus: 'refunded', refund: { status: 'processed' } })
    expect((await storedPayment(payload, paymentId))?.refunds).toHaveLength(1)
  })
})

describe('fulfilment in the back office', () => {
  it('moves forward only, dates each step, needs a carrier and tracking number to ship, and e-mails the buyer', async () => {
    const buyer = await shop.buyer()
    const { order } = await paidOrder(buyer)
    const packed = await asEditor(order.id, { orderStatus: 'packed' })
    expect(packed.statusHistory?.map((h) => h.status)).toEqual(['placed', 'packed'])
    await expect(asEditor(order.id, { orderStatus: 'shipped' })).rejects.toThrow(ORDER_MESSAGES.shipmentNeeded)
    await expect(asEditor(order.id, { orderStatus: 'placed' })).rejects.toThrow(ORDER_MESSAGES.backwards('packed', 'placed'))
    const shipped = await asEditor(order.id, {
      orderStatus: 'shipped',
      shipment: { carrier: 'Blue Dart', trackingNumber: 'BD123456789IN' },
    })
    expect(shipped.statusHistory?.map((h) => h.status)).toEqual(['placed', 'packed', 'shipped'])
    expect(shipped.statusHistory?.every((h) => !Number.isNaN(Date.parse(h.at)))).toBe(true)
    await expect(asEditor(order.id, { orderStatus: 'cancelled' })).rejects.toThrow(ORDER_MESSAGES.cancelAfterShipped)
    await expect(asEditor(order.id, { paymentStatus: 'failed' })).rejects.toThrow(ORDER_MESSAGES.paymentFieldsLocked)
    await expect(asEditor(order.id, { totalAmount: 1 })).rejects.toThrow(ORDER_MESSAGES.paymentFieldsLocked)

    const list = await shop.http.get('/api/admin/purchases', buyer)
    expect(list.json.orders[0]).toMatchObject({
      orderStatus: 'shipped',
      status: 'shipped',
      canCancel: false,
      shipment: { carrier: 'Blue Dart', trackingNumber: 'BD123456789IN' },
    })
    const delivered = await asEditor(order.id, { orderStatus: 'delivered' })
    expect(delivered.statusHistory?.map((h) => h.status)).toEqual(['placed', 'packed', 'shipped', 'delivered'])
    await expect(asEditor(order.id, { orderStatus: 'packed' })).rejects.toThrow(ORDER_MESSAGES.closed('delivered'))

    await runJobs(payload)
    const mails = mailsTo(buyer.addresses![0]!.email)
    for (const step of ['packed', 'shipped', 'delivered']) {
      expect(mails.filter((m) => m.includes(`Subject: Your Kala order ${order.orderNumber} is ${step}`))).toHaveLength(1)
    }
    expect(mails.find((m) => m.includes('is shipped'))).toContain('BD123456789IN')
  })

  it('fills a skipped step with the same date, refuses unpaid orders, and a staff cancel refunds and reopens the works', async () => {
    const buyer = await shop.buyer()
    const { order, works, paymentId } = await paidOrder(buyer)
    const shipped = await asEditor(order.id, { orderStatus: 'shipped', shipment: { carrier: 'DTDC', trackingNumber: 'D1' } })
    const [, packedStep, shippedStep] = shipped.statusHistory ?? []
    expect([packedStep?.status, shippedStep?.status]).toEqual(['packed', 'shipped'])
    expect(packedStep?.at).toBe(shippedStep?.at)

    const other = await paidOrder(buyer)
    const cancelled = await asEditor(other.order.id, { orderStatus: 'cancelled', cancellation: { reason: 'Frame broke in the studio' } })
    expect(cancelled).toMatchObject({
      orderStatus: 'cancelled',
      cancellation: { by: 'staff', reason: 'Frame broke in the studio' },
      refund: { status: 'requested' },
    })
    expect(await artworkById(payload, other.works[0]!.id)).toMatchObject({ saleState: 'forSale', available: true })
    await runJobs(payload)
    expect(await orderById(payload, other.order.id)).toMatchObject({ paymentStatus: 'refunded', refund: { status: 'processed' } })
    expect((await storedPayment(payload, other.paymentId))?.refunds).toHaveLength(1)
    expect((await storedPayment(payload, paymentId))?.refunds).toHaveLength(0)
    expect((await artworkById(payload, works[0]!.id)).saleState).toBe('sold')
    const told = mailsTo(seller.email).filter((m) => subjectOf(m).startsWith('Cancelled on Kala: do not ship'))
    // This buyer's two orders: only the cancelled one is called off.
    const about = (number: string | null | undefined) => told.filter((m) => subjectOf(m).endsWith(`(order ${number})`))
    expect(about(order.orderNumber)).toEqual([])
    expect(about(other.order.orderNumber).map(subjectOf)).toEqual([
      `Cancelled on Kala: do not ship "${other.works[0]!.title}" (order ${other.order.orderNumber})`,
    ])
    expect(about(other.order.orderNumber)[0]).toContain(
      `Order ${other.order.orderNumber} has been cancelled by Kala: Frame broke in the studio. Please do not send`,
    )

    const pendingWork = await shop.work(seller, { price: 900 })
    const pending = await shop.http.post('/api/user/rp-create-order', { artworkIds: [String(pendingWork.id)] }, buyer)
    await expect(asEditor(Number(pending.json.orderId), { orderStatus: 'packed' })).rejects.toThrow(ORDER_MESSAGES.notPaid)
  })

  it('applies the same rules through REST /cms/api/orders/:id, and only for staff', async () => {
    const buyer = await shop.buyer()
    const { order } = await paidOrder(buyer)
    const forward = await rest('PATCH', `/cms/api/orders/${order.id}`, { orderStatus: 'packed' }, editor)
    expect(forward.status).toBe(200)
    expect(forward.json.doc.statusHistory.map((h: Json) => h.status)).toEqual(['placed', 'packed'])
    const back = await rest('PATCH', `/cms/api/orders/${order.id}`, { orderStatus: 'placed' }, editor)
    expect(back.status).toBe(400)
    expect(back.json.errors[0].message).toBe(ORDER_MESSAGES.backwards('packed', 'placed'))
    const noTracking = await rest('PATCH', `/cms/api/orders/${order.id}`, { orderStatus: 'shipped' }, editor)
    expect([noTracking.status, noTracking.json.errors[0].message]).toEqual([400, ORDER_MESSAGES.shipmentNeeded])
    const paidField = await rest('PATCH', `/cms/api/orders/${order.id}`, { paymentStatus: 'pending' }, editor)
    expect([paidField.status, paidField.json.errors[0].message]).toEqual([403, ORDER_MESSAGES.paymentFieldsLocked])
    // What was bought and at what price is the checkout's: not a line, not a price, not a title.
    const [line] = order.items
    for (const items of [[{ ...line, price: 1 }], [{ ...line, title: 'Something else' }], [line, { ...line, id: undefined }]]) {
      const edited = await rest('PATCH', `/cms/api/orders/${order.id}`, { items }, editor)
      expect([edited.status, edited.json.errors[0].message]).toEqual([403, ORDER_MESSAGES.itemsLocked])
    }
    await expect(asEditor(order.id, { items: [{ ...line!, price: 1 }] })).rejects.toThrow(ORDER_MESSAGES.itemsLocked)
    // The same lines sent back unchanged (the back office's form saves the whole order) pass.
    expect((await rest('PATCH', `/cms/api/orders/${order.id}`, { items: order.items, orderStatus: 'packed' }, editor)).status).toBe(200)
    expect((await orderById(payload, order.id)).items.map((i) => i.price)).toEqual(order.items.map((i) => i.price))
    expect((await rest('PATCH', `/cms/api/orders/${order.id}`, { orderStatus: 'shipped' }, buyer)).status).toBe(403)
    expect((await orderById(payload, order.id)).orderStatus).toBe('packed')
  })
})

describe('GET /api/admin/sales', () => {
  it("lists paid orders with the seller's own items, the buyer's name, phone and address, and the step", async () => {
    const buyer = await shop.buyer()
    const s = await shop.seller('sales')
    const o = await shop.seller('other')
    const { order } = await paidOrder(buyer, [s, o])
    await shop.http.post('/api/user/rp-create-order', { artworkIds: [String((await shop.work(s, { price: 100 })).id)] }, buyer)
    const res = await shop.http.get('/api/admin/sales', s)
    expect(res.status).toBe(200)
    expect(res.json.totalOrders).toBe(1)
    expect(res.json.orders[0]).toMatchObject({
      _id: String(order.id),
      orderNumber: order.orderNumber,
      orderStatus: 'placed',
      totalAmount: 10000,
      buyer: { name: 'Asha Rao', phone: '9812345678' },
      address: { line1: '12 Residency Road', city: 'Bengaluru', pincode: '560025' },
      shipment: null,
    })
    expect(res.json.orders[0].items.map((i: Json) => i.price)).toEqual([10000])
    expect(JSON.stringify(res.json)).not.toContain(buyer.email)
    expect((await shop.http.get('/api/admin/sales', o)).json.orders[0].items.map((i: Json) => i.price)).toEqual([20000])
    expect((await shop.http.get('/api/admin/sales', buyer)).json).toEqual({
      totalOrders: 0,
      orders: [],
      payables: { held: 0, available: 0 },
    })
    expect((await shop.http.get('/api/admin/sales')).status).toBe(401)
    await dueNow(payload)
  })
})
