import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATEGORIES, COLORS, MEDIUMS, MOODS, ORDER_STATUSES, STYLES } from '../../shared/constants'
import { startPayload, type TestPayload } from './helpers/payload'

let t: TestPayload
let payload: Payload
const lines: string[] = []
const SLUGS = [
  'users',
  'artworks',
  'artwork-collections',
  'galleries',
  'exhibitions',
  'orders',
  'likes',
  'media',
  'dictionary-categories',
  'dictionary-terms',
  'categories',
  'guides',
  'seller-stats',
  'enquiries',
] as const

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const slug of SLUGS) out[slug] = (await payload.count({ collection: slug, overrideAccess: true })).totalDocs
  return out
}

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  const { seed } = await import('../../seed/index')
  // Same catalogue, smaller generated images: the test is about content, not pixels.
  await seed({ payload, imageScale: 0.2, log: (l) => lines.push(l) })
}, 900_000)
afterAll(async () => t?.close())

describe('the demo catalogue', () => {
  it('reports its progress step by step', () => {
    for (const step of [
      'members',
      'artists',
      'galleries',
      'artworks',
      'exhibitions',
      'dictionary',
      'categories',
      'guides',
      'orders',
      'home curation',
      'done',
    ]) {
      expect(lines.some((l) => l.startsWith(`seed: ${step}`))).toBe(true)
    }
  })

  it('has staff, every member role, 12+ artists with full CVs and 4+ galleries', async () => {
    const users = (await payload.find({ collection: 'users', limit: 200, overrideAccess: true, depth: 0 })).docs
    for (const role of ['admin', 'editor', 'explorer', 'artist', 'gallery', 'collector', 'researcher'])
      expect(users.some((u) => u.role === role)).toBe(true)
    const artists = users.filter((u) => u.role === 'artist')
    expect(artists.length).toBeGreaterThanOrEqual(12)
    for (const a of artists) {
      expect(a.bio).toMatch(/<p>/)
      expect(a.photo).toBeTruthy()
      expect(a.education?.length).toBeGreaterThan(0)
      expect(a.exhibitions?.length).toBeGreaterThan(0)
    }
    expect(
      artists.filter((a) => (a.workshops?.length ?? 0) > 0 && (a.awards?.length ?? 0) > 0 && (a.publications?.length ?? 0) > 0).length,
    ).toBeGreaterThanOrEqual(12)
    expect((await payload.count({ collection: 'galleries', overrideAccess: true })).totalDocs).toBeGreaterThanOrEqual(4)
    const admin = await payload.login({ collection: 'users', data: { email: 'admin@kala.test', password: 'kala-demo-2025' } })
    expect(admin.user?.role).toBe('admin')
  })

  it("shows every demo seller's works: the sellers are verified and trusted, their works approved", async () => {
    const works = (await payload.find({ collection: 'artworks', limit: 0, pagination: false, overrideAccess: true, depth: 0 })).docs
    expect(works.length).toBeGreaterThan(100)
    expect(works.filter((w) => w.review !== 'approved' || w.ownerVerified !== true).map((w) => w.title)).toEqual([])
    const { visibleWhere } = await import('../../cms/catalogue/saleRules')
    const visible = await payload.count({ collection: 'artworks', where: visibleWhere, overrideAccess: true })
    expect(visible.totalDocs).toBeGreaterThan(100)
  })

  it('has 120+ artworks over every category, style, medium, mood, size and colour, some sold', async () => {
    const works = (await payload.find({ collection: 'artworks', limit: 1000, overrideAccess: true, depth: 0 })).docs
    expect(works.length).toBeGreaterThanOrEqual(120)
    for (const c of CATEGORIES) expect(works.some((w) => w.category === c)).toBe(true)
    for (const s of STYLES) expect(works.some((w) => w.style === s)).toBe(true)
    for (const m of MEDIUMS) expect(works.some((w) => w.medium === m)).toBe(true)
    for (const m of MOODS) expect(works.some((w) => w.mood === m)).toBe(true)
    for (const size of ['small', 'medium', 'large']) expect(works.some((w) => w.sizeClass === size)).toBe(true)
    for (const color of COLORS) expect(works.some((w) => w.colors?.includes(color))).toBe(true)
    expect(works.some((w) => w.saleState === 'sold' && w.available === false)).toBe(true)
    const prices = works.map((w) => w.price ?? 0)
    expect(Math.min(...prices)).toBeLessThan(10_000)
    expect(Math.max(...prices)).toBeGreaterThan(200_000)
    expect(works.every((w) => w.artistSlug && w.uploadedBy && w.slug && (w.images?.length ?? 0) > 0)).toBe(true)
  })

  it("names each work's own artist, also on the works galleries list for them, and says which works are editions", async () => {
    const users = (await payload.find({ collection: 'users', limit: 200, overrideAccess: true, depth: 0 })).docs
    const byId = new Map(users.map((u) => [u.id, u]))
    const works = (await payload.find({ collection: 'artworks', limit: 1000, overrideAccess: true, depth: 0 })).docs
    const listedByGalleries = works.filter((w) => byId.get(w.owner as number)?.role === 'gallery')
    expect(listedByGalleries).toHaveLength(16)
    for (const w of works) {
      const artist = byId.get(w.artist as number)
      expect(artist?.role, w.title).toBe('artist')
      expect(artist?.fullName).toBe(w.artistName)
      expect(w.artistSlug).toBe(artist?.slug)
    }
    const editions = works.filter((w) => /edition of/i.test(w.description ?? ''))
    expect(editions.length).toBeGreaterThan(0)
    for (const w of editions) expect([w.editionKind, (w.editionSize ?? 0) >= 3]).toEqual(['limited', true])
    expect(works.filter((w) => w.category === 'Painting').every((w) => w.editionKind === 'original' && w.editionSize === null)).toBe(true)
  })

  it('curates home rows with at most two works of one artist', async () => {
    const curation = await payload.findGlobal({ slug: 'home-curation', depth: 1 })
    for (const row of [curation.trending, curation.newArrivals]) {
      const artists = (row ?? []).map((a) =>
        typeof a === 'object' ? String(a.artist && typeof a.artist === 'object' ? a.artist.id : a.artist) : '',
      )
      for (const artist of new Set(artists)) expect(artists.filter((x) => x === artist).length).toBeLessThanOrEqual(2)
    }
  })

  it('has current, upcoming and archived exhibitions, the dictionary, categories, guides and curation', async () => {
    const now = Date.now()
    const ex = (await payload.find({ collection: 'exhibitions', limit: 200, overrideAccess: true, depth: 0 })).docs
    expect(ex.some((e) => Date.parse(e.startDate) <= now && Date.parse(e.endDate) >= now)).toBe(true)
    expect(ex.some((e) => Date.parse(e.startDate) > now)).toBe(true)
    expect(ex.some((e) => Date.parse(e.endDate) < now)).toBe(true)
    expect((await payload.count({ collection: 'dictionary-categories', overrideAccess: true })).totalDocs).toBeGreaterThanOrEqual(8)
    const terms = (await payload.find({ collection: 'dictionary-terms', limit: 500, overrideAccess: true, depth: 0 })).docs
    expect(terms.length).toBeGreaterThanOrEqual(60)
    expect(terms.filter((t) => (t.relatedTerms?.length ?? 0) > 0).length).toBeGreaterThan(50)
    // The hub's six, and the collector's handbook the server writes at start-up.
    expect((await payload.count({ collection: 'guides', overrideAccess: true })).totalDocs).toBe(7)
    const curation = await payload.findGlobal({ slug: 'home-curation', depth: 0 })
    expect(curation.artworkOfTheDay).toBeTruthy()
    expect(curation.trending?.length).toBeGreaterThan(0)
    expect(curation.topPicked?.length).toBeGreaterThan(0)
    expect(curation.newArrivals?.length).toBeGreaterThan(0)
    const orders = (await payload.find({ collection: 'orders', limit: 100, overrideAccess: true, depth: 0 })).docs
    for (const status of ORDER_STATUSES) expect(orders.some((o) => o.orderStatus === status)).toBe(true)
  })

  it('has paid demo orders in every step with their works sold to them, a refunded one and a failed one', async () => {
    const orders = (await payload.find({ collection: 'orders', limit: 100, overrideAccess: true, depth: 0 })).docs
    const paid = orders.filter((o) => o.paymentStatus === 'success')
    for (const status of ['placed', 'packed', 'shipped', 'delivered']) expect(paid.some((o) => o.orderStatus === status)).toBe(true)
    for (const order of paid) {
      const artworkId = order.items[0]!.artwork
      const work = await payload.findByID({
        collection: 'artworks',
        id: typeof artworkId === 'object' ? artworkId.id : artworkId,
        overrideAccess: true,
        depth: 0,
      })
      expect(work).toMatchObject({ saleState: 'sold', available: false, soldOrder: order.id })
      expect(order.statusHistory?.at(-1)?.status).toBe(order.orderStatus)
      expect(order.amountPaise).toBe(order.totalAmount * 100)
      if (order.orderStatus === 'shipped' || order.orderStatus === 'delivered') expect(order.shipment?.trackingNumber).toBeTruthy()
    }
    const refunded = orders.find((o) => o.paymentStatus === 'refunded')
    expect(refunded).toMatchObject({ orderStatus: 'cancelled', refund: { status: 'processed' }, cancellation: { by: 'buyer' } })
    const backOnSale = refunded!.items[0]!.artwork
    expect(
      (
        await payload.findByID({
          collection: 'artworks',
          id: typeof backOnSale === 'object' ? backOnSale.id : backOnSale,
          overrideAccess: true,
        })
      ).saleState,
    ).not.toBe('sold')
    expect(orders.find((o) => o.paymentStatus === 'failed')).toMatchObject({
      failureReason: 'Payment was declined by the bank',
      statusHistory: [],
    })
  })

  it("gives every demo seller a month of visits, and counts the demo likes on the sellers' days", async () => {
    expect(lines.some((l) => l.startsWith('seed: views'))).toBe(true)
    const { docs: artists } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'artist@kala.test' } },
      overrideAccess: true,
    })
    const artist = artists[0]!
    const { docs: days } = await payload.find({
      collection: 'seller-stats',
      where: { seller: { equals: artist.id } },
      pagination: false,
      overrideAccess: true,
    })
    expect(days.filter((d) => Number(d.views) > 0).length).toBe(30)
    const { docs: works } = await payload.find({
      collection: 'artworks',
      where: { owner: { equals: artist.id } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const likes = works.reduce((n, w) => n + (w.likes ?? 0), 0)
    expect(likes).toBeGreaterThan(0)
    expect(days.reduce((n, d) => n + Number(d.likes), 0)).toBe(likes)
    // Her inbox has enquiries in every state the member area shows.
    const { docs: inbox } = await payload.find({ collection: 'enquiries', where: { artist: { equals: artist.id } }, overrideAccess: true })
    expect(new Set(inbox.map((e) => e.status))).toEqual(new Set(['new', 'read', 'answered']))
  })

  it('is idempotent and keeps what staff changed since', async () => {
    const before = await counts()
    const works = await payload.find({
      collection: 'artworks',
      limit: 2,
      where: { saleState: { equals: 'forSale' } },
      overrideAccess: true,
      depth: 0,
    })
    const chosen = works.docs[1]!.id
    await payload.updateGlobal({ slug: 'home-curation', data: { artworkOfTheDay: chosen }, overrideAccess: true })
    const { seed } = await import('../../seed/index')
    await seed({ payload, imageScale: 0.2, log: () => undefined })
    expect(await counts()).toEqual(before)
    expect((await payload.findGlobal({ slug: 'home-curation', depth: 0 })).artworkOfTheDay).toBe(chosen)
  })
})
