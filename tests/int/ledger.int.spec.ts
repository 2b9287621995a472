/**
 * The ledger (issue 19, part 2): each paid line writes the buyer's payment, Kala's fee and the
 * seller's payable, held until the return window after delivery has passed; a cancellation undoes
 * the fee and the payable, the refund gives the money back; rows are appended once, whoever
 * writes them how often, and nobody edits them at any door. Runs on the SQL path and the portable one.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { balancesOf, checkLedger, settleLedger, syncLedger } from '../../cms/sales/ledger'
import { moveFulfilment } from '../../cms/sales/orderMachine'
import type { Order, User } from '../../payload-types'
import { DEFAULT_RETURN_DAYS } from '../../shared/returnPolicy'
import { restCall } from './helpers/payloadRest'
import { dueNow, runJobs, type Shop, startShop, paidOrder as paidOrderOf } from './helpers/shop'
import { PASSWORD } from './helpers/users'

let shop: Shop
let payload: Payload
let admin: User
let meera: User
let kabir: User
let buyer: User

const DAY = 86_400_000

const paidOrder = (works: { owner: User; price: number }[]): Promise<Order> => paidOrderOf(shop, buyer, works, 'Ledger work')

const rowsOf = async (order: Order) =>
  (
    await payload.find({
      collection: 'ledger-entries',
      where: { order: { equals: order.id } },
      sort: 'id',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs.map((r) => [r.kind, r.amountPaise, r.seller ?? null])

const move = async (order: Order, to: 'delivered' | 'cancelled') =>
  moveFulfilment(payload, {
    order: await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true }),
    to,
    by: 'staff',
    reason: to === 'cancelled' ? 'Damaged in the studio' : null,
  })

beforeAll(async () => {
  shop = await startShop()
  payload = shop.payload
  admin = await shop.member('admin', 'ada')
  meera = await shop.seller('meera')
  kabir = await shop.seller('kabir')
  buyer = await shop.buyer('asha')
})
afterAll(async () => shop?.close())

describe('the ledger', () => {
  it('holds each seller’s payable from the payment until the return window after delivery has passed', async () => {
    const order = await paidOrder([
      { owner: meera, price: 10_000 },
      { owner: kabir, price: 25_000 },
    ])
    // Kala's opening 30%: ₹3,000 and ₹7,500 of fee; the sellers are owed the rest, held.
    expect(await rowsOf(order)).toEqual([
      ['payment', 1_000_000, null],
      ['fee', 300_000, null],
      ['payable_held', 700_000, meera.id],
      ['payment', 2_500_000, null],
      ['fee', 750_000, null],
      ['payable_held', 1_750_000, kabir.id],
    ])
    expect(await balancesOf(payload, meera.id)).toEqual({ held: 700_000, available: 0, paidOut: 0 })

    // Writing again, from any path, adds nothing.
    expect(await syncLedger(payload, order.id)).toBe(0)
    expect(await settleLedger(payload)).toBe(0)

    expect(await move(order, 'delivered')).toBe(true)
    const delivered = Date.now()
    expect(await settleLedger(payload, new Date(delivered + (DEFAULT_RETURN_DAYS - 1) * DAY))).toBe(0)
    expect(await balancesOf(payload, meera.id)).toEqual({ held: 700_000, available: 0, paidOut: 0 })
    // The window has passed (time moved, not waited for): the payables become available, once.
    expect(await settleLedger(payload, new Date(delivered + (DEFAULT_RETURN_DAYS + 1) * DAY))).toBe(4)
    expect(await settleLedger(payload, new Date(delivered + (DEFAULT_RETURN_DAYS + 2) * DAY))).toBe(0)
    expect(await balancesOf(payload, meera.id)).toEqual({ held: 0, available: 700_000, paidOut: 0 })
    expect(await balancesOf(payload, kabir.id)).toEqual({ held: 0, available: 1_750_000, paidOut: 0 })
    // The seller's sales page reads the same sums, in rupees.
    expect((await shop.http.get('/api/admin/sales', meera)).json.payables).toEqual({ held: 0, available: 7000 })
    expect(await checkLedger(payload)).toEqual([])
  })

  it('undoes the fee and the payable of a cancelled order and records its refund', async () => {
    const order = await paidOrder([{ owner: meera, price: 5_000 }])
    expect(await move(order, 'cancelled')).toBe(true)
    expect((await rowsOf(order)).slice(3)).toEqual([
      ['fee', -150_000, null],
      ['payable_held', -350_000, meera.id],
    ])
    // The money waits for its refund, then goes back.
    expect(await checkLedger(payload)).toEqual([])
    await dueNow(payload)
    await runJobs(payload)
    expect((await rowsOf(order)).slice(5)).toEqual([['refund', -500_000, null]])
    expect(await balancesOf(payload, meera.id)).toEqual({ held: 0, available: 700_000, paidOut: 0 })
    expect(await checkLedger(payload)).toEqual([])
  })

  it('is appended by the server only: nobody writes, edits or deletes a row at any door, and a seller reads their own', async () => {
    const row = (await payload.find({ collection: 'ledger-entries', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const asAdmin = { email: admin.email, password: PASSWORD }
    expect((await restCall(payload, 'PATCH', `/cms/api/ledger-entries/${row.id}`, asAdmin, { amountPaise: 1 })).status).toBe(403)
    expect((await restCall(payload, 'DELETE', `/cms/api/ledger-entries/${row.id}`, asAdmin)).status).toBe(403)
    const forged = await restCall(payload, 'POST', '/cms/api/ledger-entries', asAdmin, {
      key: 'forged',
      kind: 'payable_available',
      amountPaise: 99_999_900,
      itemId: 'x',
      seller: meera.id,
      at: new Date().toISOString(),
    })
    expect(forged.status).toBe(403)
    expect((await payload.findByID({ collection: 'ledger-entries', id: row.id, overrideAccess: true })).amountPaise).toBe(row.amountPaise)
    const own = await payload.find({ collection: 'ledger-entries', pagination: false, depth: 0, overrideAccess: false, user: meera })
    expect(own.docs.length).toBeGreaterThan(0)
    expect(own.docs.every((r) => r.seller === meera.id)).toBe(true)
    const asBuyer = await payload.find({ collection: 'ledger-entries', pagination: false, depth: 0, overrideAccess: false, user: buyer })
    expect(asBuyer.docs).toEqual([])
  })
})
