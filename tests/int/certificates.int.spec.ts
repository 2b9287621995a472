/**
 * Certificates of authenticity (issue 20, part 1 and 2): a paid order's sold lines get one
 * certificate each, once, however often or concurrently the sync runs; a cancellation or refund
 * revokes them; a resold work's new certificate names the earlier one; the verify API answers
 * valid, revoked, 404 and 429, and never says who bought the work; the PDF read back as text shows
 * the number, title, artist and both units of size; only the buyer, the line's seller and staff
 * fetch it, at either door; a sold work's page names its certificate. Runs on the SQL path and the
 * portable one.
 */
import type { Payload } from 'payload'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncCertificates } from '../../cms/certificates/sync'
import { moveFulfilment } from '../../cms/sales/orderMachine'
import type { Certificate, Order, User } from '../../payload-types'
import { CERTIFICATE_API, CERTIFICATE_MESSAGES, CERTIFICATE_NUMBER_PATTERN, HANDBOOK_SLUG } from '../../shared/certificates'
import { RATE_LIMITS } from '../../shared/constants'
import { RATE_LIMIT_MESSAGES } from '../../shared/messages'
import { restCall } from './helpers/payloadRest'
import { dueNow, orderById, runJobs, type Shop, startShop } from './helpers/shop'
import { PASSWORD } from './helpers/users'

let shop: Shop
let payload: Payload
let admin: User
let meera: User
let kabir: User
let buyer: User
let stranger: User

const certificatesOf = async (order: Order): Promise<Certificate[]> =>
  (
    await payload.find({
      collection: 'certificates',
      where: { order: { equals: order.id } },
      sort: 'id',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

/** Buys new works of these sellers as `buyer`, naming them on the certificate or not. */
async function buy(works: { owner: User; title: string; data?: Record<string, unknown> }[], nameOnCertificate = false): Promise<Order> {
  const made = []
  for (const w of works) made.push(await shop.work(w.owner, { title: w.title, price: 30_000, ...w.data }))
  const session = await shop.http.post(
    '/api/user/rp-create-order',
    { artworkIds: made.map((w) => String(w.id)), addressId: buyer.addresses?.[0]?.id, nameOnCertificate },
    buyer,
  )
  expect(session.status, session.text).toBe(200)
  const paid = await shop.http.post('/api/payments/simulator/pay', { razorpay_order_id: session.json.id, outcome: 'success' }, buyer)
  expect(paid.status, paid.text).toBe(200)
  const verified = await shop.http.post('/api/user/rp-verify-signature', paid.json, buyer)
  expect(verified.status, verified.text).toBe(200)
  return orderById(payload, session.json.orderId as number)
}

const move = async (order: Order, to: 'delivered' | 'cancelled' | 'packed' | 'shipped') =>
  moveFulfilment(payload, {
    order: await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true }),
    to,
    by: 'staff',
    reason: to === 'cancelled' ? 'Damaged in the studio' : null,
  })

/** A PDF fetched with `who`'s token: its status and, when it is one, its text. */
async function pdfText(path: string, who: User | null): Promise<{ status: number; text: string }> {
  const token = who ? shop.http.tokenOf(who) : undefined
  const res = await fetch(shop.base + path, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  if (res.status !== 200) return { status: res.status, text: await res.text() }
  expect(res.headers.get('content-type')).toBe('application/pdf')
  const doc = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()))
  const { text } = await extractText(doc, { mergePages: true })
  return { status: 200, text: text.replace(/\s+/g, ' ') }
}

beforeAll(async () => {
  shop = await startShop()
  payload = shop.payload
  admin = await shop.member('admin', 'ada')
  meera = await shop.seller('meera')
  kabir = await shop.seller('kabir')
  buyer = await shop.buyer('asha')
  stranger = await shop.buyer('ravi')
})
afterAll(async () => shop?.close())

describe('certificates of authenticity', () => {
  it('issues one certificate per sold line when the order is paid, with an unguessable number, once however often it runs', async () => {
    const order = await buy([
      { owner: meera, title: 'Monsoon Window', data: { yearOfCreation: '2024', width: 24, height: 36 } },
      { owner: kabir, title: 'Salt Pans at Dusk' },
    ])
    const issued = await certificatesOf(order)
    expect(issued).toHaveLength(2)
    expect(issued.map((c) => c.lineId).sort()).toEqual((order.items ?? []).map((l) => String(l.id)).sort())
    for (const c of issued) {
      expect(c.number).toMatch(CERTIFICATE_NUMBER_PATTERN)
      expect(c.state).toBe('valid')
      expect(c.buyerName ?? null).toBeNull()
    }
    expect(new Set(issued.map((c) => c.number)).size).toBe(2)
    const meeraLine = issued.find((c) => String(c.seller) === String(meera.id))!
    expect(meeraLine.snapshot).toMatchObject({
      title: 'Monsoon Window',
      year: '2024',
      dimensions: { inches: '24 × 36 in', cm: '61 × 91.4 cm' },
    })

    // Again, and twice at once (two instances settling the same order): still the same two.
    await Promise.all([syncCertificates(payload, order.id), syncCertificates(payload, order.id), syncCertificates(payload, order.id)])
    expect((await certificatesOf(order)).map((c) => c.number)).toEqual(issued.map((c) => c.number))
  })

  it('prints the buyer’s name only when they asked for it, and keeps what it printed when the work changes later', async () => {
    const order = await buy([{ owner: meera, title: 'Named Work', data: { medium: 'Ink', material: 'paper' } }], true)
    const [c] = await certificatesOf(order)
    expect(c!.buyerName).toBe('Asha Rao')
    await payload.update({ collection: 'artworks', id: order.items![0]!.artwork as number, data: { medium: 'Oil' }, overrideAccess: true })
    const again = await payload.findByID({ collection: 'certificates', id: c!.id, depth: 0, overrideAccess: true })
    expect(again.snapshot).toMatchObject({ mediumOnMaterial: 'Ink on paper', buyerName: 'Asha Rao' })
  })

  it('revokes the certificates of a cancelled order, dated, and keeps them revoked after its refund', async () => {
    const order = await buy([{ owner: meera, title: 'Cancelled Work' }])
    expect(await move(order, 'cancelled')).toBe(true)
    const [c] = await certificatesOf(order)
    expect(c!.state).toBe('revoked')
    expect(Date.now() - Date.parse(c!.revokedAt!)).toBeLessThan(60_000)
    await dueNow(payload)
    await runJobs(payload)
    expect((await orderById(payload, order.id)).paymentStatus).toBe('refunded')
    const [after] = await certificatesOf(order)
    expect(after).toMatchObject({ state: 'revoked', revokedAt: c!.revokedAt })
  })

  it('gives a resold work a new certificate that names the earlier one', async () => {
    const first = await buy([{ owner: meera, title: 'Twice Sold' }])
    const [earlier] = await certificatesOf(first)
    const artworkId = first.items![0]!.artwork as number
    // The work comes back on sale (bought back, listed again) and is sold once more.
    await payload.db.updateOne({
      collection: 'artworks',
      id: artworkId,
      data: { saleState: 'forSale', available: true, soldOrder: null, soldAt: null, reservedOrder: null },
    })
    // The portable path's claim of the first sale goes with it (the SQL path has none).
    await payload.delete({ collection: 'sale-claims', where: { artwork: { equals: artworkId } }, overrideAccess: true })
    const session = await shop.http.post(
      '/api/user/rp-create-order',
      { artworkIds: [String(artworkId)], addressId: stranger.addresses?.[0]?.id },
      stranger,
    )
    expect(session.status, session.text).toBe(200)
    const paid = await shop.http.post('/api/payments/simulator/pay', { razorpay_order_id: session.json.id, outcome: 'success' }, stranger)
    expect((await shop.http.post('/api/user/rp-verify-signature', paid.json, stranger)).status).toBe(200)
    const [later] = await certificatesOf(await orderById(payload, session.json.orderId as number))
    expect(later!.number).not.toBe(earlier!.number)
    expect(String(later!.supersedes)).toBe(String(earlier!.id))
    expect(later!.snapshot).toMatchObject({ supersedes: earlier!.number })
    const verified = await shop.http.get(CERTIFICATE_API.verify(later!.number))
    expect(verified.json.certificate.supersedes).toBe(earlier!.number)
    // The work's page names its newest certificate.
    const page = await shop.http.get(`/api/public/artwork/${artworkId}`)
    expect(page.json.provenance).toEqual({ number: later!.number, soldAt: expect.any(String) })
  })

  it('verifies: valid, revoked with its date, 404 for an unknown or malformed number, and never the buyer', async () => {
    const order = await buy([{ owner: kabir, title: 'Verified Work', data: { width: 10, height: 12 } }], true)
    const [c] = await certificatesOf(order)
    const valid = await shop.http.get(CERTIFICATE_API.verify(c!.number.toLowerCase()))
    expect(valid.status, valid.text).toBe(200)
    expect(valid.headers.get('cache-control')).toBe('no-store')
    expect(valid.json.certificate).toMatchObject({
      number: c!.number,
      state: 'valid',
      revokedAt: null,
      work: { title: 'Verified Work', dimensions: { inches: '10 × 12 in', cm: '25.4 × 30.5 cm' } },
    })
    const anonymous = JSON.stringify(valid.json)
    for (const personal of ['Asha', 'Rao', buyer.email, buyer.addresses![0]!.email, 'Bengaluru', '9812345678', order.orderNumber!])
      expect(anonymous).not.toContain(personal)

    await move(order, 'cancelled')
    const revoked = await shop.http.get(CERTIFICATE_API.verify(c!.number))
    expect(revoked.json.certificate.state).toBe('revoked')
    expect(revoked.json.certificate.revokedAt).toEqual(expect.any(String))
    expect(JSON.stringify(revoked.json)).not.toContain('Asha')

    for (const unknown of ['KALA-2222-3333-4444-5555', 'nonsense', 'KALA-0000-OOOO-1111-IIII']) {
      const missing = await shop.http.get(CERTIFICATE_API.verify(unknown))
      expect(missing.status).toBe(404)
      expect(missing.json.error).toBe(CERTIFICATE_MESSAGES.unknownNumber)
    }
  })

  it('slows down whoever tries many numbers: 429 with a sentence', async () => {
    const limited = await shop.app({ RATE_LIMIT_DISABLED: undefined })
    let last: Response | null = null
    for (let i = 0; i <= RATE_LIMITS.verify.limit; i++)
      last = await fetch(`${limited}${CERTIFICATE_API.verify(`KALA-2222-3333-4444-${String(i).padStart(4, '7')}`)}`)
    expect(last!.status).toBe(429)
    expect(((await last!.json()) as { error: string }).error).toBe(RATE_LIMIT_MESSAGES.verify)
  })

  it('prints the number, title, artist and both units of size, for the buyer, the line’s seller and staff only', async () => {
    const order = await buy([
      {
        owner: meera,
        title: 'Printed Work',
        data: { width: 24, height: 36, yearOfCreation: '2023', editionKind: 'limited', editionSize: 25, editionNumber: 2 },
      },
      { owner: kabir, title: 'Kabir Work' },
    ])
    const certs = await certificatesOf(order)
    const mine = certs.find((c) => String(c.seller) === String(meera.id))!
    const buyerPath = CERTIFICATE_API.order(String(order.id), mine.lineId)
    const sellerPath = CERTIFICATE_API.sale(String(order.id), mine.lineId)

    const printed = await pdfText(buyerPath, buyer)
    expect(printed.status).toBe(200)
    for (const words of [
      mine.number,
      'Printed Work',
      meera.fullName,
      '24 × 36 in',
      '61 × 91.4 cm',
      'Impression 2/25',
      '2023',
      '/verify/' + mine.number,
    ])
      expect(printed.text).toContain(words)
    expect((await pdfText(sellerPath, meera)).status).toBe(200)
    expect((await pdfText(sellerPath, admin)).status).toBe(200)
    // Another seller of the same order, another member, the seller at the buyer's door, a visitor: 404 or 401.
    expect((await pdfText(sellerPath, kabir)).status).toBe(404)
    expect((await pdfText(buyerPath, stranger)).status).toBe(404)
    expect((await pdfText(buyerPath, meera)).status).toBe(404)
    expect((await pdfText(buyerPath, null)).status).toBe(401)
    expect((await pdfText(CERTIFICATE_API.order(String(order.id), 'no-such-line'), buyer)).status).toBe(404)

    // Revoked, it says so.
    await move(order, 'cancelled')
    expect((await pdfText(buyerPath, buyer)).text).toContain('REVOKED')
  })

  it('answers the back office’s door as it answers the storefront’s: staff read, nobody writes', async () => {
    const order = await buy([{ owner: meera, title: 'Door Work' }])
    const [c] = await certificatesOf(order)
    const as = (u: User) => ({ email: u.email, password: PASSWORD })
    expect((await restCall(payload, 'GET', `/cms/api/certificates/${c!.id}`, as(admin))).status).toBe(200)
    expect((await restCall(payload, 'GET', `/cms/api/certificates/${c!.id}`, null)).status).toBeGreaterThanOrEqual(401)
    expect((await restCall(payload, 'PATCH', `/cms/api/certificates/${c!.id}`, as(admin), { state: 'revoked' })).status).toBe(403)
    expect((await restCall(payload, 'DELETE', `/cms/api/certificates/${c!.id}`, as(admin))).status).toBe(403)
    expect((await restCall(payload, 'POST', `/cms/api/certificates`, as(admin), { number: 'KALA-X' })).status).toBe(403)
    const listed = await payload.find({ collection: 'certificates', overrideAccess: false, user: stranger, depth: 0 })
    expect(listed.docs.map((d) => d.id)).not.toContain(c!.id)
  })

  it('offers the collector’s handbook as a guide, outside the hub’s list', async () => {
    const guide = await shop.http.get(`/api/public/guide/${HANDBOOK_SLUG}`)
    expect(guide.status).toBe(200)
    expect(guide.json.guide.sections.map((s: { heading: string }) => s.heading)).toEqual(
      expect.arrayContaining(['Caring for your work', 'Framing', 'Insuring your work in India', 'Your certificate, and how to verify it']),
    )
    const hub = await shop.http.get('/api/public/guides')
    expect(hub.json.guides.map((g: { slug: string }) => g.slug)).not.toContain(HANDBOOK_SLUG)
  })
})
