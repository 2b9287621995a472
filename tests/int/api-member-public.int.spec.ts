/**
 * The public side of the member area (issue 9): artwork views counted once per visitor and day with
 * nothing personal kept, and the other parameter sets (/api/docs, cms/api/openapi/) of POST /api/public/artworks,
 * /collections and /exhibitions. Runs on both catalogue implementations (vitest.int.config.ts).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../cms/api/auth/tokens'
import { dayOf, lastDays } from '../../cms/stats/day'
import { visitorHash } from '../../cms/stats/views'
import type { Artwork, Gallery, User } from '../../payload-types'
import { file, jpeg } from './helpers/images'
import { startPayload, type TestPayload } from './helpers/payload'
import { listen } from './helpers/server'
import { type Cast, makeCast } from './helpers/users'

let t: TestPayload
let payload: Payload
let cast: Cast
let base: string
let close: () => Promise<void>
let media: number
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
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Json }
}
const post = (path: string, body: unknown = {}, who?: User | null) => call('POST', `/api/public${path}`, body, who)
const view = (id: number | string, agent: string, who?: User | null) =>
  call('POST', `/api/public/artwork/${id}/view`, undefined, who, { 'user-agent': agent })

const DAY = 86_400_000
const now = Date.now()
let seq = 0
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
      price: 1000 * seq,
      width: 20,
      height: 16,
      images: [media],
      colors: ['red'],
      createdAt: new Date(now - days * DAY - seq * 1000).toISOString(),
      ...rest,
    } as Artwork,
    overrideAccess: true,
  })
}

const today = () => dayOf(new Date())
async function viewsOf(artwork: Artwork): Promise<number> {
  const { docs } = await payload.find({
    collection: 'artwork-views',
    where: { and: [{ artwork: { equals: artwork.id } }, { day: { equals: today() } }] },
    overrideAccess: true,
  })
  return Number(docs[0]?.views ?? 0)
}
async function sellerViews(seller: User): Promise<number> {
  const { docs } = await payload.find({
    collection: 'seller-stats',
    where: { and: [{ seller: { equals: seller.id } }, { day: { equals: today() } }] },
    overrideAccess: true,
  })
  return Number(docs[0]?.views ?? 0)
}
const counts = async () =>
  Promise.all(
    (['view-marks', 'artwork-views', 'seller-stats'] as const).map(
      async (c) => (await payload.count({ collection: c, overrideAccess: true })).totalDocs,
    ),
  )

const [twoDaysAgo, yesterday] = lastDays(3)

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  process.env.RATE_LIMIT_DISABLED = 'true'
  const { createApp } = await import('../../cms/app')
  ;({ url: base, close } = await listen(createApp({ payload, mediaDir: process.env.MEDIA_DIR })))
  cast = await makeCast(payload)
  for (const user of Object.values(cast)) tokens.set(user.id, await signAccessToken(payload.secret, user.id, 'test-family'))
  media = (
    await payload.create({
      collection: 'media',
      data: { alt: 'img', owner: cast.artistA.id },
      file: file(await jpeg(1)),
      overrideAccess: true,
    })
  ).id
  // Marks of earlier days, before this process counted any view: the day's first view purges those older than yesterday.
  const old = await art(cast.artistB, { title: 'Viewed before' })
  for (const day of [twoDaysAgo, yesterday])
    await payload.create({ collection: 'view-marks', data: { artwork: old.id, day, hash: `old-${day}` }, overrideAccess: true })
}, 300_000)

afterAll(async () => {
  await close?.()
  await t?.close()
})

describe('POST /api/public/artwork/:id/view', () => {
  it('counts a visitor once a day however often they load the page, and each other visitor once', async () => {
    const work = await art(cast.artistA, { title: 'Looked at' })
    for (let i = 0; i < 5; i++) {
      const res = await view(work.id, 'Mozilla/5.0 (Visitor One)')
      expect(res.status).toBe(204)
      expect(res.json).toEqual({})
    }
    expect(await viewsOf(work)).toBe(1)
    await view(work.id, 'Mozilla/5.0 (Visitor Two)')
    await view(work.id, 'Mozilla/5.0 (Visitor Two)')
    expect(await viewsOf(work)).toBe(2)
    // The slug names the same work; a signed-in member is a visitor like any other.
    await view(work.slug!, 'Mozilla/5.0 (Visitor Three)', cast.explorer)
    expect(await viewsOf(work)).toBe(3)
    expect(await sellerViews(cast.artistA)).toBe(3)
  })

  it('counts 20 identical requests arriving together once', async () => {
    const work = await art(cast.artistA, { title: 'Rushed' })
    const before = await sellerViews(cast.artistA)
    const answers = await Promise.all(Array.from({ length: 20 }, () => view(work.id, 'Mozilla/5.0 (Impatient)')))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(204))
    expect(await viewsOf(work)).toBe(1)
    expect(await sellerViews(cast.artistA)).toBe(before + 1)
    const marks = await payload.count({ collection: 'view-marks', where: { artwork: { equals: work.id } }, overrideAccess: true })
    expect(marks.totalDocs).toBe(1)
  })

  it('keeps only a day-salted hash of the visitor (no address, no user agent), and marks for two days', async () => {
    const work = await art(cast.artistB, { title: 'Private view' })
    await view(work.id, 'Mozilla/5.0 (Traceable Agent)')
    const { docs } = await payload.find({
      collection: 'view-marks',
      where: { artwork: { equals: work.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(Object.keys(docs[0]).sort()).toEqual(['artwork', 'day', 'hash', 'id'])
    expect(docs[0].day).toBe(today())
    expect(docs[0].hash).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.stringify(docs[0])).not.toMatch(/127\.0\.0\.1|Traceable|Mozilla/)
    const visitor = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0' }
    expect(visitorHash(payload.secret, visitor, today())).toBe(visitorHash(payload.secret, visitor, today()))
    expect(visitorHash(payload.secret, visitor, today())).not.toBe(visitorHash(payload.secret, visitor, yesterday))
    expect(visitorHash(payload.secret, visitor, today())).not.toBe(visitorHash('another-secret', visitor, today()))
    // The first view of the day purged the marks older than yesterday.
    const kept = await payload.find({ collection: 'view-marks', where: { hash: { like: 'old-' } }, overrideAccess: true })
    expect(kept.docs.map((m) => m.day)).toEqual([yesterday])
  })

  it('answers 404 for an unknown or hidden work and records nothing; the owner’s own look is not counted', async () => {
    const draft = await art(cast.artistA, { title: 'Draft', status: 'unpublished' })
    const withdrawn = await art(cast.artistA, { title: 'Withdrawn', available: false })
    const before = await counts()
    for (const key of [draft.id, withdrawn.id, 99999999, 'no-such-work', 'bad%20key', '1e5']) {
      const res = await view(key, 'Mozilla/5.0 (Curious)', cast.artistB)
      expect(res.status, String(key)).toBe(404)
      expect(res.json).toEqual({ error: 'No such artwork.' })
    }
    // Not even the owner's view of their own draft is recorded.
    expect((await view(draft.id, 'Mozilla/5.0 (Owner)', cast.artistA)).status).toBe(404)
    const mine = await art(cast.artistA, { title: 'Own work' })
    const withMine = await counts()
    expect((await view(mine.id, 'Mozilla/5.0 (Owner)', cast.artistA)).status).toBe(204)
    expect(await counts()).toEqual(withMine)
    expect(withMine).toEqual(before)
  })

  it("forgets a deleted work's counts; its seller's day keeps the views", async () => {
    const work = await art(cast.artistB, { title: 'Gone soon' })
    await view(work.id, 'Mozilla/5.0 (Last Visitor)')
    const seller = await sellerViews(cast.artistB)
    await payload.delete({ collection: 'artworks', id: work.id, overrideAccess: true })
    expect(
      (await payload.count({ collection: 'artwork-views', where: { artwork: { equals: work.id } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
    expect(
      (await payload.count({ collection: 'view-marks', where: { artwork: { equals: work.id } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
    expect(await sellerViews(cast.artistB)).toBe(seller)
  })
})

describe("the spec's parameter sets on the spec's own paths", () => {
  let works: Artwork[] = []
  beforeAll(async () => {
    works = [
      await art(cast.artistA, { days: 1, colors: ['blue', 'red'] }),
      await art(cast.artistA, { days: 2, colors: ['red', 'blue'] }),
      await art(cast.artistA, { days: 3, colors: ['green'] }),
      await art(cast.artistB, { days: 4, colors: ['blue'] }),
    ]
  })

  it('POST /artworks with { artistSlug, page, color } answers as /artworks-by-artist, with { username, page } as /artworks-by-username', async () => {
    for (const body of [
      { artistSlug: 'anil-artist', page: 1, color: 'blue' },
      { artistSlug: 'anil-artist' },
      { artistSlug: 'bina-artist', page: 1 },
    ]) {
      const spec = await post('/artworks', body)
      expect(spec.status).toBe(200)
      expect(spec.json).toEqual((await post('/artworks-by-artist', body)).json)
    }
    const blue = await post('/artworks', { artistSlug: 'anil-artist', page: 1, color: 'blue' })
    expect(blue.json.artworks.map((a: Json) => a._id)).toEqual([String(works[0].id), String(works[1].id)])
    expect(blue.json.profile).toMatchObject({ username: 'anil-artist' })
    for (const body of [{ username: 'bina-artist', page: 1 }, { username: 'anil-artist' }]) {
      const spec = await post('/artworks', body)
      expect(spec.status).toBe(200)
      expect(spec.json).toEqual((await post('/artworks-by-username', body)).json)
    }
    expect((await post('/artworks', { artistSlug: 'nobody-here', page: 1 })).json).toEqual({ error: 'No such artist.' })
    expect((await post('/artworks', { username: 'nobody-here', page: 1 })).json).toEqual({ error: 'No such member.' })
    // Each set is strict: a shop filter with an artistSlug is not a set the path takes.
    expect((await post('/artworks', { artistSlug: 'anil-artist', priceMin: 10 })).status).toBe(400)
    expect((await post('/artworks', { username: 'anil-artist', color: 'blue' })).status).toBe(400)
    // The shop's own set is unchanged.
    expect((await post('/artworks', { page: 1, color: 'green' })).json.artworks.map((a: Json) => a._id)).toEqual([String(works[2].id)])
  })

  it("POST /collections with { page } alone lists every member's published collections, newest first", async () => {
    const make = (owner: User, name: string, minutesAgo: number, status = true) =>
      payload.create({
        collection: 'artwork-collections',
        data: {
          collectionName: name,
          description: `${name} described`,
          coverImage: media,
          owner: owner.id,
          status,
          createdAt: new Date(now - minutesAgo * 60_000).toISOString(),
        },
        overrideAccess: true,
      })
    const made = []
    for (let i = 0; i < 13; i++) made.push(await make(i % 2 ? cast.artistA : cast.gallery, `Series ${i}`, 100 - i))
    const hidden = await make(cast.artistB, 'Hidden series', 1, false)
    await payload.update({ collection: 'artworks', id: works[0].id, data: { collection: made[12].id }, overrideAccess: true })
    const page1 = await post('/collections', { page: 1 })
    expect(page1.status).toBe(200)
    expect(page1.json).toMatchObject({ page: 1, pages: 2, count: 13 })
    expect(page1.json.collections[0]).toMatchObject({
      collectionName: 'Series 12',
      username: 'gita-gallery',
      artworkCount: 1,
      status: true,
    })
    const page2 = await post('/collections', { page: 2 })
    const names = [...page1.json.collections, ...page2.json.collections].map((c: Json) => c.collectionName)
    expect(names).toEqual(Array.from({ length: 13 }, (_, i) => `Series ${12 - i}`))
    expect(names).not.toContain(hidden.collectionName)
    expect((await post('/collections', {})).json.count).toBe(13)
    // A member's own set is unchanged; the bare set is strict.
    expect((await post('/collections', { username: 'anil-artist', page: 1 })).json.count).toBe(6)
    expect((await post('/collections', { page: 1, status: false })).status).toBe(400)
  })

  it('POST /exhibitions with { page } alone lists every gallery’s exhibitions: current (closing soonest), upcoming, then past', async () => {
    const galleryOf = async (owner: User, name: string): Promise<Gallery> =>
      payload.create({ collection: 'galleries', data: { owner: owner.id, name, username: owner.username }, overrideAccess: true })
    const g1 = await galleryOf(cast.gallery, 'Gita Gallery')
    const g2 = await galleryOf(cast.researcher, 'Riya Rooms')
    const show = (gallery: Gallery, name: string, start: number, end: number) =>
      payload.create({
        collection: 'exhibitions',
        data: {
          name,
          gallery: gallery.id,
          startDate: new Date(now + start * DAY).toISOString(),
          endDate: new Date(now + end * DAY).toISOString(),
          published: true,
        },
        overrideAccess: true,
      })
    // 5 current, 4 upcoming, 5 past, across two galleries, created in no particular order.
    const plan: [string, number, number][] = [
      ['Past 3', -90, -60],
      ['Now 2', -10, 4],
      ['Soon 3', 30, 40],
      ['Now 5', -1, 9],
      ['Past 1', -20, -2],
      ['Soon 1', 2, 12],
      ['Now 1', -30, 2],
      ['Past 5', -400, -300],
      ['Soon 4', 60, 70],
      ['Now 3', -5, 6],
      ['Past 2', -50, -10],
      ['Now 4', -3, 8],
      ['Soon 2', 5, 25],
      ['Past 4', -200, -100],
    ]
    for (const [i, [name, start, end]] of plan.entries()) await show(i % 2 ? g1 : g2, name, start, end)
    const page1 = await post('/exhibitions', { page: 1 })
    expect(page1.status).toBe(200)
    expect(page1.json).toMatchObject({ page: 1, pages: 2, count: 14 })
    const page2 = await post('/exhibitions', { page: 2 })
    const order = [...page1.json.exhibitions, ...page2.json.exhibitions].map((e: Json) => [e.name, e.state])
    expect(order).toEqual([
      ...[1, 2, 3, 4, 5].map((i) => [`Now ${i}`, 'current']),
      ...[1, 2, 3, 4].map((i) => [`Soon ${i}`, 'upcoming']),
      ...[1, 2, 3, 4, 5].map((i) => [`Past ${i}`, 'archive']),
    ])
    expect(page1.json.exhibitions[0]).toMatchObject({ galleryName: expect.any(String), galleryId: expect.any(String) })
    const upcoming = await post('/exhibitions', { page: 1, filter: 'upcoming' })
    expect(upcoming.json).toMatchObject({ count: 4, pages: 1 })
    expect(upcoming.json.exhibitions.map((e: Json) => e.name)).toEqual(['Soon 1', 'Soon 2', 'Soon 3', 'Soon 4'])
    expect((await post('/exhibitions', { page: 3 })).json).toMatchObject({ exhibitions: [], count: 14 })
    // A gallery's own set is unchanged; the bare set is strict.
    expect((await post('/exhibitions', { galleryId: g1.id })).json.count).toBe(7)
    expect((await post('/exhibitions', { page: 1, filter: 'past' })).status).toBe(400)
    expect((await post('/exhibitions', { page: 1, gallery: g1.id })).status).toBe(400)
  })
})
