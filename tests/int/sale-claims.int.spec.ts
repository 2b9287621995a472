/**
 * The portable sale path (cms/sales/portable) after a process died halfway: what it leaves in
 * `sale-claims`, and how the next report of the payment or the expiry job completes it. Only the
 * `int-portable` project runs these (on SQL a sale is one transaction: nothing is left halfway).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '../../payload-types'
import { CHECKOUT_MESSAGES } from '../../shared/checkout-messages'
import { artworkById, checkoutAndPay, lapseReservation, orderById, runJobs, type Shop, startShop } from './helpers/shop'

const portable = process.env.CATALOGUE_IMPL === 'portable'
let shop: Shop
let payload: Payload
let seller: User

beforeAll(async () => {
  if (!portable) return
  shop = await startShop()
  payload = shop.payload
  seller = await shop.seller('claims-seller')
}, 300_000)
afterAll(async () => shop?.close())

const past = () => new Date(Date.now() - 1000).toISOString()
const claimKeys = async () =>
  (await payload.find({ collection: 'sale-claims', pagination: false, depth: 0, overrideAccess: true, sort: 'key' })).docs.map((c) => c.key)
const expire = async () => {
  await payload.jobs.queue({ task: 'expireReservations', input: {} })
  await runJobs(payload)
}

describe.skipIf(!portable)('a portable sale interrupted by a process that died', () => {
  it('a payment that claimed the work and died before writing the order is completed by the next report; nobody buys the work meanwhile', async () => {
    const work = await shop.work(seller, { title: 'Interrupted', price: 52000 })
    const buyer = await shop.buyer()
    const rival = await shop.buyer('rival')
    const { session, checkout } = await checkoutAndPay(shop, buyer, [work])
    // The dead process held the order's lease (now lapsed) and had claimed the work.
    const orderId = Number(session.orderId)
    const data = (key: string, kind: 'lease' | 'sold', expiresAt: string | null) => ({
      key,
      kind,
      artwork: work.id,
      order: orderId,
      expiresAt,
    })
    for (const claim of [data(`lease:${orderId}`, 'lease', past()), data(`sold:${work.id}`, 'sold', null)]) {
      await payload.create({ collection: 'sale-claims', data: claim, overrideAccess: true })
    }
    await lapseReservation(payload, work.id)

    const refused = await shop.http.post('/api/user/rp-create-order', { artworkIds: [String(work.id)] }, rival)
    expect([refused.status, refused.json.error]).toEqual([409, CHECKOUT_MESSAGES.reservedByOther('Interrupted')])

    const verified = await shop.http.post('/api/user/rp-verify-signature', checkout, buyer)
    expect(verified.status).toBe(200)
    expect(verified.json.order).toMatchObject({ _id: session.orderId, paymentStatus: 'success', orderStatus: 'placed' })
    expect(await artworkById(payload, work.id)).toMatchObject({ saleState: 'sold', available: false, soldOrder: orderId })
    expect(await claimKeys()).toEqual([`sold:${work.id}`])
  })

  it('a paid order whose work was never shown as sold is put right by the expiry job', async () => {
    const work = await shop.work(seller, { title: 'Half written', price: 31000 })
    const buyer = await shop.buyer()
    const { session, checkout } = await checkoutAndPay(shop, buyer, [work])
    expect((await shop.http.post('/api/user/rp-verify-signature', checkout, buyer)).status).toBe(200)
    // As if the process died after writing the order and before writing the work.
    const orderId = Number(session.orderId)
    await payload.db.updateOne({
      collection: 'artworks',
      id: work.id,
      data: { saleState: 'reserved', available: true, soldOrder: null, soldAt: null, reservedOrder: orderId, reservedUntil: past() },
    })
    expect((await shop.http.post('/api/user/cart', { artworkIds: [String(work.id)] }, null)).json.items[0]).toMatchObject({
      saleStatus: 'available',
    })

    await expire()
    expect(await artworkById(payload, work.id)).toMatchObject({ saleState: 'sold', available: false, soldOrder: orderId })
    expect((await orderById(payload, orderId)).paymentStatus).toBe('success')
  })

  it('the claim of a payment that died before writing its order stops blocking the work once the expiry job ran', async () => {
    const work = await shop.work(seller, { title: 'Freed', price: 27000 })
    const buyer = await shop.buyer()
    const rival = await shop.buyer('rival')
    const opened = await shop.http.post('/api/user/rp-create-order', { artworkIds: [String(work.id)] }, buyer)
    expect(opened.status).toBe(200)
    await payload.create({
      collection: 'sale-claims',
      data: { key: `sold:${work.id}`, kind: 'sold', artwork: work.id, order: Number(opened.json.orderId) },
      overrideAccess: true,
    })
    await lapseReservation(payload, work.id)
    expect((await shop.http.post('/api/user/rp-create-order', { artworkIds: [String(work.id)] }, rival)).status).toBe(409)

    await expire()
    const second = await shop.http.post('/api/user/rp-create-order', { artworkIds: [String(work.id)] }, rival)
    expect(second.status).toBe(200)
    expect(await artworkById(payload, work.id)).toMatchObject({ saleState: 'reserved', reservedOrder: Number(second.json.orderId) })
  })
})
