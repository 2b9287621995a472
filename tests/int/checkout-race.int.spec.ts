/**
 * Sold once, under load: many buyers at once over real HTTP against one server, on SQLite and (with
 * TEST_POSTGRES_URL) PostgreSQL. Every answer must be a success or a clear 409; the database must
 * end with exactly one paid order for the work, the work sold to it once, and every other payment
 * refunded exactly once.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Artwork, User } from '../../payload-types'
import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES } from '../../shared/checkout-messages'
import { artworkById, dueNow, type Json, lapseReservation, runJobs, type Shop, simulator, startShop, storedPayment } from './helpers/shop'
import { checkLedger, settleLedger } from '../../cms/sales/ledger'

let shop: Shop
let payload: Payload
let seller: User
const BUYERS = 50

beforeAll(async () => {
  shop = await startShop()
  payload = shop.payload
  seller = await shop.seller('meera')
}, 300_000)
afterAll(async () => shop?.close())

const buyers = async (count: number, name: string) => {
  const list: User[] = []
  for (let i = 0; i < count; i++) list.push(await shop.buyer(`${name}${i}`))
  return list
}

async function paidOrdersOf(work: Artwork) {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { 'items.artwork': { equals: work.id } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return {
    all: docs,
    kept: docs.filter((o) => o.paymentStatus === 'success' && o.orderStatus !== 'cancelled'),
    refunded: docs.filter((o) => o.cancellation?.by === 'system'),
  }
}

const clear409 = [CHECKOUT_MESSAGES.reservedByOther('The One'), CHECKOUT_MESSAGES.sold('The One')]

describe(`${BUYERS} buyers race for one original`, () => {
  it('checkout, payment and verification interleaved: one paid order, one sale, a clear 409 for everyone else', async () => {
    const work = await shop.work(seller, { title: 'The One', price: 75000 })
    const people = await buyers(BUYERS, 'racer')
    const results = await Promise.all(
      people.map(async (who) => {
        const opened = await shop.http.post('/api/user/rp-create-order', { artworkIds: [String(work.id)], amount: 75000 }, who)
        if (opened.status !== 200) return { step: 'checkout', status: opened.status, error: opened.json.error as string }
        const paid = await shop.http.post('/api/payments/simulator/pay', { razorpay_order_id: opened.json.id, outcome: 'success' }, who)
        const verified = await shop.http.post('/api/user/rp-verify-signature', paid.json, who)
        return { step: 'verify', status: verified.status, error: verified.json.error as string | undefined }
      }),
    )
    const statuses = results.map((r) => `${r.step} ${r.status}`)
    expect(statuses.filter((s) => s === 'verify 200')).toHaveLength(1)
    expect(statuses.filter((s) => s === 'checkout 409')).toHaveLength(BUYERS - 1)
    for (const r of results.filter((x) => x.status === 409)) expect(clear409).toContain(r.error)

    const orders = await paidOrdersOf(work)
    expect(orders.kept).toHaveLength(1)
    expect(orders.all).toHaveLength(1)
    expect(await artworkById(payload, work.id)).toMatchObject({ saleState: 'sold', available: false, soldOrder: orders.kept[0]!.id })
  })

  it('ten buyers who each paid for it (their reservations lapsed in turn): verifications, webhooks, reconciliation and new checkouts all at once', async () => {
    const work = await shop.work(seller, { title: 'The One', price: 64000 })
    const payers = await buyers(10, 'payer')
    const latecomers = await buyers(BUYERS - payers.length, 'late')
    // Each payer opens a checkout after the previous one's reservation has lapsed: all ten hold a
    // provider order for the same work, and all ten pay it.
    const held: { who: User; checkout: Json; paymentId: string }[] = []
    for (const who of payers) {
      await lapseReservation(payload, work.id)
      const opened = await shop.http.post('/api/user/rp-create-order', { artworkIds: [String(work.id)] }, who)
      expect(opened.status).toBe(200)
      const paid = await shop.http.post('/api/payments/simulator/pay', { razorpay_order_id: opened.json.id, outcome: 'success' }, who)
      held.push({ who, checkout: paid.json, paymentId: paid.json.razorpay_payment_id })
    }
    const webhooks = await Promise.all(held.map((h) => simulator(payload).simulateWebhook('payment.captured', h.paymentId)))

    const [verifications, deliveries, newCheckouts] = await Promise.all([
      Promise.all(held.map((h) => shop.http.post('/api/user/rp-verify-signature', h.checkout, h.who))),
      Promise.all(
        webhooks.map((w) =>
          fetch(`${shop.base}/api/payments/razorpay/webhook`, { method: 'POST', headers: w.headers, body: w.rawBody }).then(
            (r) => r.status,
          ),
        ),
      ),
      Promise.all(latecomers.map((who) => shop.http.post('/api/user/rp-create-order', { artworkIds: [String(work.id)] }, who))),
      (async () => {
        await payload.jobs.queue({ task: 'reconcilePayments', input: {} })
        await runJobs(payload)
      })(),
    ])

    expect(deliveries.every((s) => s === 200)).toBe(true)
    expect(verifications.filter((v) => v.status === 200)).toHaveLength(1)
    const lost = verifications.filter((v) => v.status === 409)
    expect(lost).toHaveLength(payers.length - 1)
    for (const v of lost)
      expect(v.json.error).toMatch(
        /^Sorry, "The One" was sold to another buyer while you paid\. Your payment (has been|will be) refunded\.$/,
      )
    expect(newCheckouts.every((c) => c.status === 409 && clear409.includes(c.json.error))).toBe(true)

    const orders = await paidOrdersOf(work)
    expect(orders.kept).toHaveLength(1)
    expect(orders.refunded).toHaveLength(payers.length - 1)
    const winner = orders.kept[0]!
    expect(await artworkById(payload, work.id)).toMatchObject({ saleState: 'sold', soldOrder: winner.id })

    // Every refund is carried out, once, whichever path got there first.
    await dueNow(payload)
    await runJobs(payload)
    for (const h of held) {
      const stored = await storedPayment(payload, h.paymentId)
      const isWinner = stored?.order_id === winner.razorpay_order_id
      expect(stored?.refunds).toHaveLength(isWinner ? 0 : 1)
    }
    const after = await paidOrdersOf(work)
    expect(after.refunded.every((o) => o.paymentStatus === 'refunded' && o.refund?.status === 'processed')).toBe(true)
    const replay = await shop.http.post(
      '/api/user/rp-verify-signature',
      held.find((h) => h.checkout.razorpay_order_id !== winner.razorpay_order_id)!.checkout,
      held.find((h) => h.checkout.razorpay_order_id !== winner.razorpay_order_id)!.who,
    )
    expect(replay.json.error).toBe(PAYMENT_MESSAGES.lostRace(['The One'], true))
  })

  it('leaves the ledger true: the money in equals captured less refunded, split between Kala and the sellers', async () => {
    // The hourly sweep repeats whatever a transition's own ledger write missed.
    await settleLedger(payload)
    expect(await checkLedger(payload)).toEqual([])
    expect(
      (await payload.count({ collection: 'ledger-entries', where: { kind: { equals: 'payment' } }, overrideAccess: true })).totalDocs,
    ).toBeGreaterThan(0)
  })
})
