/**
 * Sellers paid through Route (issue 19, part 3), in the simulator: a transfer per sold line,
 * created held from the captured payment once the seller has a linked account, released when the
 * ledger makes the payable available (the return window after delivery passed, or staff release
 * it early), paid when transfer.processed arrives, reversed when the sale is undone; staff hold
 * and release by hand with a logged reason; the ledger agrees at every step. Runs on the SQL path
 * and the portable one.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { balancesOf, checkLedger } from '../../cms/sales/ledger'
import { moveFulfilment } from '../../cms/sales/orderMachine'
import { actOnPayout, retryWaitingPayouts, settleAll, syncPayouts } from '../../cms/sales/payouts'
import type { Order, PayoutTransfer, User } from '../../payload-types'
import { DEFAULT_RETURN_DAYS } from '../../shared/returnPolicy'
import { PAYOUT_MESSAGES } from '../../shared/payouts'
import { restCall } from './helpers/payloadRest'
import { dueNow, runJobs, simulator, type Shop, startShop, paidOrder as paidOrderOf } from './helpers/shop'
import { PASSWORD } from './helpers/users'

let shop: Shop
let payload: Payload
let admin: User
let meera: User
let kabir: User
let buyer: User

const DAY = 86_400_000
const MINUTE = 60_000

const paidOrder = (works: { owner: User; price: number }[]): Promise<Order> => paidOrderOf(shop, buyer, works, 'Payout work')

/** A linked account as the payout form leaves it (the form and the provider's account are tested in payouts-account). */
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

const payoutsOf = async (order: Order): Promise<PayoutTransfer[]> =>
  (
    await payload.find({
      collection: 'payout-transfers',
      where: { order: { equals: order.id } },
      sort: 'id',
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const move = async (order: Order, to: 'delivered' | 'cancelled') =>
  moveFulfilment(payload, {
    order: await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true }),
    to,
    by: 'staff',
    reason: to === 'cancelled' ? 'The buyer and the artist agreed to undo the sale' : null,
  })

/** The simulator's transfer.processed webhook, delivered as its job would (it waits a few seconds). */
const deliverWebhooks = async () => {
  await dueNow(payload)
  await runJobs(payload)
}

beforeAll(async () => {
  shop = await startShop()
  payload = shop.payload
  admin = await shop.member('admin', 'ada')
  meera = await shop.seller('meera')
  kabir = await shop.seller('kabir')
  buyer = await shop.buyer('asha')
  await linkAccount(meera, 'acc_MeeraLinked0001')
})
afterAll(async () => shop?.close())

describe('payouts through Route', () => {
  it('holds a transfer from the payment, releases it after the return window, and records it paid', async () => {
    const order = await paidOrder([
      { owner: meera, price: 10_000 },
      { owner: kabir, price: 25_000 },
    ])
    const [mine, his] = await payoutsOf(order)
    // Meera has a linked account: her ₹7,000 is transferred, held. Kabir has none yet: his waits.
    expect(mine).toMatchObject({ seller: meera.id, amountPaise: 700_000, state: 'on_hold', linkedAccountId: 'acc_MeeraLinked0001' })
    expect(mine!.transferId).toMatch(/^trf_/)
    expect(his).toMatchObject({ seller: kabir.id, amountPaise: 1_750_000, state: 'waiting', transferId: null })
    const held = await simulator(payload).fetchTransfer(mine!.transferId!)
    expect(held).toMatchObject({ source: order.razorpay_payment_id, recipient: 'acc_MeeraLinked0001', amount: 700_000, on_hold: true })

    // Again, from the sweep: the same transfer, no second one.
    await settleAll(payload)
    await syncPayouts(payload, order.id)
    expect((await payoutsOf(order)).map((p) => p.transferId)).toEqual([mine!.transferId, null])

    expect(await move(order, 'delivered')).toBe(true)
    const delivered = Date.now()
    await settleAll(payload, new Date(delivered + (DEFAULT_RETURN_DAYS - 1) * DAY))
    expect((await payoutsOf(order))[0]!.state).toBe('on_hold')

    // The window has passed (time moved, not waited for): released, then paid when Route says so.
    await settleAll(payload, new Date(delivered + (DEFAULT_RETURN_DAYS + 1) * DAY))
    expect((await payoutsOf(order))[0]!.state).toBe('released')
    expect(await balancesOf(payload, meera.id)).toEqual({ held: 0, available: 700_000, paidOut: 0 })
    await deliverWebhooks()
    expect((await payoutsOf(order))[0]).toMatchObject({ state: 'processed' })
    expect(await balancesOf(payload, meera.id)).toEqual({ held: 0, available: 0, paidOut: 700_000 })
    const events = await payload.find({
      collection: 'payment-events',
      where: { event: { equals: 'transfer.processed' } },
      overrideAccess: true,
    })
    expect(events.docs.map((e) => e.outcome)).toEqual(['processed'])
    // Kabir's payable is available and waits for his payout details.
    expect(await balancesOf(payload, kabir.id)).toEqual({ held: 0, available: 1_750_000, paidOut: 0 })

    // He adds them: the next sweep transfers and, the window being past, releases at once.
    await linkAccount(kabir, 'acc_KabirLinked0002')
    await retryWaitingPayouts(payload, new Date(Date.now() + 3 * MINUTE))
    expect((await payoutsOf(order))[1]).toMatchObject({ state: 'released', linkedAccountId: 'acc_KabirLinked0002' })
    await deliverWebhooks()
    expect(await balancesOf(payload, kabir.id)).toEqual({ held: 0, available: 0, paidOut: 1_750_000 })
    expect(await checkLedger(payload)).toEqual([])
  })

  it('lets staff hold a payout past its window and release another early, each with a logged reason', async () => {
    const order = await paidOrder([{ owner: meera, price: 8_000 }])
    const [payout] = await payoutsOf(order)
    expect(await actOnPayout(payload, payout!.id, 'hold', { by: admin.id, reason: '  ' }).catch((e: Error) => e.message)).toBe(
      PAYOUT_MESSAGES.reasonRequired,
    )
    const held = await actOnPayout(payload, payout!.id, 'hold', { by: admin.id, reason: 'Buyer reports a crack in the frame' })
    expect(held).toMatchObject({
      heldByStaff: true,
      staffLog: [{ action: 'hold', reason: 'Buyer reports a crack in the frame', by: admin.id }],
    })

    expect(await move(order, 'delivered')).toBe(true)
    await settleAll(payload, new Date(Date.now() + (DEFAULT_RETURN_DAYS + 1) * DAY))
    // Held by staff: neither the ledger nor the transfer moves.
    expect((await payoutsOf(order))[0]!.state).toBe('on_hold')
    expect((await balancesOf(payload, meera.id)).held).toBe(560_000)

    const released = await actOnPayout(payload, payout!.id, 'release', { by: admin.id, reason: 'Frame replaced by the artist' })
    expect(released).toMatchObject({ heldByStaff: false, releasedByStaff: true, state: 'released' })
    expect(released.staffLog?.map((l) => l.action)).toEqual(['hold', 'release'])
    await deliverWebhooks()
    expect((await payoutsOf(order))[0]!.state).toBe('processed')
    expect(await actOnPayout(payload, payout!.id, 'hold', { by: admin.id, reason: 'Too late' }).catch((e: Error) => e.message)).toBe(
      PAYOUT_MESSAGES.alreadyPaid,
    )
    expect(await checkLedger(payload)).toEqual([])
  })

  it('reverses a transfer already paid when the sale is undone, and cancels one still held', async () => {
    const order = await paidOrder([
      { owner: meera, price: 6_000 },
      { owner: kabir, price: 4_000 },
    ])
    const [early] = await payoutsOf(order)
    await actOnPayout(payload, early!.id, 'release', { by: admin.id, reason: 'Long-standing artist, paid on dispatch' })
    await deliverWebhooks()
    expect((await payoutsOf(order)).map((p) => p.state)).toEqual(['processed', 'on_hold'])
    const before = await balancesOf(payload, meera.id)

    expect(await move(order, 'cancelled')).toBe(true)
    const [paid, pending] = await payoutsOf(order)
    expect(paid).toMatchObject({ state: 'reversed' })
    expect(paid!.reversalId).toMatch(/^rvrsl_/)
    expect(pending).toMatchObject({ state: 'reversed' })
    expect(await simulator(payload).fetchTransfer(paid!.transferId!)).toMatchObject({ status: 'reversed', amount_reversed: 420_000 })
    // The reversal takes back what was paid out: the seller's paid-out sum falls by her net.
    expect(await balancesOf(payload, meera.id)).toEqual({ ...before, paidOut: before.paidOut - 420_000 })
    const rows = await payload.find({
      collection: 'ledger-entries',
      where: { order: { equals: order.id } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(rows.docs.filter((r) => r.key.startsWith('paid-undo:')).map((r) => [r.kind, r.amountPaise])).toEqual([['paid_out', -420_000]])
    await deliverWebhooks()
    expect(await checkLedger(payload)).toEqual([])
  })

  it('records a failed transfer, keeps its money available, and counts a repeated webhook once', async () => {
    const order = await paidOrder([{ owner: meera, price: 3_000 }])
    const [payout] = await payoutsOf(order)
    await actOnPayout(payload, payout!.id, 'release', { by: admin.id, reason: 'Paid on dispatch' })
    const gateway = simulator(payload)
    await gateway.simulateTransferFailure(payout!.transferId!, 'The beneficiary bank account is closed.')
    const hook = await gateway.simulateTransferWebhook('transfer.failed', payout!.transferId!)
    for (let i = 0; i < 2; i++) {
      const answer = await shop.http.call('POST', '/api/payments/razorpay/webhook', hook.rawBody, null, hook.headers)
      expect(answer.status).toBe(200)
    }
    expect((await payoutsOf(order))[0]).toMatchObject({ state: 'failed', failureReason: 'The beneficiary bank account is closed.' })
    const rows = await payload.find({
      collection: 'ledger-entries',
      where: { order: { equals: order.id } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(rows.docs.some((r) => r.kind === 'paid_out')).toBe(false)
    expect(await checkLedger(payload)).toEqual([])
  })
})

describe('who reaches payouts', () => {
  it('lets staff alone hold or release at the back-office door, and shows sellers only their own rows', async () => {
    const [row] = (
      await payload.find({
        collection: 'payout-transfers',
        where: { seller: { equals: meera.id } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    const asAdmin = { email: admin.email, password: PASSWORD }
    const asMeera = { email: meera.email, password: PASSWORD }
    const noReason = await restCall(payload, 'POST', `/cms/api/payout-transfers/${row!.id}/hold`, asAdmin, {})
    expect(noReason.status).toBe(400)
    expect(noReason.text).toContain(PAYOUT_MESSAGES.reasonRequired)
    expect((await restCall(payload, 'POST', `/cms/api/payout-transfers/${row!.id}/release`, asMeera, { reason: 'mine' })).status).toBe(403)
    expect((await restCall(payload, 'PATCH', `/cms/api/payout-transfers/${row!.id}`, asAdmin, { state: 'processed' })).status).toBe(403)
    expect(
      (await restCall(payload, 'POST', '/cms/api/payout-accounts', asAdmin, { seller: meera.id, linkedAccountId: 'acc_Forged' })).status,
    ).toBe(403)

    const own = await payload.find({ collection: 'payout-transfers', pagination: false, depth: 0, overrideAccess: false, user: meera })
    expect(own.docs.length).toBeGreaterThan(0)
    expect(own.docs.every((r) => r.seller === meera.id)).toBe(true)
    const accounts = await payload.find({ collection: 'payout-accounts', pagination: false, depth: 0, overrideAccess: false, user: kabir })
    expect(accounts.docs.map((a) => a.seller)).toEqual([kabir.id])
  })

  it('gives staff the finance summary by day and month as CSV, and nobody else', async () => {
    const csv = await restCall(payload, 'GET', '/cms/api/ledger-entries/finance/month.csv', { email: admin.email, password: PASSWORD })
    expect(csv.status).toBe(200)
    const [header, first] = csv.text.split('\r\n')
    expect(header).toBe('Month,Gross sales (INR),Refunds (INR),Kala fees (INR),Payables (INR),Paid out (INR)')
    expect(first).toMatch(/^\d{4}-\d{2},\d+\.\d{2},/)
    expect(
      (await restCall(payload, 'GET', '/cms/api/ledger-entries/finance/week.csv', { email: admin.email, password: PASSWORD })).status,
    ).toBe(404)
    expect(
      (await restCall(payload, 'GET', '/cms/api/ledger-entries/finance/day.csv', { email: meera.email, password: PASSWORD })).status,
    ).toBe(403)
  })
})
