/**
 * Tax invoices (issue 19, part 5 and 6): a paid order of three sellers' works gets each seller's
 * invoice to the buyer (CGST + SGST from a seller registered in the buyer's state, IGST from one in
 * another state, a Bill of Supply from one not registered) and Kala's fee invoice to each seller;
 * the PDFs read back as text say so; numbers run gap-free per supplier and financial year, under
 * concurrent payments too; the rate in force at payment is the one invoiced; only the buyer, the
 * supplying seller and staff fetch an invoice, at either door. Runs on the SQL path and the portable one.
 */
import type { Payload } from 'payload'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueInvoices, sweepInvoices } from '../../cms/invoices/issue'
import type { InvoiceSnapshot } from '../../cms/invoices/snapshot'
import type { Artwork, Invoice, Order, PayoutAccount, User } from '../../payload-types'
import { INVOICE_API, INVOICE_MESSAGES } from '../../shared/invoices'
import { restCall } from './helpers/payloadRest'
import { mailsTo, runJobs, type Shop, startShop } from './helpers/shop'
import { PASSWORD } from './helpers/users'

let shop: Shop
let payload: Payload
let admin: User
let buyer: User
let other: User
let meera: User
let ravi: User
let kabir: User

/** Payout details as the payouts flow would have stored them: the seller's GSTIN and state. */
async function payoutAccount(seller: User, legalName: string, state: PayoutAccount['state'], gstin?: string) {
  await payload.create({
    collection: 'payout-accounts',
    data: {
      seller: seller.id,
      legalName,
      panMasked: 'XXXXXX234F',
      method: 'upi',
      upiMasked: 'm***@upi',
      state,
      gstin,
      linkedAccountId: `acc_${seller.id}`,
    },
    overrideAccess: true,
  })
}

/** Opens a checkout delivering to the buyer's saved address (Bengaluru, Karnataka) and pays it in the simulator. */
async function checkout(who: User, works: Artwork[]) {
  const session = await shop.http.post(
    '/api/user/rp-create-order',
    { artworkIds: works.map((w) => String(w.id)), addressId: who.addresses?.[0]?.id },
    who,
  )
  expect(session.status, session.text).toBe(200)
  const paid = await shop.http.post('/api/payments/simulator/pay', { razorpay_order_id: session.json.id, outcome: 'success' }, who)
  expect(paid.status, paid.text).toBe(200)
  return { orderId: session.json.orderId as number, payment: paid.json }
}

async function paidOrder(who: User, works: Artwork[]): Promise<Order> {
  const { orderId, payment } = await checkout(who, works)
  const verified = await shop.http.post('/api/user/rp-verify-signature', payment, who)
  expect(verified.status, verified.text).toBe(200)
  return payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
}

const invoicesOf = async (order: Order): Promise<Invoice[]> =>
  (
    await payload.find({
      collection: 'invoices',
      where: { order: { equals: order.id } },
      sort: 'number',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const snapshot = (i: Invoice) => i.snapshot as InvoiceSnapshot

/** A PDF answer read back as the text a person would see (pages joined, spacing normalised). */
async function pdfText(path: string, who: User | null): Promise<string> {
  const token = who ? shop.http.tokenOf(who) : undefined
  const res = await fetch(shop.base + path, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  expect(res.status, `${path} as ${who?.email ?? 'a visitor'}`).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/pdf')
  expect(res.headers.get('cache-control')).toBe('no-store')
  const doc = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()))
  const { text } = await extractText(doc, { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

/** Forgets an order's invoices, as if they had never been issued (the database's own write: no door allows it). */
async function unissue(order: Order, paidAt?: string) {
  await payload.db.deleteMany({ collection: 'invoices', where: { order: { equals: order.id } } })
  if (paidAt) await payload.db.updateOne({ collection: 'orders', id: order.id, data: { paidAt } })
}

const seq = (i: Invoice) => i.sequence

beforeAll(async () => {
  shop = await startShop()
  payload = shop.payload
  admin = await shop.member('admin', 'ada')
  buyer = await shop.buyer('asha') // delivers to Bengaluru, Karnataka
  other = await shop.buyer('dev')
  meera = await shop.seller('meera')
  ravi = await shop.seller('ravi')
  kabir = await shop.seller('kabir')
  await payoutAccount(meera, 'Meera Iyer Studio LLP', 'Karnataka', '29ABCDE1234F1Z5')
  await payoutAccount(ravi, 'Ravi Menon', 'Maharashtra', '27AAAPM1234C1Z2')
  // Kabir has not set up payouts: an unregistered supplier.
})
afterAll(async () => shop?.close())

describe('tax invoices', () => {
  let order: Order
  let invoices: Invoice[]

  beforeAll(async () => {
    order = await paidOrder(buyer, [
      await shop.work(meera, { title: 'Monsoon over the Ghats', category: 'Painting', price: 105_000 }),
      await shop.work(ravi, { title: 'Bronze Nandi', category: 'Sculpture', price: 45_000 }),
      await shop.work(kabir, { title: 'Indigo Weave', category: 'Print', price: 12_000 }),
    ])
    invoices = await invoicesOf(order)
  })

  it("issues each seller's invoice to the buyer and Kala's fee invoice to each seller when the order is paid", async () => {
    const byKey = new Map(invoices.map((i) => [i.key, i]))
    expect([...byKey.keys()].sort()).toEqual(
      [meera, ravi, kabir].flatMap((s) => [`fee:${order.id}:${s.id}`, `sale:${order.id}:${s.id}`]).sort(),
    )
    const sale = (s: User) => snapshot(byKey.get(`sale:${order.id}:${s.id}`)!)
    const fee = (s: User) => snapshot(byKey.get(`fee:${order.id}:${s.id}`)!)

    // Meera: registered in Karnataka, the place of supply: CGST + SGST at 5 % on a painting (9701).
    expect(sale(meera)).toMatchObject({
      documentType: 'Tax Invoice',
      regime: 'intra',
      supplier: { name: 'Meera Iyer Studio LLP', gstin: '29ABCDE1234F1Z5', state: 'Karnataka' },
      placeOfSupply: { name: 'Karnataka', code: '29' },
      totals: { taxablePaise: 10_000_000, cgstPaise: 250_000, sgstPaise: 250_000, igstPaise: 0, totalPaise: 10_500_000 },
      amountInWords: 'Rupees One Lakh Five Thousand Only',
    })
    // Ravi: registered in Maharashtra, delivering to Karnataka: IGST on a sculpture (9703).
    expect(sale(ravi)).toMatchObject({
      documentType: 'Tax Invoice',
      regime: 'inter',
      lines: [{ hsn: '9703', rateBasisPoints: 500, taxablePaise: 4_285_714, igstPaise: 214_286, totalPaise: 4_500_000 }],
    })
    // Kabir: not registered, so a Bill of Supply with no tax.
    expect(sale(kabir)).toMatchObject({
      documentType: 'Bill of Supply',
      regime: 'none',
      supplier: { gstin: null },
      totals: { taxablePaise: 1_200_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 1_200_000 },
    })
    // Kala (Maharashtra) to Meera (Karnataka): IGST at 18 % within Kala's 30 % fee of ₹31,500.
    expect(fee(meera)).toMatchObject({
      documentType: 'Tax Invoice',
      supplier: { name: 'Kala Art Marketplace Private Limited', gstin: '27AAKCK4821M1Z6' },
      recipient: { name: 'Meera Iyer Studio LLP', gstin: '29ABCDE1234F1Z5' },
      regime: 'inter',
      lines: [{ hsn: '996211', rateBasisPoints: 1800, taxablePaise: 2_669_492, igstPaise: 480_508, totalPaise: 3_150_000 }],
    })
    // Kala to Ravi, both in Maharashtra: CGST + SGST on ₹13,500.
    expect(fee(ravi)).toMatchObject({ regime: 'intra', totals: { taxablePaise: 1_144_068, cgstPaise: 102_966, sgstPaise: 102_966 } })
  })

  it('prints the buyer’s invoices in one PDF: suppliers, HSN, taxable values, CGST/SGST and IGST, totals, amounts in words', async () => {
    const text = await pdfText(INVOICE_API.order(String(order.id)), buyer)
    for (const expected of [
      'Tax Invoice',
      'Bill of Supply',
      'Meera Iyer Studio LLP',
      'GSTIN: 29ABCDE1234F1Z5',
      'Ravi Menon',
      'GSTIN: Unregistered',
      'Place of supply Karnataka (29)',
      '9701',
      '9703',
      '9702',
      '1,00,000.00', // Meera's taxable value
      '2,500.00', // her CGST, and her SGST
      'CGST',
      'SGST',
      'IGST',
      '42,857.14', // Ravi's taxable value
      '2,142.86', // his IGST
      '₹1,05,000.00',
      '₹45,000.00',
      '₹12,000.00',
      'Rupees One Lakh Five Thousand Only',
      'Rupees Forty-Five Thousand Only',
      'Rupees Twelve Thousand Only',
      INVOICE_MESSAGES.billOfSupplyNote,
      // Each work's return policy as stored on its line at sale (issue 20): the sellers' default here.
      'Returns within 7 days of delivery.',
    ])
      expect(text).toContain(expected)
  })

  it("gives a seller their own invoice and Kala's fee invoice, never another seller's", async () => {
    const own = await pdfText(INVOICE_API.sale(String(order.id)), meera)
    expect(own).toContain('Meera Iyer Studio LLP')
    expect(own).toContain('Monsoon over the Ghats')
    expect(own).not.toContain('Ravi Menon')
    expect(own).not.toContain('Bronze Nandi')
    const fee = await pdfText(INVOICE_API.fee(String(order.id)), meera)
    expect(fee).toContain('Kala Art Marketplace Private Limited')
    expect(fee).toContain('GSTIN: 27AAKCK4821M1Z6')
    expect(fee).toContain('996211')
    expect(fee).toContain('26,694.92')
    expect(fee).toContain('4,805.08')
    expect(fee).toContain('Rupees Thirty-One Thousand Five Hundred Only')
    expect(fee).not.toContain('Bronze Nandi')
  })

  it('answers nobody else: a visitor 401, another member or seller 404, at the storefront door', async () => {
    const id = String(order.id)
    const ravisInvoice = invoices.find((i) => i.key === `sale:${order.id}:${ravi.id}`)!
    expect((await shop.http.get(INVOICE_API.order(id), null)).status).toBe(401)
    expect((await shop.http.get(INVOICE_API.sale(id), null)).status).toBe(401)
    const stranger = await shop.http.get(INVOICE_API.order(id), other)
    expect(stranger.status).toBe(404)
    expect(stranger.json.error).toBe(INVOICE_MESSAGES.noInvoice)
    // A seller of the same order is not a party to another seller's invoice.
    expect((await shop.http.get(INVOICE_API.one(String(ravisInvoice.id)), meera)).status).toBe(404)
    expect((await shop.http.get(INVOICE_API.one(String(ravisInvoice.id)), ravi)).status).toBe(200)
    // The buyer is no supplier, nor a fee's recipient.
    expect((await shop.http.get(INVOICE_API.sale(id), buyer)).status).toBe(404)
    expect((await shop.http.get(INVOICE_API.fee(id), buyer)).status).toBe(404)
    expect((await shop.http.get(INVOICE_API.sale(id), other)).status).toBe(404)
    expect((await shop.http.get(INVOICE_API.one('not-an-id'), buyer)).status).toBe(404)
    // Staff see every seller's invoice of the order.
    const staff = await pdfText(INVOICE_API.order(id), admin)
    expect(staff).toContain('Ravi Menon')
    expect(staff).toContain('Meera Iyer Studio LLP')
  })

  it("is written by nobody at Payload's door, and read there by staff only", async () => {
    const asAdmin = { email: admin.email, password: PASSWORD }
    const [one] = invoices
    for (const who of [buyer, meera, other]) {
      const answer = await restCall(payload, 'GET', `/cms/api/invoices/${one.id}`, { email: who.email, password: PASSWORD })
      expect(answer.status, who.email).toBeGreaterThanOrEqual(401)
      expect(JSON.stringify(answer.json)).not.toContain(one.number)
    }
    expect((await restCall(payload, 'GET', `/cms/api/invoices/${one.id}`, null)).status).toBeGreaterThanOrEqual(401)
    const read = await restCall(payload, 'GET', `/cms/api/invoices/${one.id}`, asAdmin)
    expect(read.status).toBe(200)
    expect(read.json.number).toBe(one.number)
    expect((await restCall(payload, 'PATCH', `/cms/api/invoices/${one.id}`, asAdmin, { totalPaise: 1 })).status).toBe(403)
    expect((await restCall(payload, 'DELETE', `/cms/api/invoices/${one.id}`, asAdmin)).status).toBe(403)
    expect((await restCall(payload, 'POST', '/cms/api/invoices', asAdmin, { key: 'x', number: 'x' })).status).toBe(403)
  })

  it('attaches the buyer’s invoice to the confirmation e-mail', async () => {
    await runJobs(payload)
    const confirmation = mailsTo(buyer.email).find((m) => m.includes(`order ${order.orderNumber} is confirmed`))
    expect(confirmation).toBeDefined()
    expect(confirmation).toContain(INVOICE_MESSAGES.attached)
    expect(confirmation).toMatch(/Content-Type: application\/pdf; name=Kala-invoice-/)
    expect(confirmation).toMatch(/Content-Disposition: attachment;\s+filename=Kala-invoice-/)
  })
})

describe('invoice numbers', () => {
  it('run from 0001 in each supplier’s series for the financial year', async () => {
    const priya = await shop.seller('priya')
    await payoutAccount(priya, 'Priya Das', 'West Bengal', '19AAAPD1234C1Z7')
    const order = await paidOrder(buyer, [await shop.work(priya, { title: 'First light', category: 'Drawing', price: 20_000 })])
    const sale = (await invoicesOf(order)).find((i) => i.kind === 'sale')!
    expect(sale.number).toBe(`S${priya.id}/26-27/0001`)
    expect(snapshot(sale).number).toBe(sale.number)
    expect(snapshot(sale).invoiceDate).toBe(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10))
  })

  it('stay gap-free and unique when one seller’s works sell in concurrent payments', async () => {
    const tara = await shop.seller('tara')
    await payoutAccount(tara, 'Tara Sen', 'Karnataka', '29AAAPS1234C1Z9')
    const buyers = await Promise.all([1, 2, 3, 4, 5].map((n) => shop.buyer(`b${n}`)))
    const checkouts = []
    for (const [n, who] of buyers.entries())
      checkouts.push({ who, ...(await checkout(who, [await shop.work(tara, { title: `Series ${n}`, price: 10_000 + n })])) })
    const kalaBefore = await payload.count({ collection: 'invoices', where: { series: { like: 'kala:' } }, overrideAccess: true })
    const answers = await Promise.all(checkouts.map((c) => shop.http.post('/api/user/rp-verify-signature', c.payment, c.who)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    // A repeated issue of the same orders at the same time adds nothing.
    await Promise.all(checkouts.map((c) => issueInvoices(payload, c.orderId)))
    const { docs } = await payload.find({
      collection: 'invoices',
      where: { seller: { equals: tara.id } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const sales = docs.filter((i) => i.kind === 'sale')
    expect(sales.map(seq).sort()).toEqual([1, 2, 3, 4, 5])
    expect(new Set(sales.map((i) => i.number)).size).toBe(5)
    const { docs: kala } = await payload.find({
      collection: 'invoices',
      where: { supplierUser: { exists: false } },
      sort: 'sequence',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    // Kala's own series: every fee invoice so far, 1…n with no hole.
    expect(kala.map(seq)).toEqual(kala.map((_, i) => i + 1))
    expect(kala.length).toBeGreaterThanOrEqual(kalaBefore.totalDocs + 5)

    // Five issues of one series at the very same moment all take "the next number": the database
    // lets one have each, the others take the next, and the series still has no hole.
    await payload.db.deleteMany({ collection: 'invoices', where: { and: [{ seller: { equals: tara.id } }, { kind: { equals: 'sale' } }] } })
    await Promise.all(checkouts.map((c) => issueInvoices(payload, c.orderId)))
    const again = await payload.find({
      collection: 'invoices',
      where: { and: [{ seller: { equals: tara.id } }, { kind: { equals: 'sale' } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(again.docs.map(seq).sort()).toEqual([1, 2, 3, 4, 5])
  })

  it('start again at 0001 on 1 April (India’s time), the year before keeping its own', async () => {
    const isha = await shop.seller('isha')
    await payoutAccount(isha, 'Isha Kapoor', 'Delhi', '07AAAPK1234C1Z3')
    const march = await paidOrder(buyer, [await shop.work(isha, { title: 'March', price: 30_000 })])
    const april = await paidOrder(buyer, [await shop.work(isha, { title: 'April', price: 30_000 })])
    // Issued as if paid at 23:59 on 31 March and 00:01 on 1 April 2027 in India.
    await unissue(march, '2027-03-31T18:29:00.000Z')
    await unissue(april, '2027-03-31T18:31:00.000Z')
    const [m] = (await issueInvoices(payload, march.id)).filter((i) => i.kind === 'sale')
    const [a] = (await issueInvoices(payload, april.id)).filter((i) => i.kind === 'sale')
    expect(m.number).toBe(`S${isha.id}/26-27/0001`)
    expect(a.number).toBe(`S${isha.id}/27-28/0001`)
    expect(snapshot(a).financialYear).toBe('2027-28')
    expect(snapshot(a).invoiceDate).toBe('2027-04-01')
  })
})

describe('GST rates as data', () => {
  it('invoices the rate in force at payment: 12 % before the 2025 rationalisation, 5 % from 22 September 2025', async () => {
    const before = await paidOrder(buyer, [await shop.work(meera, { title: 'Before', category: 'Painting', price: 11_200 })])
    const after = await paidOrder(buyer, [await shop.work(meera, { title: 'After', category: 'Painting', price: 10_500 })])
    await unissue(before, '2025-09-21T18:29:59.000Z') // 23:59:59 on 21 September in India
    await unissue(after, '2025-09-21T18:30:00.000Z') // midnight, 22 September
    const saleOf = async (o: Order) => snapshot((await issueInvoices(payload, o.id)).find((i) => i.kind === 'sale')!)
    expect((await saleOf(before)).lines[0]).toMatchObject({ hsn: '9701', rateBasisPoints: 1200, taxablePaise: 1_000_000 })
    expect((await saleOf(after)).lines[0]).toMatchObject({ hsn: '9701', rateBasisPoints: 500, taxablePaise: 1_000_000 })
    const text = await pdfText(INVOICE_API.sale(String(before.id)), meera)
    expect(text).toContain('12%')
    expect(text).toContain('10,000.00')
    expect(text).toContain('600.00') // CGST and SGST of ₹1,200
  })

  it('keeps rates in force unchangeable and refuses a rate dated in the past', async () => {
    const asAdmin = { email: admin.email, password: PASSWORD }
    const { docs } = await payload.find({
      collection: 'tax-rates',
      where: { subject: { equals: 'Painting' } },
      sort: 'effectiveFrom',
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((d) => [d.hsn, d.percent])).toEqual([
      ['9701', 12],
      ['9701', 5],
    ])
    const edit = await restCall(payload, 'PATCH', `/cms/api/tax-rates/${docs[0].id}`, asAdmin, { percent: 18 })
    expect(edit.status).toBe(403)
    expect(JSON.stringify(edit.json)).toContain(INVOICE_MESSAGES.rateInForceLocked)
    const past = await restCall(payload, 'POST', '/cms/api/tax-rates', asAdmin, {
      subject: 'Painting',
      hsn: '9701',
      percent: 18,
      effectiveFrom: '2026-01-01T00:00:00.000Z',
    })
    expect(past.status).toBe(400)
    expect(JSON.stringify(past.json)).toContain(INVOICE_MESSAGES.ratePastDate)
    const asBuyer = await restCall(payload, 'GET', '/cms/api/tax-rates', { email: buyer.email, password: PASSWORD })
    expect(asBuyer.status).toBeGreaterThanOrEqual(401)
  })
})

describe('the invoice sweep', () => {
  it('issues what a paid order is owed and was not issued at payment, once', async () => {
    const order = await paidOrder(buyer, [await shop.work(ravi, { title: 'Late', category: 'Sculpture', price: 9_000 })])
    const numbers = (await invoicesOf(order)).map((i) => i.number).sort()
    await unissue(order)
    expect(await sweepInvoices(payload)).toBe(2)
    expect(await sweepInvoices(payload)).toBe(0)
    expect((await invoicesOf(order)).map((i) => i.number).sort()).toEqual(numbers)
  })
})
