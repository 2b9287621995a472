/**
 * /api/public/*: the storefront's public reads, through the real Express app on a real Payload.
 * A small catalogue with known values lets every filter, sort, page and visibility rule be checked
 * against what was stored.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../cms/api/auth/tokens'
import { dailyPick } from '../../cms/api/public/artworks'
import { toApiArtwork } from '../../cms/api/mappers/artwork'
import { catalogueOf } from '../../cms/catalogue'
import { filteredPage, keysetPage } from '../../cms/catalogue/listing'
import { forget } from '../../cms/catalogue/memo'
import type { Artwork, Gallery, User } from '../../payload-types'
import { file, jpeg } from './helpers/images'
import { startPayload, type TestPayload } from './helpers/payload'
import { listen } from './helpers/server'
import { type Cast, makeCast, makeUser } from './helpers/users'

let t: TestPayload
let payload: Payload
let cast: Cast
let base: string
let close: () => Promise<void>
let media: number
let media2: number
const tokens = new Map<number, string>()

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
async function call(method: string, path: string, body?: unknown, who?: User | null, headers: Record<string, string> = {}) {
  const token = who ? tokens.get(who.id) : undefined
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Json, text }
}
const post = (path: string, body: unknown = {}, who?: User | null) => call('POST', `/api/public${path}`, body, who)
const get = (path: string, who?: User | null) => call('GET', `/api/public${path}`, undefined, who)

const DAY = 86_400_000
const now = Date.now()
let seq = 0
/** An artwork created as staff would, `days` days old. */
async function art(owner: User, data: Partial<Artwork> & { days?: number } = {}): Promise<Artwork> {
  const { days = 0, ...rest } = data
  seq += 1
  return payload.create({
    collection: 'artworks',
    data: {
      title: `Work ${seq}`,
      owner: owner.id,
      medium: 'Oil',
      material: 'canvas',
      price: 10000 * seq,
      width: 20,
      height: 16,
      images: [media],
      category: 'Painting',
      style: 'Abstract',
      mood: 'Calm',
      colors: ['red'],
      createdAt: new Date(now - days * DAY - seq * 1000).toISOString(),
      ...rest,
    } as Artwork,
    overrideAccess: true,
  })
}

/** The catalogue: 15 public works of artist A and B, and 4 that visitors must never see in lists. */
const w: Record<string, Artwork> = {}
let gallery: Gallery

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  const { createApp } = await import('../../cms/app')
  ;({ url: base, close } = await listen(createApp({ payload, mediaDir: process.env.MEDIA_DIR })))
  cast = await makeCast(payload)
  for (const user of Object.values(cast)) tokens.set(user.id, await signAccessToken(payload.secret, user.id, 'test-family'))
  media = (
    await payload.create({
      collection: 'media',
      data: { alt: 'A test image', owner: cast.artistA.id },
      file: file(await jpeg(1)),
      overrideAccess: true,
    })
  ).id
  media2 = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Another', owner: cast.artistB.id },
      file: file(await jpeg(2), 'b.jpg'),
      overrideAccess: true,
    })
  ).id
  await payload.update({
    collection: 'users',
    id: cast.artistA.id,
    data: { bio: '<p>Paints the sea.</p>', city: 'Kochi', photo: media },
    overrideAccess: true,
    context: { seeding: true },
  })

  const A = cast.artistA
  const B = cast.artistB
  w.newest = await art(A, { days: 0, title: 'Newest Red Oil', price: 25000, colors: ['red', 'blue'] })
  w.surreal = await art(A, { days: 1, style: 'Surrealism', colors: ['blue'], price: 60000, mood: 'Serene' })
  w.water = await art(B, {
    days: 2,
    medium: 'Watercolour',
    material: 'paper',
    colors: ['blue'],
    mood: 'Bold',
    price: 15000,
    category: 'Drawing',
  })
  w.acrylic = await art(B, { days: 3, medium: 'Acrylic', colors: ['green'], width: 30, height: 40, price: 120000, style: 'Pop Art' })
  w.large = await art(A, { days: 4, width: 60, height: 72, colors: ['yellow'], price: 480000, category: 'Sculpture', style: 'Minimalism' })
  w.free = await art(B, { days: 5, price: null as unknown as number, colors: ['black'] }) // price on request
  w.sold = await art(A, { days: 6, saleState: 'sold', colors: ['white'], price: 30000 })
  w.reserved = await art(B, { days: 7, saleState: 'reserved', colors: ['pink'], price: 35000 })
  for (let i = 0; i < 7; i++) w[`filler${i}`] = await art(i % 2 ? A : B, { days: 8 + i, colors: ['gray'], price: 5000 + i })
  // Never listed: unpublished, withdrawn (not available, not sold), and both.
  w.draft = await art(A, { days: 0.5, status: 'unpublished', title: 'Hidden Draft', colors: ['blue'], style: 'Surrealism' })
  w.withdrawn = await art(B, { days: 0.5, available: false, title: 'Withdrawn Work', colors: ['blue'] })
  w.both = await art(A, { days: 0.5, available: false, status: 'unpublished', colors: ['blue'] })
  w.draft2 = await art(B, { days: 30, status: 'unpublished', colors: ['red'] })

  // Likes of the explorer (for hasLiked), made as the like route does.
  for (const id of [w.newest.id, w.water.id]) {
    await payload.create({ collection: 'likes', data: { owner: cast.explorer.id, artwork: id }, overrideAccess: true })
  }
  gallery = await payload.create({
    collection: 'galleries',
    data: {
      owner: cast.gallery.id,
      name: 'Gita Gallery',
      username: 'gita-gallery',
      bio: 'A gallery in Pune.',
      city: 'Pune',
      photo: media2,
      banners: [media],
      artists: [A.id],
    },
    overrideAccess: true,
  })
}, 300_000)

afterAll(async () => {
  await close?.()
  await t?.close()
})

const PUBLIC = () =>
  ['newest', 'surreal', 'water', 'acrylic', 'large', 'free', 'sold', 'reserved', ...Array.from({ length: 7 }, (_, i) => `filler${i}`)].map(
    (k) => String(w[k].id),
  )
const HIDDEN = () => ['draft', 'withdrawn', 'both', 'draft2'].map((k) => String(w[k].id))

async function allPages(body: Json, who?: User | null): Promise<Json[]> {
  const first = await post('/artworks', { ...body, page: 1 }, who)
  expect(first.status).toBe(200)
  const items = [...first.json.artworks]
  for (let page = 2; page <= first.json.pages; page++) items.push(...(await post('/artworks', { ...body, page }, who)).json.artworks)
  expect(items).toHaveLength(first.json.count)
  return items
}
const ids = (list: Json[]) => list.map((a) => a._id)

describe('the catalogue', () => {
  it('is the implementation this run asks for (the portable one in the int-portable project)', async () => {
    const { catalogueOf } = await import('../../cms/catalogue')
    expect(catalogueOf(payload).impl).toBe(process.env.CATALOGUE_IMPL ?? 'sql')
  })
})

describe('POST /api/public/artworks: visibility', () => {
  it('lists published works that are available or sold, never unpublished or withdrawn ones', async () => {
    const items = await allPages({})
    expect(new Set(ids(items))).toEqual(new Set(PUBLIC()))
    for (const hidden of HIDDEN()) expect(ids(items)).not.toContain(hidden)
  })

  it('applies exactly the visibility rule of the access functions (raw SQL = Local API as a visitor)', async () => {
    const local = await payload.find({ collection: 'artworks', overrideAccess: false, pagination: false, depth: 0 })
    const listed = await allPages({})
    expect(new Set(ids(listed))).toEqual(new Set(local.docs.map((d) => String(d.id))))
  })

  it('does not list an owner their own drafts either (the shop is public; drafts live in the member area)', async () => {
    const items = await allPages({}, cast.artistA)
    expect(ids(items)).not.toContain(String(w.draft.id))
  })

  it('sees a work disappear once it is unpublished and come back when published again', async () => {
    const before = (await post('/artworks', {})).json.count
    await payload.update({ collection: 'artworks', id: w.reserved.id, data: { status: 'unpublished' }, overrideAccess: true })
    expect((await post('/artworks', {})).json.count).toBe(before - 1)
    await payload.update({ collection: 'artworks', id: w.reserved.id, data: { status: 'published' }, overrideAccess: true })
    expect((await post('/artworks', {})).json.count).toBe(before)
  })
})

describe('POST /api/public/artworks: the response', () => {
  it("pages 12 at a time with page, pages and count, in the spec's field names", async () => {
    const res = await post('/artworks', {})
    expect(res.json).toMatchObject({ page: 1, pages: 2, count: 15 })
    expect(res.json.artworks).toHaveLength(12)
    const first = res.json.artworks[0]
    expect(first).toMatchObject({
      _id: String(w.newest.id),
      title: 'Newest Red Oil',
      artistName: 'Anil Artist',
      artistSlug: 'anil-artist',
      uploadedBy: 'anil-artist',
      price: 25000,
      medium: 'Oil',
      material: 'canvas',
      width: 20,
      height: 16,
      colors: ['red', 'blue'],
      hasLiked: false,
      available: true,
      status: 'published',
    })
    expect(first.imageUrls[0].url).toMatch(/^\/media\//)
    expect(first.imageUrls[0].thumbnail.url).toMatch(/\.webp$/)
    const second = await post('/artworks', { page: 2 })
    expect(second.json).toMatchObject({ page: 2, pages: 2, count: 15 })
    expect(second.json.artworks).toHaveLength(3)
    expect(ids(second.json.artworks).filter((id: string) => ids(res.json.artworks).includes(id))).toEqual([])
  })

  it('answers a page past the end with an empty list and the real count', async () => {
    const res = await post('/artworks', { page: 9 })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ artworks: [], page: 9, pages: 2, count: 15, countCapped: false, next: null })
  })

  it('gives the same artwork JSON as the Local API mapping (the raw path is a faithful copy)', async () => {
    const listed = (await post('/artworks', {}, cast.explorer)).json.artworks as Json[]
    for (const item of listed.slice(0, 5)) {
      const doc = await payload.findByID({ collection: 'artworks', id: Number(item._id), depth: 1, overrideAccess: false })
      const liked = new Set([String(w.newest.id), String(w.water.id)])
      expect(item).toEqual(JSON.parse(JSON.stringify(toApiArtwork(doc, liked))))
    }
  })

  it('marks hasLiked for the signed-in caller only', async () => {
    const mine = await allPages({}, cast.explorer)
    expect(
      mine
        .filter((a) => a.hasLiked)
        .map((a) => a._id)
        .sort(),
    ).toEqual([String(w.newest.id), String(w.water.id)].sort())
    const other = await allPages({}, cast.collector)
    expect(other.some((a) => a.hasLiked)).toBe(false)
  })

  it('never contains e-mails, phones or tokens', async () => {
    const res = await post('/artworks', {}, cast.explorer)
    expect(res.text).not.toMatch(/@example\.test|9876543210|"hash"|"salt"|token/i)
  })
})

describe('POST /api/public/artworks: filters', () => {
  const idsOf = async (body: Json) => new Set(ids(await allPages(body)))
  const set = (...keys: string[]) => new Set(keys.map((k) => String(w[k].id)))

  it('filters by category, case-insensitively, several values comma-separated', async () => {
    expect(await idsOf({ category: 'sculpture' })).toEqual(set('large'))
    expect(await idsOf({ category: 'Sculpture,DRAWING' })).toEqual(set('large', 'water'))
  })

  it("maps the shop landing's words to the spec's values (surreal → Surrealism, watercolor → Watercolour, dreamy → Serene/Calm)", async () => {
    expect(await idsOf({ style: 'surreal' })).toEqual(set('surreal'))
    expect(await idsOf({ medium: 'watercolor' })).toEqual(set('water'))
    const dreamy = await allPages({ mood: 'dreamy' })
    expect(dreamy.length).toBeGreaterThan(0)
    expect(new Set(dreamy.map((a) => a.mood))).toEqual(new Set(['Serene', 'Calm']))
    expect(await idsOf({ style: 'pop-art' })).toEqual(set('acrylic'))
  })

  it('answers an unknown value with no match, not an error', async () => {
    const res = await post('/artworks', { style: 'cubism' })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ artworks: [], page: 1, pages: 0, count: 0, countCapped: false, next: null })
    // An unknown value beside a known one is ignored.
    expect(await idsOf({ style: 'cubism,surreal' })).toEqual(set('surreal'))
  })

  it('filters by medium and mood', async () => {
    expect(await idsOf({ medium: 'acrylic' })).toEqual(set('acrylic'))
    expect(await idsOf({ mood: 'bold' })).toEqual(set('water'))
  })

  it('filters by size class (longest side: small under 24 in, medium 24 to 48, large over 48)', async () => {
    expect(await idsOf({ size: 'large' })).toEqual(set('large'))
    expect(await idsOf({ size: 'medium,large' })).toEqual(set('large', 'acrylic'))
    expect((await idsOf({ size: 'small' })).size).toBe(13)
  })

  it("filters by any of a work's colours, in any case, works whose dominant colour it is first", async () => {
    // 'Newest Red Oil' is red and blue: it is blue too, listed after the works that are mainly blue.
    const blue = await allPages({ color: 'blue' })
    expect(ids(blue)).toEqual([w.surreal, w.water, w.newest].map((a) => String(a.id)))
    expect(ids(await allPages({ color: 'Blue', sort: 'price-desc' }))).toEqual([w.surreal, w.water, w.newest].map((a) => String(a.id)))
    expect(await idsOf({ color: 'red' })).toEqual(set('newest'))
    expect(await idsOf({ color: 'white' })).toEqual(set('sold'))
  })

  it('filters by price range (inclusive); the slider top means "and above"; unpriced works drop out', async () => {
    const mid = await allPages({ priceMin: 20000, priceMax: 60000 })
    expect(new Set(ids(mid))).toEqual(set('newest', 'surreal', 'sold', 'reserved'))
    expect(mid.every((a) => a.price >= 20000 && a.price <= 60000)).toBe(true)
    expect(await idsOf({ priceMin: 400000, priceMax: 500000 })).toEqual(set('large'))
    expect(ids(await allPages({ priceMin: 0 }))).toContain(String(w.free.id))
    expect(ids(await allPages({ priceMin: 1 }))).not.toContain(String(w.free.id))
  })

  it('combines filters with AND', async () => {
    expect(await idsOf({ color: 'blue', style: 'surrealism,abstract', priceMin: 50000 })).toEqual(set('surreal'))
    expect(await idsOf({ color: 'blue', category: 'sculpture' })).toEqual(new Set())
  })

  it('filters the artist page by colour and size', async () => {
    const res = await post('/artworks-by-artist', { artistSlug: 'anil-artist', color: 'yellow' })
    expect(res.status).toBe(200)
    expect(ids(res.json.artworks)).toEqual([String(w.large.id)])
    expect((await post('/artworks-by-artist', { artistSlug: 'anil-artist', size: 'large' })).json.count).toBe(1)
  })
})

describe('POST /api/public/artworks: sorting', () => {
  it('sorts newest first by default', async () => {
    const items = await allPages({})
    const created = items.map((a) => Date.parse(a.createdAt))
    expect(created).toEqual([...created].sort((a, b) => b - a))
    expect(items[0]._id).toBe(String(w.newest.id))
  })

  it('sorts by price up and down, across pages, works without a price last', async () => {
    const up = await allPages({ sort: 'price-asc' })
    const priced = up.filter((a) => a.price !== null).map((a) => a.price)
    expect(priced).toEqual([...priced].sort((a, b) => a - b))
    expect(up[up.length - 1]._id).toBe(String(w.free.id))
    expect(new Set(ids(up))).toEqual(new Set(PUBLIC()))
    const down = await allPages({ sort: 'price-desc' })
    expect(down[0]._id).toBe(String(w.large.id))
    expect(down[down.length - 1]._id).toBe(String(w.free.id))
  })
})

/** Every page of a listing by Load More: the first page, then each page's `next` sent as `after`, until it is null. */
async function loadMore(body: Json): Promise<{ items: Json[]; pages: number[] }> {
  let res = await post('/artworks', body)
  expect(res.status).toBe(200)
  const items = [...res.json.artworks]
  const pages = [res.json.page]
  while (res.json.next !== null) {
    expect(typeof res.json.next).toBe('string')
    res = await post('/artworks', { ...body, after: res.json.next })
    expect(res.status).toBe(200)
    items.push(...res.json.artworks)
    pages.push(res.json.page)
  }
  expect(items).toHaveLength(res.json.count)
  return { items, pages }
}

describe('POST /api/public/artworks: Load More (after)', () => {
  it.each([
    [{}],
    [{ sort: 'price-asc' }],
    [{ sort: 'price-desc' }],
    [{ color: 'blue' }],
    [{ color: 'blue', sort: 'price-asc' }],
    [{ style: 'abstract', sort: 'price-desc', priceMax: 100000 }],
    [{ q: 'oil' }],
    [{ match: 'any', style: 'surrealism', color: 'blue' }],
  ])("going on from each page's next lists %j exactly as its pages by number do", async (body) => {
    const { items, pages } = await loadMore(body)
    expect(ids(items)).toEqual(ids(await allPages(body)))
    expect(pages).toEqual(pages.map((_, i) => i + 1))
  })

  it('neither skips nor repeats works that share a creation time and a price, across pages by key and by number', async () => {
    const A = cast.artistA
    const same = new Date(now - 3 * DAY).toISOString()
    const twins: Artwork[] = []
    try {
      for (let i = 0; i < 26; i++) twins.push(await art(A, { category: 'Textile', price: 40000, createdAt: same } as Partial<Artwork>))
      const expected = twins.map((a) => String(a.id)).sort((a, b) => Number(b) - Number(a))
      for (const sort of ['newest', 'price-asc', 'price-desc']) {
        const { items, pages } = await loadMore({ category: 'textile', sort })
        expect(pages).toEqual([1, 2, 3])
        const listed = ids(items)
        expect([...listed].sort((a, b) => Number(b) - Number(a))).toEqual(expected)
        expect(listed).toEqual(sort === 'price-asc' ? [...expected].reverse() : expected)
      }
      // A page asked for by its number hands on the next number; Load More goes on from there.
      const second = await post('/artworks', { category: 'textile', page: 2 })
      expect(second.json).toMatchObject({ page: 2, pages: 3, count: 26 })
      const third = await post('/artworks', { category: 'textile', after: second.json.next })
      expect(third.json).toMatchObject({ page: 3, pages: 3, count: 26, next: null })
      expect(ids(third.json.artworks)).toEqual(expected.slice(24))
    } finally {
      for (const a of twins) await payload.delete({ collection: 'artworks', id: a.id, overrideAccess: true })
    }
  })

  it('counts up to a bound and says there are more beyond it, while pages by key and by number go on to the end', async () => {
    const catalogue = catalogueOf(payload)
    const every = PUBLIC().length
    for (const sort of ['newest', 'price-asc'] as const) {
      const first = await keysetPage(payload, catalogue, {}, sort, { segment: 0, point: null }, 12, 10)
      expect(first).toMatchObject({ count: 10, capped: true })
      const second = await keysetPage(payload, catalogue, {}, sort, { segment: first.next!.segment, point: first.next!.point }, 12, 10)
      expect([...first.ids, ...second.ids]).toHaveLength(every)
      expect(second.next).toBeNull()
      expect(await filteredPage(payload, catalogue, {}, sort, 12, 12, 10)).toMatchObject({ ids: second.ids, count: 10, capped: true })
      // At or above the total, the count is exact.
      expect(await keysetPage(payload, catalogue, {}, sort, { segment: 0, point: null }, 12, every)).toMatchObject({
        count: every,
        capped: false,
      })
    }
    expect(await catalogue.countArtworks({}, 3)).toBe(4)
    expect(await catalogue.countArtworks({})).toBe(every)
    expect((await post('/artworks', {})).json).toMatchObject({ count: every, countCapped: false })
  })

  it('refuses a cursor that is not where a page of the same listing ended, with 400 and changes nothing', async () => {
    const first = await post('/artworks', {})
    const next = first.json.next as string
    const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url')
    const real = JSON.parse(Buffer.from(next, 'base64url').toString('utf8'))
    for (const [body, field] of [
      [{ after: 'not-a-cursor' }, 'after'],
      [{ after: 'bad cursor!' }, 'after'],
      [{ after: next, page: 2 }, 'after'],
      [{ after: next, sort: 'price-asc' }, 'after'],
      [{ after: next, color: 'blue' }, 'after'],
      [{ after: encode({ ...real, k: 'yesterday' }) }, 'after'],
      [{ after: encode({ ...real, k: '2026-02-30T10:00:00.000Z' }) }, 'after'],
      [{ after: encode({ ...real, k: 25000 }) }, 'after'],
      [{ after: encode({ ...real, s: 3 }) }, 'after'],
      [{ after: encode({ ...real, i: '1;drop' }) }, 'after'],
      [{ after: encode({ ...real, p: 0 }) }, 'after'],
      [{ after: Buffer.from(`${JSON.stringify(real).slice(0, -1)},"__proto__":{"polluted":1}}`).toString('base64url') }, 'after'],
      [{ after: 'x'.repeat(401) }, 'after'],
    ] as const) {
      const res = await post('/artworks', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.json.error).toContain(field)
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect((await post('/artworks', { after: next })).json).toMatchObject({ page: 2, count: 15, next: null })
  })
})

describe('POST /api/public/artworks: bad input', () => {
  it.each([
    [{ page: 0 }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ color: 'purple' }, 'color'],
    [{ size: 'huge' }, 'size'],
    [{ sort: 'random' }, 'sort'],
    [{ priceMin: -5 }, 'priceMin'],
    [{ priceMin: 9000, priceMax: 100 }, 'priceMin'],
    [{ unknown: 1 }, ''],
    [{ q: 'x'.repeat(101) }, 'q'],
  ])('answers %j with 400 and a sentence naming the field', async (body, field) => {
    const res = await post('/artworks', body)
    expect(res.status).toBe(400)
    expect(typeof res.json.error).toBe('string')
    expect(res.json.error).toContain(field)
  })

  it('answers malformed JSON with 400 and a non-JSON body with 415', async () => {
    expect((await call('POST', '/api/public/artworks', '{"page":', null, { 'content-type': 'application/json' })).status).toBe(400)
    const res = await call('POST', '/api/public/artworks', 'page=1', null, { 'content-type': 'text/plain' })
    expect(res.status).toBe(415)
    expect(res.json.error).toMatch(/JSON/)
  })
})

describe('GET /api/public/artwork/:id', () => {
  it('answers the artwork by id or slug, its artist (no private fields) and related works: more by the artist, then the same style', async () => {
    const res = await get(`/artwork/${w.surreal.id}`)
    expect(res.status).toBe(200)
    expect(res.json.artwork).toMatchObject({ _id: String(w.surreal.id), style: 'Surrealism' })
    expect(res.json.artist).toMatchObject({
      username: 'anil-artist',
      artistSlug: 'anil-artist',
      bio: '<p>Paints the sea.</p>',
      city: 'Kochi',
    })
    expect(res.json.artist.photo.url).toMatch(/^\/media\//)
    expect(res.text).not.toMatch(/@example\.test|9876543210|addresses/)
    const related = res.json.related as Json[]
    expect(related.length).toBeGreaterThan(0)
    expect(related.length).toBeLessThanOrEqual(6)
    expect(ids(related)).not.toContain(String(w.surreal.id))
    for (const hidden of HIDDEN()) expect(ids(related)).not.toContain(hidden)
    expect(related[0].artistSlug).toBe('anil-artist')
    const bySlug = await get(`/artwork/${w.surreal.slug}`)
    expect(bySlug.json.artwork._id).toBe(String(w.surreal.id))
  })

  it('reads the artist exactly as the Local API would (the page reads it with one SQL statement)', async () => {
    await payload.update({
      collection: 'users',
      id: cast.artistB.id,
      data: {
        bio: '<p>Works in <em>ink</em>.</p>',
        social: { instagram: '@bina', x: null, linkedin: 'https://linkedin.com/in/bina' },
        education: [
          { institution: 'Sir JJ', title: 'BFA', yearStart: '2001', yearEnd: '2005' },
          { institution: 'Baroda', title: 'MFA', yearStart: '2005', yearEnd: '2007' },
        ],
        workshops: [{ title: 'Etching', institution: 'Garhi', year: '2010' }],
        exhibitions: [{ institution: 'NGMA', title: 'Lines', type: 'Solo', year: '2019' }],
        awards: [{ title: 'Lalit Kala', awardedBy: 'LKA', year: '2015' }],
        publications: [{ title: 'On ink', type: 'Essay', year: '2020' }],
      },
      overrideAccess: true,
    })
    const { toPublicProfile } = await import('../../cms/api/mappers/profile')
    const { sqlCatalogue } = await import('../../cms/catalogue/sql')
    for (const user of [cast.artistA, cast.artistB, cast.explorer]) {
      const local = await payload.findByID({ collection: 'users', id: user.id, depth: 1, overrideAccess: false })
      const read = await sqlCatalogue(payload).memberById(String(user.id))
      expect(read && toPublicProfile(read)).toEqual(toPublicProfile(local))
    }
    const page = await get(`/artwork/${w.water.id}`)
    expect(page.json.artist.education.map((e: Json) => e.institution)).toEqual(['Sir JJ', 'Baroda'])
    expect(page.json.artist.social).toEqual({ instagram: '@bina', x: null, linkedin: 'https://linkedin.com/in/bina' })
  })

  it('fills related works with the same style when the artist has few', async () => {
    const solo = await makeUser(payload, 'artist', 'solo-artist')
    const only = await art(solo, { style: 'Pop Art', colors: ['orange'] })
    const res = await get(`/artwork/${only.id}`)
    expect(ids(res.json.related)).toEqual([String(w.acrylic.id)])
    await payload.delete({ collection: 'artworks', id: only.id, overrideAccess: true })
  })

  it('answers 404 for unknown ids and for works a visitor may not see; the owner and staff may open their draft', async () => {
    for (const path of [
      '/artwork/999999',
      '/artwork/no-such-slug',
      `/artwork/${w.draft.id}`,
      `/artwork/${w.withdrawn.id}`,
      '/artwork/%3Cscript%3E',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(res.json.error).toBe('No such artwork.')
    }
    expect((await get(`/artwork/${w.draft.id}`, cast.artistB)).status).toBe(404)
    expect((await get(`/artwork/${w.draft.id}`, cast.artistA)).status).toBe(200)
    expect((await get(`/artwork/${w.draft.id}`, cast.editor)).status).toBe(200)
    // A sold work stays visible (its page says sold).
    expect((await get(`/artwork/${w.sold.id}`)).json.artwork).toMatchObject({ saleStatus: 'sold', available: false })
  })
})

describe('GET /api/public/artwork-of-the-day', () => {
  it("answers the staff's pick when it is public", async () => {
    await payload.updateGlobal({ slug: 'home-curation', data: { artworkOfTheDay: w.acrylic.id }, overrideAccess: true })
    const res = await get('/artwork-of-the-day')
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ curated: true, artwork: { _id: String(w.acrylic.id) } })
    expect(res.json.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('falls back to a daily pick when the pick is no longer public, the same on every call that day', async () => {
    // Chosen while public (a draft cannot be chosen: globals/HomeCuration.ts), then withdrawn.
    const chosen = await art(cast.artistA, { days: 2, title: 'Chosen Then Withdrawn' })
    await payload.updateGlobal({ slug: 'home-curation', data: { artworkOfTheDay: chosen.id }, overrideAccess: true })
    await payload.update({ collection: 'artworks', id: chosen.id, data: { status: 'unpublished' }, overrideAccess: true })
    const a = await get('/artwork-of-the-day')
    const b = await get('/artwork-of-the-day')
    expect(a.json.curated).toBe(false)
    expect(a.json.artwork._id).toBe(b.json.artwork._id)
    expect(PUBLIC()).toContain(a.json.artwork._id)
    await payload.updateGlobal({ slug: 'home-curation', data: { artworkOfTheDay: null }, overrideAccess: true })
    expect((await get('/artwork-of-the-day')).json.artwork._id).toBe(a.json.artwork._id)
    // The suite's other counts know nothing of this work.
    await payload.delete({ collection: 'artworks', id: chosen.id, overrideAccess: true })
  })

  it('changes the daily pick from day to day, always to a public work', async () => {
    const picks = new Set<string>()
    for (let d = 0; d < 20; d++) {
      const id = await dailyPick(payload, new Date(Date.UTC(2026, 0, 1 + d, 12)))
      expect(PUBLIC()).toContain(String(id))
      picks.add(String(id))
    }
    expect(picks.size).toBeGreaterThan(3)
  })
})

describe('artworks by artist and by username', () => {
  it('answers the artist profile and their public works, newest first', async () => {
    const res = await post('/artworks-by-artist', { artistSlug: 'anil-artist' })
    expect(res.status).toBe(200)
    expect(res.json.profile).toMatchObject({ username: 'anil-artist', artistName: 'Anil Artist', role: 'artist' })
    expect(res.json.profile).not.toHaveProperty('email')
    const owned = PUBLIC().filter((id) =>
      [w.newest, w.surreal, w.large, w.sold, w.filler1, w.filler3, w.filler5].some((a) => String(a.id) === id),
    )
    expect(new Set(ids(res.json.artworks))).toEqual(new Set(owned))
    expect(res.json.count).toBe(owned.length)
  })

  it('answers by username too, and 404 for unknown names; bad input is a 400', async () => {
    const res = await post('/artworks-by-username', { username: 'bina-artist' })
    expect(res.status).toBe(200)
    expect(res.json.artworks.every((a: Json) => a.uploadedBy === 'bina-artist')).toBe(true)
    expect((await post('/artworks-by-username', { username: 'nobody-here' })).status).toBe(404)
    expect((await post('/artworks-by-artist', { artistSlug: 'nobody-here' })).json).toEqual({ error: 'No such artist.' })
    expect((await post('/artworks-by-artist', {})).status).toBe(400)
    expect((await post('/artworks-by-username', { username: 'x' })).status).toBe(400)
  })
})

describe('top lists', () => {
  it('top artworks: the curated list first (hidden works left out), then the computed order', async () => {
    await payload.updateGlobal({ slug: 'home-curation', data: { topPicked: [w.water.id, w.draft.id, w.large.id] }, overrideAccess: true })
    const res = await post('/top-artworks', { type: 'Top Picked' })
    expect(res.status).toBe(200)
    expect(ids(res.json.artworks).slice(0, 2)).toEqual([String(w.water.id), String(w.large.id)])
    expect(res.json.count).toBe(15)
    const all = [...res.json.artworks, ...(await post('/top-artworks', { type: 'Top Picked', page: 2 })).json.artworks]
    expect(new Set(ids(all))).toEqual(new Set(PUBLIC()))
  })

  it('top artworks: New Arrivals newest first; Trending puts recently liked works first', async () => {
    await payload.updateGlobal({ slug: 'home-curation', data: { newArrivals: [], trending: [] }, overrideAccess: true })
    forget(payload)
    const fresh = await post('/top-artworks', { type: 'New Arrivals' })
    expect(fresh.json.artworks[0]._id).toBe(String(w.newest.id))
    const trending = await post('/top-artworks', { type: 'Trending Artworks' })
    expect(new Set(ids(trending.json.artworks).slice(0, 2))).toEqual(new Set([String(w.newest.id), String(w.water.id)]))
    expect((await post('/top-artworks', { type: 'Most Liked' })).status).toBe(400)
  })

  it('top artists: New Arrivals newest account first, Top Ranked curated first, Trending by recent likes', async () => {
    forget(payload) // rankings are remembered for a few seconds; this test wants them fresh
    const newest = await post('/top-artists', { type: 'New Arrivals' })
    expect(newest.status).toBe(200)
    expect(newest.json.artists[0].username).toBe('solo-artist')
    await payload.updateGlobal({ slug: 'home-curation', data: { topArtists: [cast.artistB.id] }, overrideAccess: true })
    forget(payload)
    const ranked = await post('/top-artists', { type: 'Top Ranked' })
    expect(ranked.json.artists[0].username).toBe('bina-artist')
    expect(ranked.json.count).toBe(3)
    const trending = await post('/top-artists', { type: 'Trending Artists' })
    // Both artists have one recent like each; ties go to all-time likes, then works.
    expect(
      trending.json.artists
        .map((a: Json) => a.username)
        .slice(0, 2)
        .sort(),
    ).toEqual(['anil-artist', 'bina-artist'])
    expect(trending.json.artists[0]).toMatchObject({ artworkCount: expect.any(Number) })
    expect((await post('/top-artists', { type: 'Best' })).status).toBe(400)
  })

  it('top galleries answer the three tabs', async () => {
    for (const type of ['Currently Viewing', 'Most Active', 'New Arrivals']) {
      const res = await post('/top-galleries', { type })
      expect(res.status).toBe(200)
      expect(res.json).toMatchObject({ page: 1, pages: 1, count: 1, galleries: [{ username: 'gita-gallery', fullName: 'Gita Gallery' }] })
    }
  })
})

describe('artists and galleries', () => {
  it('lists artists A to Z with their public work counts', async () => {
    forget(payload)
    const res = await post('/artists', { page: 1 })
    expect(res.status).toBe(200)
    expect(res.json.artists.map((a: Json) => a.username)).toEqual(['anil-artist', 'bina-artist', 'solo-artist'])
    expect(res.json.artists[0]).toMatchObject({ artistSlug: 'anil-artist', artworkCount: 7, city: 'Kochi' })
    expect(res.json).toMatchObject({ page: 1, pages: 1, count: 3 })
    expect(res.text).not.toMatch(/@example\.test|9876543210/)
    expect((await post('/artists', { page: -1 })).status).toBe(400)
  })

  it('lists galleries and opens one by id or username with its exhibitions (current first) and artists', async () => {
    const list = await post('/galleries', {})
    expect(list.json.galleries).toEqual([
      expect.objectContaining({ _id: String(gallery.id), fullName: 'Gita Gallery', username: 'gita-gallery' }),
    ])
    const mk = (name: string, start: number, end: number) =>
      payload.create({
        collection: 'exhibitions',
        data: {
          name,
          gallery: gallery.id,
          startDate: new Date(now + start * DAY).toISOString(),
          endDate: new Date(now + end * DAY).toISOString(),
          artworks: [w.newest.id, w.draft.id],
          artists: [cast.artistA.id],
          published: true,
        },
        overrideAccess: true,
      })
    await mk('Old Show', -60, -30)
    await mk('Now Showing', -5, 5)
    await mk('Coming Soon', 10, 20)
    for (const key of [String(gallery.id), 'gita-gallery']) {
      const res = await get(`/gallery/${key}`)
      expect(res.status).toBe(200)
      expect(res.json.gallery).toMatchObject({ username: 'gita-gallery', bio: 'A gallery in Pune.', exhibitionCount: 3 })
      expect(res.json.gallery.imageUrls).toHaveLength(1)
      expect(res.json.exhibitions.map((e: Json) => [e.name, e.state])).toEqual([
        ['Now Showing', 'current'],
        ['Coming Soon', 'upcoming'],
        ['Old Show', 'archive'],
      ])
      expect(res.json.artists.map((a: Json) => a.username)).toEqual(['anil-artist'])
    }
    expect((await get('/gallery/999999')).status).toBe(404)
    expect((await get('/gallery/no-such-gallery')).json).toEqual({ error: 'No such gallery.' })
  })

  it('lists exhibitions by gallery with the current, upcoming and archive filters', async () => {
    const all = await post('/exhibitions', { galleryId: gallery.id })
    expect(all.json).toMatchObject({ count: 3, page: 1, pages: 1 })
    for (const [filter, name] of [
      ['current', 'Now Showing'],
      ['upcoming', 'Coming Soon'],
      ['archive', 'Old Show'],
    ]) {
      const res = await post('/exhibitions', { galleryId: 'gita-gallery', filter })
      expect(res.json.exhibitions.map((e: Json) => e.name)).toEqual([name])
      expect(res.json.count).toBe(1)
    }
    expect((await post('/exhibitions', { galleryId: 'nope-gallery' })).status).toBe(404)
    expect((await post('/exhibitions', { galleryId: gallery.id, filter: 'past' })).status).toBe(400)
  })

  it('opens one exhibition with its gallery, artists and only its public artworks', async () => {
    const { docs } = await payload.find({ collection: 'exhibitions', where: { name: { equals: 'Now Showing' } }, overrideAccess: true })
    const res = await get(`/exhibition/${docs[0].id}`)
    expect(res.status).toBe(200)
    expect(res.json.exhibition).toMatchObject({ name: 'Now Showing', state: 'current', galleryName: 'Gita Gallery' })
    expect(res.json.gallery).toMatchObject({ username: 'gita-gallery' })
    expect(ids(res.json.artworks)).toEqual([String(w.newest.id)])
    expect(res.json.artists.map((a: Json) => a.username)).toEqual(['anil-artist'])
    expect((await get(`/exhibition/${docs[0].slug}`)).json.exhibition._id).toBe(String(docs[0].id))
    expect((await get('/exhibition/424242')).status).toBe(404)
  })
})

describe('collections', () => {
  it("lists a member's published collections, opens one with its public works, hides unpublished ones from visitors", async () => {
    const open = await payload.create({
      collection: 'artwork-collections',
      data: { collectionName: 'Sea Series', description: 'Waves', coverImage: media, owner: cast.artistA.id, status: true },
      overrideAccess: true,
    })
    const closed = await payload.create({
      collection: 'artwork-collections',
      data: { collectionName: 'Secret', description: 'Not yet', coverImage: media, owner: cast.artistA.id, status: false },
      overrideAccess: true,
    })
    for (const a of [w.newest, w.draft, w.large])
      await payload.update({ collection: 'artworks', id: a.id, data: { collection: open.id }, overrideAccess: true })
    const list = await post('/collections', { username: 'anil-artist' })
    expect(list.status).toBe(200)
    expect(list.json).toMatchObject({ page: 1, pages: 1, count: 1 })
    expect(list.json.collections[0]).toMatchObject({
      _id: String(open.id),
      collectionName: 'Sea Series',
      description: 'Waves',
      status: true,
      username: 'anil-artist',
      artworkCount: 2,
    })
    expect(list.json.collections[0].coverImageUrl).toMatch(/^\/media\//)
    const one = await get(`/collection/${open.id}`)
    expect(one.status).toBe(200)
    expect(one.json.collection.collectionName).toBe('Sea Series')
    expect(new Set(ids(one.json.artworks))).toEqual(new Set([String(w.newest.id), String(w.large.id)]))
    expect(one.json).toMatchObject({ page: 1, pages: 1, count: 2 })
    expect((await get(`/collection/${closed.id}`)).status).toBe(404)
    expect((await get(`/collection/${closed.id}`, cast.artistA)).status).toBe(200)
    expect((await get('/collection/777777')).status).toBe(404)
    expect((await get(`/collection/${open.id}?page=0`)).status).toBe(400)
    expect((await post('/collections', { username: 'nobody-here' })).status).toBe(404)
  })
})

describe('profiles', () => {
  it('answers a profile by role and slug, with the CV and without private fields', async () => {
    await payload.update({
      collection: 'users',
      id: cast.artistA.id,
      data: { education: [{ institution: 'JJ School of Art', title: 'BFA', yearStart: '2010', yearEnd: '2014' }] },
      overrideAccess: true,
    })
    for (const path of ['/profile/artist/anil-artist', '/profile/ARTIST/anil-artist']) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.json.profile).toMatchObject({
        username: 'anil-artist',
        role: 'artist',
        education: [{ institution: 'JJ School of Art', title: 'BFA', yearStart: '2010', yearEnd: '2014' }],
      })
      expect(res.text).not.toMatch(/@example\.test|9876543210|addresses|quizPreferences/)
    }
    expect((await get('/profile/collector/chetan-collector')).json.profile.role).toBe('collector')
  })

  it('answers 404 for a wrong role, a staff account or an unknown slug', async () => {
    for (const path of [
      '/profile/gallery/anil-artist',
      '/profile/editor/esha-editor',
      '/profile/admin/arjun-admin',
      '/profile/artist/nobody',
      '/profile/wizard/anil-artist',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(res.json).toEqual({ error: 'No such profile.' })
    }
  })
})

describe('learning hub', () => {
  it('answers dictionary categories, a category’s terms, and one term with its related terms', async () => {
    const techniques = await payload.create({
      collection: 'dictionary-categories',
      data: { category: 'Techniques', slug: 'techniques', order: 1 },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'dictionary-categories',
      data: { category: 'Movements', slug: 'movements', order: 2 },
      overrideAccess: true,
    })
    const impasto = await payload.create({
      collection: 'dictionary-terms',
      data: { term: 'Impasto', slug: 'impasto', definition: 'Thick paint.', category: techniques.id, image: media },
      overrideAccess: true,
    })
    const glaze = await payload.create({
      collection: 'dictionary-terms',
      data: { term: 'Glaze', slug: 'glaze', definition: 'A thin layer.', category: techniques.id, relatedTerms: [impasto.id] },
      overrideAccess: true,
    })
    const cats = await get('/dictionary/category')
    expect(cats.json.categories).toEqual([
      { slug: 'techniques', category: 'Techniques', description: null },
      { slug: 'movements', category: 'Movements', description: null },
    ])
    const all = await post('/dictionary/terms', { categorySlug: 'techniques', term: 'all' })
    expect(all.json.terms.map((x: Json) => x.term)).toEqual(['Glaze', 'Impasto'])
    expect(all.json.terms[0]).toMatchObject({ slug: 'glaze', categorySlug: 'techniques', relatedTerms: ['Impasto'] })
    const one = await post('/dictionary/terms', { categorySlug: 'techniques', term: 'glaze' })
    expect(one.json.term).toMatchObject({ term: 'Glaze', definition: 'A thin layer.' })
    expect(one.json.related).toEqual([expect.objectContaining({ term: 'Impasto', slug: 'impasto', categorySlug: 'techniques' })])
    expect(one.json.related[0].image.url).toMatch(/^\/media\//)
    expect((await post('/dictionary/terms', { categorySlug: 'techniques', term: 'Impasto' })).json.term.slug).toBe('impasto')
    expect((await post('/dictionary/terms', { categorySlug: 'movements', term: 'glaze' })).status).toBe(404)
    expect((await post('/dictionary/terms', { categorySlug: 'nope', term: 'all' })).json).toEqual({ error: 'No such dictionary category.' })
    expect((await post('/dictionary/terms', { categorySlug: 'techniques' })).status).toBe(400)
    expect(glaze.id).toBeDefined()
  })

  it('answers shop categories (optionally by type), guides and one guide', async () => {
    await payload.create({
      collection: 'categories',
      data: { name: 'Surrealism', slug: 'surrealism', type: 'style', description: 'Dreams.' },
      overrideAccess: true,
    })
    await payload.create({ collection: 'categories', data: { name: 'Oil', slug: 'oil', type: 'medium' }, overrideAccess: true })
    expect((await get('/categories')).json.categories.map((c: Json) => c.slug)).toEqual(['oil', 'surrealism'])
    expect((await get('/categories?type=style')).json.categories).toEqual([
      { name: 'Surrealism', slug: 'surrealism', type: 'style', description: 'Dreams.', image: null },
    ])
    expect((await get('/categories?type=colour')).status).toBe(400)
    await payload.create({
      collection: 'guides',
      data: {
        title: 'Framing',
        slug: 'framing',
        excerpt: 'How to frame.',
        order: 1,
        sections: [{ heading: 'Glass', body: 'Use museum glass.' }],
      },
      overrideAccess: true,
    })
    expect((await get('/guides')).json.guides).toEqual([
      { slug: 'framing', title: 'Framing', excerpt: 'How to frame.', image: null, readingMinutes: null },
    ])
    expect((await get('/guide/framing')).json.guide.sections).toEqual([{ heading: 'Glass', body: 'Use museum glass.' }])
    expect((await get('/guide/nope')).status).toBe(404)
  })
})

describe('every public route', () => {
  it('answers unknown public paths with a JSON 404', async () => {
    const res = await get('/no-such-thing')
    expect(res.status).toBe(404)
    expect(res.json).toEqual({ error: 'No such API route.' })
  })

  it.each([
    '/artworks',
    '/artists',
    '/galleries',
    '/top-artists',
    '/top-artworks',
    '/top-galleries',
    '/collections',
    '/exhibitions',
    '/artworks-by-artist',
    '/artworks-by-username',
    '/dictionary/terms',
  ])('answers %s with a 4xx, never a 500, for a body of the wrong shape', async (path) => {
    for (const body of [[], 'null', { page: { $gt: 1 } }, { extra: true }, { page: 1e9 }]) {
      const res = await post(path, body)
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect(typeof res.json.error).toBe('string')
    }
  })
})

describe('a stale session never breaks a public page', () => {
  it('serves public routes to an expired, forged, garbled or revoked bearer token as to a visitor; member routes say the session expired', async () => {
    const gone = await makeUser(payload, 'explorer', 'gone-visitor')
    const revoked = await signAccessToken(payload.secret, gone.id, 'test-family')
    await payload.delete({ collection: 'users', id: gone.id, overrideAccess: true })
    const expired = await signAccessToken(payload.secret, cast.explorer.id, 'test-family', Date.now() - 60 * 60 * 1000)
    const forged = await signAccessToken('another-secret-another-secret-0123456789', cast.explorer.id, 'test-family')
    for (const token of [expired, forged, 'not-a-token', revoked]) {
      const bearer = { authorization: `Bearer ${token}` }
      const page = await call('GET', `/api/public/artwork/${w.newest.id}`, undefined, null, bearer)
      expect(page.status).toBe(200)
      // Served as a visitor (the explorer liked this work), and told the token is no good.
      expect(page.json.artwork).toMatchObject({ _id: String(w.newest.id), hasLiked: false })
      expect(page.text).not.toContain('session has expired')
      expect(page.json).not.toHaveProperty('error')
      expect(await call('POST', '/api/public/artworks', {}, null, bearer)).toMatchObject({ status: 200, json: { count: 15 } })
      expect((await call('POST', '/api/user/search', { searchString: 'oil' }, null, bearer)).status).toBe(200)
      const me = await call('GET', '/api/user/me', undefined, null, bearer)
      expect(me.status).toBe(401)
      expect(me.json).toEqual({ error: 'Your session has expired. Please log in again.' })
    }
    const headers = await fetch(`${base}/api/public/artwork/${w.newest.id}`, { headers: { authorization: `Bearer ${expired}` } })
    expect(headers.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"')
    // A valid token still makes the caller a member.
    expect((await get(`/artwork/${w.newest.id}`, cast.explorer)).json.artwork.hasLiked).toBe(true)
  })
})

describe('what a buyer can do with a work (saleStatus) and what it is (edition)', () => {
  it('sends one saleStatus that every screen reads, and available exactly when it is available', async () => {
    const hour = 3_600_000
    const reservedNow = await art(cast.artistA, {
      days: 40,
      saleState: 'reserved',
      reservedUntil: new Date(Date.now() + hour).toISOString(),
    } as Partial<Artwork>)
    const reservationOver = await art(cast.artistA, {
      days: 41,
      saleState: 'reserved',
      reservedUntil: new Date(Date.now() - hour).toISOString(),
    } as Partial<Artwork>)
    try {
      const status = async (a: Artwork, who?: User) => (await get(`/artwork/${a.id}`, who)).json.artwork
      expect(await status(w.newest)).toMatchObject({ saleStatus: 'available', available: true })
      expect(await status(w.sold)).toMatchObject({ saleStatus: 'sold', available: false })
      expect(await status(reservedNow)).toMatchObject({ saleStatus: 'reserved', available: false })
      // An expired reservation reads as released on every read: nothing has to sweep it.
      expect(await status(reservationOver)).toMatchObject({ saleStatus: 'available', available: true })
      expect(await status(w.free)).toMatchObject({ saleStatus: 'on-request', available: false, price: null })
      // Withdrawn from sale: only its owner sees it, as "on request".
      expect(await status(w.withdrawn, cast.artistB)).toMatchObject({ saleStatus: 'on-request', available: false })
      for (const a of await allPages({})) expect(a.available).toBe(a.saleStatus === 'available')
      expect((await allPages({})).every((a) => !('saleState' in a))).toBe(true)
    } finally {
      for (const a of [reservedNow, reservationOver]) await payload.delete({ collection: 'artworks', id: a.id, overrideAccess: true })
    }
  })

  it('says whether a listing is an original, one of a limited edition of N, or an open edition', async () => {
    const limited = await art(cast.artistB, { days: 42, editionKind: 'limited', editionSize: 50 } as Partial<Artwork>)
    const open = await art(cast.artistB, { days: 43, editionKind: 'open', editionSize: 20 } as Partial<Artwork>)
    try {
      expect((await get(`/artwork/${w.newest.id}`)).json.artwork.edition).toEqual({ kind: 'original', size: null })
      expect((await get(`/artwork/${limited.id}`)).json.artwork.edition).toEqual({ kind: 'limited', size: 50 })
      // Only a limited edition has a size.
      expect((await get(`/artwork/${open.id}`)).json.artwork.edition).toEqual({ kind: 'open', size: null })
      await expect(art(cast.artistB, { editionKind: 'limited' } as Partial<Artwork>)).rejects.toThrow(/edition/i)
    } finally {
      for (const a of [limited, open]) await payload.delete({ collection: 'artworks', id: a.id, overrideAccess: true })
    }
  })
})

describe('the style quiz (match: any)', () => {
  it('lists every visible work, those matching more of the answers first, then newest; never an empty intersection', async () => {
    const answers = { style: 'surreal', medium: 'acrylic', color: 'green', mood: 'cubist' }
    // As filters these answers intersect to nothing: the quiz's old dead end.
    expect((await post('/artworks', answers)).json.count).toBe(0)
    const ranked = await allPages({ ...answers, match: 'any' })
    expect(ranked).toHaveLength(15)
    expect(new Set(ids(ranked))).toEqual(new Set(PUBLIC()))
    // Acrylic and green (2 answers), then Surrealism (1), then the rest newest first.
    expect(ids(ranked).slice(0, 2)).toEqual([String(w.acrylic.id), String(w.surreal.id)])
    const rest = ranked.slice(2).map((a) => Date.parse(a.createdAt))
    expect(rest).toEqual([...rest].sort((a, b) => b - a))
    // Size and price still filter.
    expect(ids(await allPages({ ...answers, match: 'any', size: 'medium' }))).toEqual([String(w.acrylic.id)])
    expect((await post('/artworks', { ...answers, match: 'any', q: 'oil' })).status).toBe(400)
    expect((await post('/artworks', { match: 'some' })).status).toBe(400)
  })
})

describe("a gallery's works name the artist they represent", () => {
  it('links the artist, lists the work on the artist page, finds it by their name; an artist without a profile has no link', async () => {
    const represented = await art(cast.gallery, { days: 50, title: 'Consigned Harbour', artist: cast.artistA.id } as Partial<Artwork>)
    const unprofiled = await art(cast.gallery, { days: 51, title: 'Old Master Study', artistName: 'Raja Ravi Varma' })
    try {
      const work = (await get(`/artwork/${represented.id}`)).json
      expect(work.artwork).toMatchObject({ artistName: 'Anil Artist', artistSlug: 'anil-artist', uploadedBy: 'gita-gallery' })
      expect(work.artist).toMatchObject({ username: 'anil-artist', role: 'artist' })
      const other = (await get(`/artwork/${unprofiled.id}`)).json
      expect(other.artwork).toMatchObject({ artistName: 'Raja Ravi Varma', artistSlug: null, uploadedBy: 'gita-gallery' })
      expect(other.artist).toBeNull()
      const byArtist = await post('/artworks-by-artist', { artistSlug: 'anil-artist' })
      expect(ids(byArtist.json.artworks)).toContain(String(represented.id))
      const showcase = await post('/artworks-by-username', { username: 'gita-gallery' })
      expect(new Set(ids(showcase.json.artworks))).toEqual(new Set([String(represented.id), String(unprofiled.id)]))
      const found = await call('POST', '/api/user/search', { searchString: 'anil artist harbour' })
      expect(found.json.artworks.map((a: Json) => a._id)).toEqual([String(represented.id)])
      forget(payload) // work counts are remembered for a few seconds
      const count = (await post('/artists', {})).json.artists.find((a: Json) => a.username === 'anil-artist').artworkCount
      expect(count).toBe(8)
    } finally {
      for (const a of [represented, unprofiled]) await payload.delete({ collection: 'artworks', id: a.id, overrideAccess: true })
    }
  })
})

describe('home rows mix artists', () => {
  it('shows at most two works of one artist in a computed row, keeps every work in the list, and keeps what staff curated', async () => {
    const prolific = await makeUser(payload, 'artist', 'prolific-artist')
    const works: Artwork[] = []
    for (let i = 0; i < 5; i++) works.push(await art(prolific, { days: -1 - i * 0.01, title: `Prolific ${i}` }))
    try {
      await payload.updateGlobal({ slug: 'home-curation', data: { newArrivals: [], trending: [] }, overrideAccess: true })
      forget(payload)
      const row = (await post('/top-artworks', { type: 'New Arrivals' })).json
      const by = (list: Json[]) => list.map((a) => a.uploadedBy)
      // The two newest of the prolific artist, then the others' within their own two.
      expect(by(row.artworks.slice(0, 2))).toEqual(['prolific-artist', 'prolific-artist'])
      const firstSix = by(row.artworks.slice(0, 6))
      for (const name of new Set(firstSix)) expect(firstSix.filter((n) => n === name).length).toBeLessThanOrEqual(2)
      expect(row.count).toBe(20)
      const every = [...row.artworks, ...(await post('/top-artworks', { type: 'New Arrivals', page: 2 })).json.artworks]
      expect(every).toHaveLength(20)
      expect(new Set(ids(every))).toEqual(new Set([...PUBLIC(), ...works.map((a) => String(a.id))]))
      // Staff's choice stands as curated; the row's computed rest keeps the cap (counting the picks).
      await payload.updateGlobal({ slug: 'home-curation', data: { newArrivals: works.slice(0, 3).map((a) => a.id) }, overrideAccess: true })
      const curated = (await post('/top-artworks', { type: 'New Arrivals' })).json.artworks as Json[]
      expect(ids(curated.slice(0, 3))).toEqual(works.slice(0, 3).map((a) => String(a.id)))
      expect(by(curated.slice(3, 7))).not.toContain('prolific-artist')
    } finally {
      await payload.updateGlobal({ slug: 'home-curation', data: { newArrivals: [] }, overrideAccess: true })
      for (const a of works) await payload.delete({ collection: 'artworks', id: a.id, overrideAccess: true })
    }
  })
})
