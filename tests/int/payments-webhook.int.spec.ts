import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { simulatorSecrets } from '../../cms/payments'
import { recoverStalledJobs, STALLED_JOB_MINUTES } from '../../cms/sales/jobs'
import { RECONCILE_BATCH, reconcilePayments } from '../../cms/sales/reconcile'
import { webhookSignature } from '../../cms/payments/signatures'
import type { User } from '../../payload-types'
import { PAYMENT_MESSAGES } from '../../shared/checkout-messages'
import { artworkById, checkoutAndPay, dueNow, orderById, runJobs, type Shop, simulator, startShop } from './helpers/shop'

let shop: Shop
let payload: Payload
let seller: User
const WEBHOOK = '/api/payments/razorpay/webhook'

/** Sends a webhook as Razorpay does: the raw body, unchanged, with its headers. */
async function deliver(rawBody: string, headers: Record<string, string>, base = shop.base) {
  const res = await fetch(base + WEBHOOK, { method: 'POST', headers, body: rawBody })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}
const eventsOf = async (providerOrderId: string) =>
  (await payload.find({ collection: 'payment-events', where: { providerOrderId: { equals: providerOrderId } }, overrideAccess: true })).docs

beforeAll(async () => {
  shop = await startShop()
  payload = shop.payload
  seller = await shop.seller('meera')
})
afterAll(async () => shop?.close())
beforeEach(async () => {
  await payload.db.deleteMany({ collection: 'payload-jobs', where: { id: { exists: true } } })
})

describe('POST /api/payments/razorpay/webhook', () => {
  it('completes an order whose buyer closed the tab before the browser could report the payment', async () => {
    const buyer = await shop.buyer()
    const a = await shop.work(seller, { title: 'Tab Closed', price: 12000 })
    const { session, checkout } = await checkoutAndPay(shop, buyer, [a])
    const hook = await simulator(payload).simulateWebhook('payment.captured', checkout.razorpay_payment_id)
    const res = await deliver(hook.rawBody, hook.headers)
    expect(res).toEqual({ status: 200, json: { status: 'ok', outcome: 'paid' } })
    expect(await orderById(payload, session.orderId)).toMatchObject({ paymentStatus: 'success', paidVia: 'webhook', orderStatus: 'placed' })
    expect(await artworkById(payload, a.id)).toMatchObject({ saleState: 'sold', available: false, soldOrder: Number(session.orderId) })

    // The browser's verification, arriving late, reads the same paid order.
    const late = await shop.http.post('/api/user/rp-verify-signature', checkout, buyer)
    expect(late.status).toBe(200)
    expect(late.json.order.paymentStatus).toBe('success')

    // A redelivery of the same event is answered without acting again.
    const again = await deliver(hook.rawBody, hook.headers)
    expect(again).toEqual({ status: 200, json: { status: 'duplicate', outcome: 'paid' } })
    expect(await eventsOf(session.id)).toHaveLength(1)
    // order.paid about the same payment (another event id) finds it paid.
    const orderPaid = await simulator(payload).simulateWebhook('order.paid', checkout.razorpay_payment_id)
    expect((await deliver(orderPaid.rawBody, orderPaid.headers)).json).toEqual({ status: 'ok', outcome: 'already paid' })
    const order = await orderById(payload, session.orderId)
    expect(order.statusHistory?.map((h) => h.status)).toEqual(['placed'])
  })

  it('verifies the bytes as sent (whitespace and key order included), not a re-serialised body', async () => {
    const buyer = await shop.buyer()
    const a = await shop.work(seller, { price: 3000 })
    const { session, checkout } = await checkoutAndPay(shop, buyer, [a])
    const hook = await simulator(payload).simulateWebhook('order.paid', checkout.razorpay_payment_id)
    const pretty = JSON.stringify(JSON.parse(hook.rawBody), null, 2)
    const { webhookSecret } = simulatorSecrets({ PAYLOAD_SECRET: process.env.PAYLOAD_SECRET! })
    const res = await deliver(pretty, { ...hook.headers, 'x-razorpay-signature': webhookSignature(pretty, webhookSecret) })
    expect(res.json).toEqual({ status: 'ok', outcome: 'paid' })
    expect((await orderById(payload, session.orderId)).paymentStatus).toBe('success')
  })

  it('refuses forged, unsigned and malformed deliveries with 400 and stores nothing', async () => {
    const buyer = await shop.buyer()
    const a = await shop.work(seller, { price: 5000 })
    const { session, checkout } = await checkoutAndPay(shop, buyer, [a])
    const hook = await simulator(payload).simulateWebhook('payment.captured', checkout.razorpay_payment_id)
    const forged = hook.rawBody.replace('"amount":500000', '"amount":100')
    expect(forged).not.toBe(hook.rawBody)
    const bad = { status: 400, json: { error: PAYMENT_MESSAGES.webhookBadSignature } }
    expect(await deliver(forged, hook.headers)).toEqual(bad)
    expect(await deliver(hook.rawBody, { ...hook.headers, 'x-razorpay-signature': 'f'.repeat(64) })).toEqual(bad)
    const { 'x-razorpay-signature': _signature, ...unsigned } = hook.headers
    expect(await deliver(hook.rawBody, unsigned)).toEqual(bad)
    const { 'x-razorpay-event-id': _id, ...noId } = hook.headers
    expect(await deliver(hook.rawBody, noId)).toEqual({ status: 400, json: { error: PAYMENT_MESSAGES.webhookMissingEventId } })
    const { webhookSecret } = simulatorSecrets({ PAYLOAD_SECRET: process.env.PAYLOAD_SECRET! })
    const notJson = 'not json'
    expect(await deliver(notJson, { ...hook.headers, 'x-razorpay-signature': webhookSignature(notJson, webhookSecret) })).toEqual({
      status: 400,
      json: { error: PAYMENT_MESSAGES.webhookMalformed },
    })
    expect(await eventsOf(session.id)).toEqual([])
    expect((await orderById(payload, session.orderId)).paymentStatus).toBe('pending')

    // Signed events we do not act on, and orders that are not ours, are acknowledged (Razorpay would retry otherwise).
    const refund = JSON.stringify({ event: 'refund.processed', payload: {} })
    expect(
      await deliver(refund, {
        ...hook.headers,
        'x-razorpay-event-id': 'evt_other01',
        'x-razorpay-signature': webhookSignature(refund, webhookSecret),
      }),
    ).toEqual({ status: 200, json: { status: 'ok', outcome: 'ignored' } })
    const stranger = hook.rawBody.replaceAll(session.id, 'order_NotOursAtAll01')
    expect(
      await deliver(stranger, {
        ...hook.headers,
        'x-razorpay-event-id': 'evt_other02',
        'x-razorpay-signature': webhookSignature(stranger, webhookSecret),
      }),
    ).toEqual({ status: 200, json: { status: 'ok', outcome: 'unknown order' } })
  })

  it('marks a checkout failed on payment.failed, and never moves a paid order back', async () => {
    const buyer = await shop.buyer()
    const a = await shop.work(seller, { price: 7000 })
    const { session, checkout } = await checkoutAndPay(shop, buyer, [a], 'failure')
    const failed = await simulator(payload).simulateWebhook('payment.failed', checkout.error.metadata.payment_id)
    expect((await deliver(failed.rawBody, failed.headers)).json).toEqual({ status: 'ok', outcome: 'failed' })
    expect(await orderById(payload, session.orderId)).toMatchObject({ paymentStatus: 'failed', failureReason: checkout.error.description })

    const retry = await shop.http.post('/api/payments/simulator/pay', { razorpay_order_id: session.id, outcome: 'success' }, buyer)
    expect((await shop.http.post('/api/user/rp-verify-signature', retry.json, buyer)).status).toBe(200)
    // The failed attempt's event delivered again later, under a new id: the paid order stays paid.
    const stale = await simulator(payload).simulateWebhook('payment.failed', checkout.error.metadata.payment_id, {
      eventId: 'evt_staleFail01',
    })
    expect((await deliver(stale.rawBody, stale.headers)).json).toEqual({ status: 'ok', outcome: 'kept success' })
    expect(await orderById(payload, session.orderId)).toMatchObject({ paymentStatus: 'success', failureReason: null })
    expect((await artworkById(payload, a.id)).saleState).toBe('sold')
  })

  it("delivers the simulator's own webhook through the jobs queue a few seconds after the payment", async () => {
    const buyer = await shop.buyer()
    const a = await shop.work(seller, { price: 4000 })
    const { session } = await checkoutAndPay(shop, buyer, [a])
    const queued = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'deliverSimulatedWebhook' } },
      overrideAccess: true,
    })
    expect(queued.docs).toHaveLength(1)
    expect(Date.parse(String(queued.docs[0]!.waitUntil))).toBeGreaterThan(Date.now())
    await runJobs(payload)
    expect((await orderById(payload, session.orderId)).paymentStatus).toBe('pending')
    await dueNow(payload)
    await runJobs(payload)
    expect(await orderById(payload, session.orderId)).toMatchObject({ paymentStatus: 'success', paidVia: 'webhook' })
  })

  it('answers 503 with Razorpay keys but no webhook secret', async () => {
    const withKeys = await shop.app({ RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret-x', RAZORPAY_WEBHOOK_SECRET: undefined })
    const res = await deliver('{}', { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) }, withKeys)
    expect(res).toEqual({ status: 503, json: { error: PAYMENT_MESSAGES.webhooksDisabled } })
  })
})

describe('reconciliation (reconcilePayments job)', () => {
  it('confirms a captured payment nobody reported, marks an all-failed checkout failed, and changes nothing on a second run', async () => {
    const buyer = await shop.buyer()
    const a = await shop.work(seller, { title: 'Unreported', price: 6000 })
    const b = await shop.work(seller, { title: 'Declined', price: 6000 })
    const paid = await checkoutAndPay(shop, buyer, [a])
    const other = await shop.buyer()
    const declined = await checkoutAndPay(shop, other, [b], 'failure')
    // The webhook never arrives (its job is lost): only reconciliation can find these.
    await payload.db.deleteMany({ collection: 'payload-jobs', where: { id: { exists: true } } })

    await payload.jobs.queue({ task: 'reconcilePayments', input: {} })
    await runJobs(payload)
    expect(await orderById(payload, paid.session.orderId)).toMatchObject({ paymentStatus: 'success', paidVia: 'reconcile' })
    expect((await artworkById(payload, a.id)).soldOrder).toBe(Number(paid.session.orderId))
    expect(await orderById(payload, declined.session.orderId)).toMatchObject({
      paymentStatus: 'failed',
      failureReason: declined.checkout.error.description,
    })
    const before = await orderById(payload, paid.session.orderId)
    await payload.jobs.queue({ task: 'reconcilePayments', input: {} })
    await runJobs(payload)
    expect(await orderById(payload, paid.session.orderId)).toEqual(before)
    const confirmations = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendOrderMail' } },
      overrideAccess: true,
      pagination: false,
    })
    // The jobs ran and were deleted; the mail log says the confirmation went out once.
    expect(confirmations.docs).toEqual([])
    const log = await payload.find({ collection: 'mail-log', where: { order: { equals: before.id } }, overrideAccess: true })
    expect(log.docs.filter((m) => m.kind === 'confirmation')).toHaveLength(1)
  })

  it('reaches every checkout of the last day, however many were abandoned since', async () => {
    const buyer = await shop.buyer()
    const first = await shop.work(seller, { title: 'Oldest', price: 2500 })
    const paid = await checkoutAndPay(shop, buyer, [first])
    await payload.db.deleteMany({ collection: 'payload-jobs', where: { id: { exists: true } } })
    // More abandoned checkouts after it than one run looks at.
    for (let i = 0; i < RECONCILE_BATCH + 5; i++) {
      const w = await shop.work(seller, { price: 1000 + i })
      expect(
        (await shop.http.post('/api/user/rp-create-order', { artworkIds: [String(w.id)] }, await shop.buyer(`quitter${i}`))).status,
      ).toBe(200)
    }
    await reconcilePayments(payload)
    expect((await orderById(payload, paid.session.orderId)).paymentStatus).toBe('pending')
    await reconcilePayments(payload)
    expect(await orderById(payload, paid.session.orderId)).toMatchObject({ paymentStatus: 'success', paidVia: 'reconcile' })
  })
})

describe('the jobs queue', () => {
  it('runs again a job left "processing" by a worker that died', async () => {
    const job = await payload.jobs.queue({ task: 'expireReservations', input: {} })
    const stale = new Date(Date.now() - (STALLED_JOB_MINUTES + 1) * 60_000).toISOString()
    await payload.db.updateOne({ collection: 'payload-jobs', id: job.id, data: { processing: true, updatedAt: stale } })
    await runJobs(payload)
    expect(await payload.findByID({ collection: 'payload-jobs', id: job.id, disableErrors: true })).not.toBeNull()
    await recoverStalledJobs(payload)
    await runJobs(payload)
    expect(await payload.findByID({ collection: 'payload-jobs', id: job.id, disableErrors: true })).toBeNull()
  })
})
