/**
 * A seller's payouts (issue 19, part 3): the payout details form's server (PUT
 * /api/admin/payouts/account) refuses bad input field by field and stores nothing, creates one
 * linked account per seller in the simulator however often the seller saves, keeps only masked
 * digits, and answers only sellers; GET /api/admin/payouts sums the seller's ledger rows and lists
 * their sold lines, also as CSV; Payload's REST door shows a seller only their own row and lets
 * nobody write one.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '../../payload-types'
import { loadEnv } from '../../cms/env'
import { simulatorSecrets } from '../../cms/payments'
import { simulatedLinkedAccountOf } from '../../cms/payments/simulatorLinkedAccounts'
import { payoutReference } from '../../cms/sales/payoutAccounts'
import { syncLedger } from '../../cms/sales/ledger'
import { PAYOUT_MESSAGES } from '../../shared/payout-messages'
import { createApp } from '../../cms/app'
import { payloadRest } from './helpers/payloadRest'
import { listen } from './helpers/server'
import { checkoutAndPay, client, type Json, type Shop, startShop } from './helpers/shop'
import { makeUser } from './helpers/users'

let shop: Shop
let payload: Payload
let meera: User
let kabir: User
let explorer: User
let admin: User

const PAN = 'ABCPE1234F'
const ACCOUNT = '001234567890'
const GOOD = {
  legalName: 'Meera Iyer',
  pan: PAN.toLowerCase(),
  method: 'bank',
  accountNumber: ACCOUNT,
  ifsc: 'hdfc0001234',
  gstin: '29ABCPE1234F1Z5',
  state: 'Karnataka',
}

const save = (who: User, body: unknown) => shop.http.call('PUT', '/api/admin/payouts/account', body, who)
const rowsOf = async (seller: User) =>
  (
    await payload.find({
      collection: 'payout-accounts',
      where: { seller: { equals: seller.id } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const secrets = () => simulatorSecrets(loadEnv())

beforeAll(async () => {
  shop = await startShop()
  payload = shop.payload
  meera = await shop.seller('meera')
  kabir = await shop.seller('kabir')
  admin = await shop.member('admin', 'ada')
  explorer = await makeUser(payload, 'explorer', 'esha-explorer')
  await shop.http.signIn(payload, explorer)
})
afterAll(async () => shop?.close())

describe('payout details', () => {
  it.each([
    ['pan', { pan: 'ABCDE12345' }, PAYOUT_MESSAGES.pan],
    ['ifsc', { ifsc: 'HDFC1234567' }, PAYOUT_MESSAGES.ifsc],
    ['accountNumber', { accountNumber: '12-34' }, PAYOUT_MESSAGES.accountNumber],
    ['upi', { method: 'upi', upi: 'not a upi id' }, PAYOUT_MESSAGES.upi],
    ['gstin', { gstin: '29ABCPE1234F1' }, PAYOUT_MESSAGES.gstin],
    ['gstin', { gstin: '27ABCPE1234F1Z5' }, PAYOUT_MESSAGES.gstinState],
    ['gstin', { gstin: '29ABCPX1234F1Z5' }, PAYOUT_MESSAGES.gstinPan],
    ['state', { state: 'Atlantis' }, PAYOUT_MESSAGES.state],
  ])('refuses a bad %s with its message and stores nothing', async (field, change, message) => {
    const answer = await save(meera, { ...GOOD, ...change })
    expect(answer.status).toBe(400)
    expect(answer.json.details).toContainEqual({ path: field, message })
    expect(await rowsOf(meera)).toHaveLength(0)
    expect(await simulatedLinkedAccountOf(payload.kv, secrets().keySecret, payoutReference(meera.id))).toBeNull()
  })

  it('answers a body that is not an object with a 400, never a 500', async () => {
    expect((await save(meera, '"hello"')).status).toBe(400)
    expect((await save(meera, { ...GOOD, pan: 42 })).status).toBe(400)
  })

  it('stores only masked digits and the linked account, and shows only those', async () => {
    // Without a GSTIN: a GSTIN holds its PAN (characters 3 to 12) and is printed on every invoice.
    const answer = await save(meera, { ...GOOD, gstin: '' })
    expect(answer.status).toBe(200)
    expect(answer.json.message).toBe(PAYOUT_MESSAGES.saved)
    expect(answer.json.account).toMatchObject({
      legalName: 'Meera Iyer',
      panMasked: '••••••234F',
      method: 'bank',
      accountMasked: '••••••••7890',
      ifsc: 'HDFC0001234',
      upiMasked: null,
      gstin: null,
      state: 'Karnataka',
    })
    const [row] = await rowsOf(meera)
    expect(row?.linkedAccountId).toMatch(/^acc_[A-Za-z0-9]{14}$/)
    const overview = await shop.http.get('/api/admin/payouts', meera)
    expect(overview.status).toBe(200)
    expect(overview.json.account.accountMasked).toBe('••••••••7890')
    // The full PAN and account number are nowhere: not in the row, the answers, or the simulator's store.
    const stored = await simulatedLinkedAccountOf(payload.kv, secrets().keySecret, payoutReference(meera.id))
    for (const text of [JSON.stringify(row), answer.text, overview.text, JSON.stringify(stored)]) {
      expect(text).not.toContain(PAN)
      expect(text).not.toContain(ACCOUNT)
      expect(text.toUpperCase()).not.toContain(PAN)
    }
  })

  it('makes one linked account however often the seller saves, and updates the row on a change', async () => {
    const first = (await rowsOf(meera))[0]!
    const again = await save(meera, { ...GOOD, accountNumber: '998877665544', ifsc: 'ICIC0000001' })
    expect(again.status).toBe(200)
    expect(again.json.account).toMatchObject({ accountMasked: '••••••••5544', ifsc: 'ICIC0000001', gstin: '29ABCPE1234F1Z5' })
    expect(again.text).not.toContain('998877665544')
    const rows = await rowsOf(meera)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.id).toBe(first.id)
    expect(rows[0]?.linkedAccountId).toBe(first.linkedAccountId)
    const account = await simulatedLinkedAccountOf(payload.kv, secrets().keySecret, payoutReference(meera.id))
    expect(account).toMatchObject({ id: first.linkedAccountId, updates: 2 })
  })

  it('takes a UPI id for a first setup, but will not move a bank account to UPI', async () => {
    const upi = await save(kabir, { ...GOOD, legalName: 'Kabir Das', method: 'upi', upi: 'kabir.das@okhdfcbank', gstin: '' })
    expect(upi.status).toBe(200)
    expect(upi.json.account).toMatchObject({ method: 'upi', upiMasked: 'ka••••••@okhdfcbank', accountMasked: null, ifsc: null })
    expect(upi.text).not.toContain('kabir.das@')
    const switched = await save(meera, { ...GOOD, method: 'upi', upi: 'meera@okaxis' })
    expect(switched.status).toBe(409)
    expect(switched.json.error).toBe(PAYOUT_MESSAGES.upiOnlyFirst)
  })

  it('is for sellers only', async () => {
    for (const path of ['/api/admin/payouts', '/api/admin/payouts/statement.csv']) {
      expect((await shop.http.get(path, explorer)).status).toBe(403)
      expect((await shop.http.get(path, null)).status).toBe(401)
    }
    const refused = await save(explorer, GOOD)
    expect(refused.status).toBe(403)
    expect(refused.json.error).toBe(PAYOUT_MESSAGES.sellersOnly)
    expect(await rowsOf(explorer)).toHaveLength(0)
  })

  it("answers Payload's REST door with one's own row only, and lets nobody write", async () => {
    // Payload's REST handler behind the back office's door, as the server mounts it; members' bearer tokens.
    const server = await listen(createApp({ payload, nextHandler: payloadRest(payload), mediaDir: process.env.MEDIA_DIR }))
    const cms = client(() => server.url)
    for (const who of [meera, admin]) await cms.signIn(payload, who)
    const door = (method: string, path: string, who: User, body?: unknown) => cms.call(method, `/cms/api/payout-accounts${path}`, body, who)
    const kabirRow = (await rowsOf(kabir))[0]!
    // The door: members are sent to the storefront, whatever they ask for.
    for (const path of ['', `/${kabirRow.id}`]) {
      const asSeller = await door('GET', path, meera)
      expect(asSeller.status).toBe(403)
      expect(asSeller.text).not.toContain(kabirRow.linkedAccountId)
    }
    expect((await door('GET', `/${kabirRow.id}`, admin)).status).toBe(200)
    // Behind it, the collection's own rule: a seller reads their own row only.
    const mine = await payload.find({ collection: 'payout-accounts', user: meera, overrideAccess: false, depth: 0 })
    expect(mine.docs.map((d) => String(d.seller))).toEqual([String(meera.id)])
    await expect(payload.findByID({ collection: 'payout-accounts', id: kabirRow.id, user: meera, overrideAccess: false })).rejects.toThrow()
    // Nobody writes, staff included, at either door.
    const forged = { seller: meera.id, legalName: 'Forged', panMasked: 'x', method: 'bank', state: 'Delhi', linkedAccountId: 'acc_forged' }
    for (const who of [meera, admin]) {
      expect((await door('POST', '', who, forged)).status).toBe(403)
      expect((await door('PATCH', `/${kabirRow.id}`, who, { linkedAccountId: 'acc_x' })).status).toBe(403)
      expect((await door('DELETE', `/${kabirRow.id}`, who)).status).toBe(403)
      await expect(
        payload.create({ collection: 'payout-accounts', data: forged as never, user: who, overrideAccess: false }),
      ).rejects.toThrow()
      await expect(
        payload.update({
          collection: 'payout-accounts',
          id: kabirRow.id,
          data: { linkedAccountId: 'acc_x' },
          user: who,
          overrideAccess: false,
        }),
      ).rejects.toThrow()
    }
    expect(await rowsOf(meera)).toHaveLength(1)
    expect((await rowsOf(kabir))[0]?.linkedAccountId).toBe(kabirRow.linkedAccountId)
    await server.close()
  })
})

describe('balances and statement', () => {
  it("sum the seller's ledger rows and list each line sold, with its payout state", async () => {
    const buyer = await shop.buyer('asha')
    const works = [
      await shop.work(meera, { title: '=HYPERLINK("http://x")', price: 12_500 }),
      await shop.work(meera, { title: 'Monsoon, Kochi', price: 8_000 }),
      await shop.work(kabir, { title: 'Not Meera’s', price: 5_000 }),
    ]
    const { session, checkout } = await checkoutAndPay(shop, buyer, works)
    expect((await shop.http.post('/api/user/rp-verify-signature', checkout, buyer)).status).toBe(200)
    await syncLedger(payload, session.orderId as number)
    const order = await payload.findByID({ collection: 'orders', id: session.orderId as number, depth: 0, overrideAccess: true })
    const own = order.items.filter((i) => String(i.seller) === String(meera.id))
    const net = own.reduce((n, i) => n + Math.round(i.price * 100) - (i.feePaise ?? 0), 0)
    expect(net).toBeGreaterThan(0)

    const overview = await shop.http.get('/api/admin/payouts', meera)
    expect(overview.json.balances).toEqual({ pending: net, available: 0, paidOut: 0 })
    const statement = overview.json.statement as Json[]
    expect(statement.map((r) => r.title).sort()).toEqual(['=HYPERLINK("http://x")', 'Monsoon, Kochi'])
    const monsoon = statement.find((r) => r.title === 'Monsoon, Kochi')!
    const line = own.find((i) => i.title === 'Monsoon, Kochi')!
    expect(monsoon).toMatchObject({
      orderNumber: order.orderNumber,
      grossPaise: 800_000,
      feePaise: line.feePaise,
      netPaise: 800_000 - (line.feePaise ?? 0),
      // Meera has a linked account: her net was transferred from the payment at once, held.
      state: 'on_hold',
    })
    expect(monsoon.transferId).toMatch(/^trf_/)

    const csv = await shop.http.get('/api/admin/payouts/statement.csv', meera)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.headers.get('content-disposition')).toContain('attachment')
    const lines = csv.text.trim().split('\r\n')
    expect(lines[0]).toBe('Date,Order,Work,Gross (INR),Fee (INR),Net (INR),Payout,Transfer')
    expect(lines).toContain(
      `${order.paidAt!.slice(0, 10)},${order.orderNumber},"Monsoon, Kochi",8000.00,${((line.feePaise ?? 0) / 100).toFixed(2)},${((800_000 - (line.feePaise ?? 0)) / 100).toFixed(2)},On hold,${monsoon.transferId}`,
    )
    // A formula is text in a spreadsheet: a leading apostrophe, quoted for its own quotes.
    expect(csv.text).toContain(`"'=HYPERLINK(""http://x"")"`)
    expect(csv.text).not.toContain('Not Meera')
  })

  it("tells a seller's dashboard whether payout details are missing", async () => {
    const dashboard = async (who: User) => (await shop.http.get('/api/admin/dashboard', who)).json
    expect((await dashboard(meera)).payouts).toEqual({ detailsMissing: false })
    const ravi = await shop.seller('ravi')
    await shop.work(ravi, { title: 'Ravi’s first work', price: 4_000 })
    expect((await dashboard(ravi)).payouts).toEqual({ detailsMissing: true })
  })
})
