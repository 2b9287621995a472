/**
 * Returns a buyer can use (issue 20, part 4), in the simulator: asked within the window after
 * delivery by the buyer only, once per line, with photos; staff approve or decline, record the
 * return shipment and mark it received; the line's price is refunded through the gateway once
 * (however often the job runs), the line marked returned, the ledger takes back the fee and the
 * payable (held, or paid out: the transfer reversed) and records the refund; while a return is
 * open the payable stays held; the work goes back on sale only when staff say so. Both doors: the
 * storefront API and /cms/api. Runs on the SQL path and the portable one.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { atomically } from '../../cms/db/atomic'
import { sql } from '../../cms/db/sql'
import { balancesOf, checkLedger } from '../../cms/sales/ledger'
import { moveFulfilment } from '../../cms/sales/orderMachine'
import { actOnPayout, settleAll } from '../../cms/sales/payouts'
import { refundReturn, returnRefundKey } from '../../cms/sales/returns'
import type { Order, PayoutTransfer, Return, User } from '../../payload-types'
import { formatDate } from '../../shared/format'
import { DEFAULT_RETURN_DAYS as RETURN_WINDOW_DAYS } from '../../shared/returnPolicy'
import { RETURN_MESSAGES } from '../../shared/returns'
import { jpeg } from './helpers/images'
import { restCall } from './helpers/payloadRest'
import {
  artworkById,
  dueNow,
  mailsTo,
  orderById,
  paidOrder as paidOrderOf,
  runJobs,
  storedPayment,
  subjectOf,
  type Shop,
  startShop,
} from './helpers/shop'
import { PASSWORD } from './helpers/users'

let shop: Shop
let payload: Payload
let admin: User
let meera: User
let buyer: User
let other: User

const DAY = 86_400_000
const as = (u: User) => ({ email: u.email, password: PASSWORD })

const linkAccount = (seller: User, accountId: string) =>
  payload.create({
    collection: 'payout-accounts',
    data: {
      seller: seller.id,
      legalName: `Payee ${seller.id}`,
      panMasked: '••••••234F',
      method: 'bank',
      accountMasked: '••••6789',
      ifsc: 'HDFC0001234',
      state: 'Karnataka',
      linkedAccountId: accountId,
    },
    overrideAccess: true,
  })

const paidOrder = (price = 10_000): Promise<Order> => paidOrderOf(shop, buyer, [{ owner: meera, price }], 'Returned work')

/** Delivered `daysAgo` days ago (the step's date moved back, as time passing would). */
async function deliver(order: Order, daysAgo = 0): Promise<Order> {
  const fresh = await orderById(payload, order.id)
  expect(await moveFulfilment(payload, { order: fresh, to: 'delivered', by: 'staff', reason: null })).toBe(true)
  const at = new Date(Date.now() - daysAgo * DAY).toISOString()
  await atomically(payload, [sql`UPDATE orders_status_history SET at = ${at} WHERE _parent_id = ${order.id} AND status = 'delivered'`])
  return orderById(payload, order.id)
}

/** POST /api/admin/returns as `who`, multipart with `photos`. */
async function ask(who: User, order: Order, photos: Buffer[] = [], extra: Record<string, string> = {}) {
  const form = new FormData()
  const fields = {
    orderId: String(order.id),
    itemId: String(order.items[0]!.id),
    reason: 'Damaged in transit',
    details: 'The corner of the canvas is torn.',
    ...extra,
  }
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  for (const p of photos) form.append('photos', new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), 'photo.jpg')
  const res = await fetch(`${shop.base}/api/admin/returns`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${shop.http.tokenOf(who)}` },
  })
  const text = await res.text()
  return { status: res.status, json: JSON.parse(text) as Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any
}

const act = (ret: { id: string | number }, action: string, body: Record<string, unknown> = {}, who: User = admin) =>
  restCall(payload, 'POST', `/cms/api/returns/${ret.id}/${action}`, as(who), body)

const payoutOf = async (order: Order): Promise<PayoutTransfer> =>
  (await payload.find({ collection: 'payout-transfers', where: { order: { equals: order.id } }, depth: 0, overrideAccess: true })).docs[0]!

const ledgerKeys = async (order: Order) =>
  (
    await payload.find({
      collection: 'ledger-entries',
      where: { order: { equals: order.id } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs
    .map((r) => [r.key.split(':')[0], r.kind, r.amountPaise])
    .sort()

beforeAll(async () => {
  shop = await startShop()
  payload = shop.payload
  admin = await shop.member('admin', 'ada')
  meera = await shop.seller('meera')
  buyer = await shop.buyer('asha')
  other = await shop.buyer('ravi')
  await linkAccount(meera, 'acc_MeeraLinked0001')
})
afterAll(async () => shop?.close())

describe('returns', () => {
  it('refuses a return before delivery, after the window, by anyone but the buyer, and twice, with a sentence', async () => {
    const order = await paidOrder()
    expect(await ask(buyer, order)).toMatchObject({ status: 409, json: { error: RETURN_MESSAGES.notDelivered } })
    await deliver(order, RETURN_WINDOW_DAYS + 1)
    const closed = new Date(
      Date.parse((await orderById(payload, order.id)).statusHistory!.find((h) => h.status === 'delivered')!.at) + RETURN_WINDOW_DAYS * DAY,
    )
    expect(await ask(buyer, order)).toMatchObject({
      status: 409,
      json: { error: `The return window for this work closed on ${formatDate(closed)}.` },
    })

    const recent = await deliver(await paidOrder(), 1)
    expect(await ask(other, recent)).toMatchObject({ status: 403, json: { error: RETURN_MESSAGES.notBuyer } })
    expect(await ask(buyer, recent, [], { reason: 'Changed my mind' })).toMatchObject({ status: 400 })
    const first = await ask(buyer, recent, [await jpeg(3)])
    expect(first).toMatchObject({ status: 201, json: { return: { state: 'requested', reason: 'Damaged in transit' } } })
    expect(await ask(buyer, recent)).toMatchObject({ status: 409, json: { error: RETURN_MESSAGES.already } })
    expect(await payload.count({ collection: 'returns', where: { order: { equals: recent.id } }, overrideAccess: true })).toMatchObject({
      totalDocs: 1,
    })
    const stored = (await payload.findByID({ collection: 'returns', id: first.json.return.id, depth: 0, overrideAccess: true })) as Return
    expect(stored.photos).toHaveLength(1)

    // The buyer's orders show it; the seller and staff are told at once.
    const purchases = await shop.http.get('/api/admin/purchases', buyer)
    const line = purchases.json.orders.find((o: { _id: string }) => o._id === String(recent.id)).returns[0]
    expect(line).toMatchObject({ canReturn: false, returnDays: RETURN_WINDOW_DAYS, return: { state: 'requested' } })
    await runJobs(payload)
    expect(mailsTo(buyer.email).map(subjectOf)).toContain('Return requested: “Returned work 1” (order ' + recent.orderNumber + ')')
    expect(mailsTo(meera.email).map(subjectOf)).toContain('Return requested: “Returned work 1” (order ' + recent.orderNumber + ')')
    expect(mailsTo(meera.email).join('\n')).not.toContain(buyer.email)
  })

  it('moves through approve, shipment and receipt; refunds the line once; takes back the fee and the held payable', async () => {
    const order = await deliver(await paidOrder(10_000), 1)
    const { json } = await ask(buyer, order)
    const ret = json.return as { id: string }

    // Every action checks the state.
    expect(await act(ret, 'ship', { carrier: 'Blue Dart', trackingNumber: 'BD1' })).toMatchObject({ status: 409 })
    expect(await act(ret, 'restock')).toMatchObject({ status: 409 })
    expect(await act(ret, 'approve', {}, meera)).toMatchObject({ status: 403 })
    expect(await act(ret, 'approve')).toMatchObject({ status: 200, json: { doc: { state: 'approved' } } })
    expect(await act(ret, 'approve')).toMatchObject({ status: 200, json: { doc: { state: 'approved' } } })
    const late = await act(ret, 'reject', { reason: 'Too late' })
    expect(late.status).toBe(409)
    expect(JSON.stringify(late.json)).toContain('This return is return approved: it cannot be declined now.')
    expect(await act(ret, 'ship', { carrier: 'Blue Dart' })).toMatchObject({ status: 400 })
    expect(await act(ret, 'ship', { carrier: 'Blue Dart', trackingNumber: 'BD123456' })).toMatchObject({
      status: 200,
      json: { doc: { state: 'in_transit' } },
    })

    // While the return is open the payable stays held, even after the window.
    await settleAll(payload, new Date(Date.now() + (RETURN_WINDOW_DAYS + 2) * DAY))
    expect((await payoutOf(order)).state).toBe('on_hold')

    expect(await act(ret, 'receive', { condition: 'good' })).toMatchObject({
      status: 200,
      json: { doc: { state: 'received', condition: 'good' } },
    })
    await runJobs(payload)
    // The job ran; run it again, and once more by hand: one refund at the provider.
    await refundReturn(payload, ret.id)
    await refundReturn(payload, ret.id)
    const payment = await storedPayment(payload, order.razorpay_payment_id!)
    expect(payment?.refunds).toHaveLength(1)
    expect(payment?.amount_refunded).toBe(1_000_000)
    const done = (await payload.findByID({ collection: 'returns', id: ret.id, depth: 0, overrideAccess: true })) as Return
    expect(done).toMatchObject({ state: 'refunded', refund: { status: 'processed', amountPaise: 1_000_000 } })
    expect(done.steps?.map((s) => s.state)).toEqual(['requested', 'approved', 'in_transit', 'received', 'refunded'])
    expect((await orderById(payload, order.id)).items[0]).toMatchObject({ returnStatus: 'refunded' })

    const fee = order.items[0]!.feePaise!
    expect(await ledgerKeys(order)).toEqual(
      [
        ['payment', 'payment', 1_000_000],
        ['fee', 'fee', fee],
        ['held', 'payable_held', 1_000_000 - fee],
        ['fee-undo', 'fee', -fee],
        ['held-undo', 'payable_held', -(1_000_000 - fee)],
        ['refund', 'refund', -1_000_000],
      ].sort(),
    )
    expect((await payoutOf(order)).state).toBe('reversed')
    expect(await checkLedger(payload)).toEqual([])

    // Back on sale only when staff say so.
    const artworkId = order.items[0]!.artwork as number
    expect((await artworkById(payload, artworkId)).saleState).toBe('sold')
    expect(await act(ret, 'restock')).toMatchObject({ status: 200 })
    expect(await artworkById(payload, artworkId)).toMatchObject({ saleState: 'forSale', available: true })
    expect(returnRefundKey(ret.id)).toBe(`kala-refund-return-${ret.id}`)

    await runJobs(payload)
    const subjects = mailsTo(buyer.email).map(subjectOf)
    for (const step of ['Return approved', 'Return on its way', 'Return received', 'Refunded'])
      expect(subjects).toContain(`${step}: “Returned work 1” (order ${order.orderNumber})`)
    expect(mailsTo(meera.email).map(subjectOf)).toContain(`Refunded: “Returned work 1” (order ${order.orderNumber})`)
  })

  it('reverses a payout already made when the returned line is refunded', async () => {
    const order = await deliver(await paidOrder(5_000), 1)
    const payout = await payoutOf(order)
    await actOnPayout(payload, payout.id, 'release', { by: admin.id, reason: 'Paid on delivery' })
    await dueNow(payload)
    await runJobs(payload)
    expect((await payoutOf(order)).state).toBe('processed')
    const before = await balancesOf(payload, meera.id)

    const ret = (await ask(buyer, order)).json.return as { id: string }
    await act(ret, 'approve')
    await act(ret, 'ship', { carrier: 'Delhivery', trackingNumber: 'DL42' })
    await act(ret, 'receive', { condition: 'damaged' })
    await runJobs(payload)
    expect(await payoutOf(order)).toMatchObject({ state: 'reversed' })
    expect((await payoutOf(order)).reversalId).toMatch(/^rvrsl_/)
    const net = 500_000 - order.items[0]!.feePaise!
    expect(await balancesOf(payload, meera.id)).toEqual({ ...before, paidOut: before.paidOut - net })
    expect((await ledgerKeys(order)).filter(([k]) => k === 'paid-undo')).toEqual([['paid-undo', 'paid_out', -net]])
    expect(await checkLedger(payload)).toEqual([])
  })

  it('keeps each line’s mark when two lines of one order are returned and refunded at the same moment', async () => {
    const two = await paidOrderOf(
      shop,
      buyer,
      [
        { owner: meera, price: 3_000 },
        { owner: meera, price: 4_000 },
      ],
      'Pair work',
    )
    const order = await deliver(two, 1)
    const lines = order.items.map((i) => String(i.id))
    const asked = await Promise.all(lines.map((itemId) => ask(buyer, order, [], { itemId })))
    expect(asked.map((a) => a.status)).toEqual([201, 201])
    expect((await orderById(payload, order.id)).items.map((i) => i.returnStatus)).toEqual(['open', 'open'])
    const rets = asked.map((a) => a.json.return as { id: string })
    for (const ret of rets) {
      await act(ret, 'approve')
      await act(ret, 'ship', { carrier: 'Blue Dart', trackingNumber: `BD${ret.id}` })
      await act(ret, 'receive', { condition: 'good' })
    }
    await Promise.all(rets.map((ret) => refundReturn(payload, ret.id)))
    const after = await orderById(payload, order.id)
    expect(after.items.map((i) => i.returnStatus)).toEqual(['refunded', 'refunded'])
    expect(after.items.every((i) => typeof i.returnedAt === 'string')).toBe(true)
    expect((await storedPayment(payload, order.razorpay_payment_id!))?.amount_refunded).toBe(700_000)
    expect(await checkLedger(payload)).toEqual([])
  })

  it('lets a declined return stand with the reason the buyer reads, and the payable follow its window', async () => {
    const order = await deliver(await paidOrder(3_000), 1)
    const ret = (await ask(buyer, order)).json.return as { id: string }
    expect(await act(ret, 'reject', {})).toMatchObject({ status: 400 })
    expect(await act(ret, 'reject', { reason: 'The photos show the work as listed.' })).toMatchObject({
      status: 200,
      json: { doc: { state: 'rejected', staffReason: 'The photos show the work as listed.' } },
    })
    const purchases = await shop.http.get('/api/admin/purchases', buyer)
    const line = purchases.json.orders.find((o: { _id: string }) => o._id === String(order.id)).returns[0]
    expect(line).toMatchObject({ canReturn: false, return: { state: 'rejected', staffReason: 'The photos show the work as listed.' } })
    expect(await ask(buyer, order)).toMatchObject({ status: 409, json: { error: RETURN_MESSAGES.already } })
    await settleAll(payload, new Date(Date.now() + (RETURN_WINDOW_DAYS + 2) * DAY))
    expect((await payoutOf(order)).state).not.toBe('on_hold')
  })

  it('answers both doors: each reads their own, the seller without the buyer, nobody writes', async () => {
    const order = await deliver(await paidOrder(2_000), 1)
    const ret = (await ask(buyer, order)).json.return as { id: string }
    const read = (who: User) =>
      payload.find({ collection: 'returns', where: { id: { equals: ret.id } }, depth: 0, overrideAccess: false, user: who })
    expect((await read(buyer)).docs[0]).toMatchObject({ state: 'requested', buyer: buyer.id })
    const asSeller = (await read(meera)).docs[0]
    expect(asSeller).toMatchObject({ state: 'requested', reason: 'Damaged in transit' })
    expect(asSeller!.buyer).toBeUndefined()
    expect(JSON.stringify(asSeller)).not.toContain(buyer.email)
    expect((await read(other)).docs).toEqual([])
    // /cms/api is staff's door: staff read, members and visitors are turned away.
    expect(await restCall(payload, 'GET', `/cms/api/returns/${ret.id}`, as(admin))).toMatchObject({
      status: 200,
      json: { state: 'requested' },
    })
    for (const who of [buyer, meera]) expect((await restCall(payload, 'GET', `/cms/api/returns/${ret.id}`, as(who))).status).toBe(403)
    expect((await restCall(payload, 'GET', `/cms/api/returns/${ret.id}`, null)).status).toBe(403)
    for (const who of [buyer, admin]) {
      expect((await restCall(payload, 'PATCH', `/cms/api/returns/${ret.id}`, as(who), { state: 'refunded' })).status).toBe(403)
      expect((await restCall(payload, 'DELETE', `/cms/api/returns/${ret.id}`, as(who))).status).toBe(403)
      expect((await restCall(payload, 'POST', '/cms/api/returns', as(who), { key: 'x', state: 'refunded' })).status).toBe(403)
    }
    expect(((await payload.findByID({ collection: 'returns', id: ret.id, overrideAccess: true })) as Return).state).toBe('requested')
  })
})
