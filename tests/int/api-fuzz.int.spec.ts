/**
 * Property-based test (fast-check): generated malformed requests at every POST/PUT route of the
 * storefront API (auth, user, admin and the public lists). Whatever arrives (wrong types, missing
 * or unknown fields, huge strings, malformed JSON, wrong content types, multipart with random
 * files, ids that do not exist or are someone else's), the answer is a 2xx or a 4xx with an
 * `error` sentence, never a 5xx, and a refused request leaves the database (row counts and the
 * latest change of every collection) and the media folder exactly as they were.
 * Public routes that do not exist yet answer 404, which passes; once they exist, they are fuzzed.
 */
import fc from 'fast-check'
import { existsSync, readdirSync } from 'node:fs'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../cms/api/auth/tokens'
import type { User } from '../../payload-types'
import { file, jpeg } from './helpers/images'
import { startPayload, type TestPayload } from './helpers/payload'
import { type CollectionState, collectionStates } from './helpers/rowCounts'
import { listen } from './helpers/server'
import { type Cast, makeCast } from './helpers/users'

const RUNS = Number(process.env.FUZZ_RUNS ?? 25)

type Route = { method: 'POST' | 'PUT'; path: string; files?: string[] }
const ROUTES: Route[] = [
  { method: 'POST', path: '/auth/login' },
  { method: 'POST', path: '/auth/signup' },
  { method: 'POST', path: '/auth/verify-email' },
  { method: 'POST', path: '/auth/resend-verification-email' },
  { method: 'POST', path: '/auth/refresh-token' },
  { method: 'POST', path: '/auth/logout' },
  { method: 'POST', path: '/api/user/like-artwork' },
  { method: 'POST', path: '/api/user/unlike-artwork' },
  { method: 'POST', path: '/api/user/enquiry' },
  { method: 'POST', path: '/api/user/contact' },
  { method: 'POST', path: '/api/user/search' },
  { method: 'POST', path: '/api/admin/add-artwork', files: ['artworks'] },
  { method: 'PUT', path: '/api/admin/update-artwork', files: ['artworks'] },
  { method: 'POST', path: '/api/admin/artworks' },
  { method: 'POST', path: '/api/admin/add-collection', files: ['coverImage'] },
  { method: 'POST', path: '/api/admin/collections' },
  { method: 'PUT', path: '/api/admin/update-profile', files: ['profilePhoto'] },
  { method: 'PUT', path: '/api/admin/update-collection', files: ['coverImage'] },
  { method: 'PUT', path: '/api/admin/profile/education/entry-1' },
  { method: 'PUT', path: '/api/admin/profile/addresses/entry-1' },
  { method: 'PUT', path: '/api/admin/default-address' },
  { method: 'POST', path: '/api/admin/likes' },
  { method: 'POST', path: '/api/admin/enquiries' },
  { method: 'PUT', path: '/api/admin/enquiry/1' },
  { method: 'POST', path: '/api/public/artworks' },
  { method: 'POST', path: '/api/public/artists' },
  { method: 'POST', path: '/api/public/galleries' },
  { method: 'POST', path: '/api/public/top-artists' },
  { method: 'POST', path: '/api/public/top-artworks' },
  { method: 'POST', path: '/api/public/top-galleries' },
  { method: 'POST', path: '/api/public/collections' },
  { method: 'POST', path: '/api/public/exhibitions' },
  { method: 'POST', path: '/api/public/artworks-by-artist' },
  { method: 'POST', path: '/api/public/dictionary/terms' },
]

/** Field names of the request bodies, plus ones nobody may set. */
const FIELDS = [
  'email',
  'password',
  'cpassword',
  'role',
  'fullName',
  'username',
  'verificationToken',
  'refreshToken',
  'artworkId',
  'artistSlug',
  'name',
  'phone',
  'message',
  'subject',
  'searchString',
  'page',
  'fetchAll',
  'status',
  '_id',
  'title',
  'artistName',
  'price',
  'height',
  'width',
  'depth',
  'medium',
  'material',
  'collectionId',
  'publish',
  'available',
  'signed',
  'colors',
  'category',
  'style',
  'mood',
  'size',
  'priceMin',
  'priceMax',
  'color',
  'sort',
  'type',
  'galleryId',
  'filter',
  'categorySlug',
  'term',
  'education',
  'addresses',
  'awards',
  'quizPreferences',
  'collectionName',
  'description',
  'instagram',
  'bio',
  'yearOfCreation',
  'artworkIds',
  'addressId',
  'box',
  'artist',
  'editionKind',
  'editionSize',
  'institution',
  'year',
  '__proto__',
  'constructor',
  'owner',
  'likes',
  'saleState',
  '_verified',
  'id',
  'hash',
]

let t: TestPayload
let payload: Payload
let cast: Cast
let base: string
let close: () => Promise<void>
const tokens = new Map<string, string>()
let ids: (string | number)[] = []
let images: Buffer[] = []
/** Every status the fuzzed routes answered: the generators must reach past the front door. */
const seen = new Set<number>()

type Snapshot = Record<string, CollectionState> & { mediaFiles?: number }

/** Every collection's row count and latest change (Payload's own left out), and the media folder's file count. */
async function snapshot(): Promise<Snapshot> {
  const states = await collectionStates(payload)
  const snap: Snapshot = Object.fromEntries(Object.entries(states).filter(([slug]) => !slug.startsWith('payload-')))
  const dir = process.env.MEDIA_DIR!
  snap.mediaFiles = existsSync(dir) ? readdirSync(dir).length : 0
  return snap
}

// ---------- generators ----------
const huge = fc.integer({ min: 1_000, max: 120_000 }).map((n) => 'x'.repeat(n))
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      'anil-artist',
      'bina-artist',
      'anil-artist@example.test',
      'x@y.z',
      '9876543210',
      '2024',
      '99',
      'published',
      'unpublished',
      'yes',
      'Painting',
      'red',
      'all',
      'Trending Artworks',
      'small,large',
      '',
      ' ',
      '<script>',
      'kala_rt_x',
      '../../etc/passwd',
      '0x10',
      '1e309',
      '-1',
    ),
  },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...([0, -1, 999999, 2_147_483_648, 1e21, '999999', 'abc'] as unknown[]))
      .chain((v) => fc.constantFrom(v, ...ids)),
  },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  {
    weight: 1,
    arbitrary: fc.array(
      fc.oneof(
        fc.string({ maxLength: 10 }),
        fc.integer(),
        fc.dictionary(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 }), { maxKeys: 4 }),
      ),
      { maxLength: 3 },
    ),
  },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxKeys: 5 }) },
  { weight: 1, arbitrary: huge },
)
const jsonObject = fc.dictionary(
  fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FIELDS) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) }),
  value,
  { maxKeys: 8 },
)

type Req = { label: string; contentType?: string; body?: string | FormData }
const request = (route: Route): fc.Arbitrary<Req> =>
  fc.oneof(
    { weight: 6, arbitrary: jsonObject.map((o) => ({ label: 'object', contentType: 'application/json', body: JSON.stringify(o) })) },
    {
      weight: 1,
      arbitrary: fc.jsonValue().map((v) => ({ label: 'json value', contentType: 'application/json', body: JSON.stringify(v) })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(jsonObject, fc.nat()).map(([o, cut]) => {
        const text = JSON.stringify(o)
        return { label: 'truncated json', contentType: 'application/json', body: text.slice(0, Math.max(1, cut % text.length)) || '{' }
      }),
    },
    {
      weight: 1,
      arbitrary: fc.string({ maxLength: 60 }).map((s) => ({ label: 'garbage json', contentType: 'application/json', body: `{${s}` })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'application/json; charset=utf-16',
            'multipart/form-data',
            'image/jpeg',
          ),
          jsonObject,
        )
        .map(([contentType, o]) => ({
          label: `as ${contentType}`,
          contentType,
          body: contentType.includes('urlencoded')
            ? new URLSearchParams(Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : String(JSON.stringify(v))])).toString()
            : JSON.stringify(o),
        })),
    },
    { weight: 1, arbitrary: fc.constant({ label: 'no body' }) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.dictionary(
            fc.constantFrom(...FIELDS),
            fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('1', '-1', 'abc', '45000', 'yes', 'published', ...ids.map(String))),
            { maxKeys: 10 },
          ),
          fc.array(
            fc.tuple(
              fc.constantFrom(...(route.files ?? []), 'artworks', 'other', 'profilePhoto'),
              fc.oneof(
                fc.constantFrom(...images),
                fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)),
                fc.constant(Buffer.from('%PDF-1.4 not an image')),
              ),
              fc.constantFrom('a.jpg', 'b.png', '../../evil.jpg', 'c.pdf', ''),
            ),
            { maxLength: 4 },
          ),
        )
        .map(([fields, files]) => {
          const form = new FormData()
          for (const [k, v] of Object.entries(fields)) form.append(k, v)
          for (const [field, data, name] of files) form.append(field, new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), name)
          return { label: 'multipart', body: form }
        }),
    },
  )

async function send(route: Route, caller: string, req: Req) {
  const headers: Record<string, string> = {}
  if (req.contentType) headers['content-type'] = req.contentType
  const token = tokens.get(caller)
  if (token) headers.authorization = `Bearer ${token}`
  const res = await fetch(base + route.path, { method: route.method, headers, body: req.body })
  const text = await res.text()
  return { status: res.status, text, type: res.headers.get('content-type') ?? '' }
}

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  process.env.RATE_LIMIT_DISABLED = 'true'
  const { createApp } = await import('../../cms/app')
  ;({ url: base, close } = await listen(createApp({ payload, mediaDir: process.env.MEDIA_DIR })))
  cast = await makeCast(payload)
  for (const [name, user] of Object.entries(cast) as [string, User][])
    tokens.set(name, await signAccessToken(payload.secret, user.id, 'fuzz'))
  images = [await jpeg(1, 64, 64), await jpeg(2, 80, 40)]
  const m = await payload.create({ collection: 'media', data: { alt: 'm' }, file: file(images[0]!), overrideAccess: true })
  const mk = (owner: User, data: Record<string, unknown> = {}) =>
    payload.create({
      collection: 'artworks',
      data: {
        title: 'Fuzz work',
        owner: owner.id,
        medium: 'Oil',
        material: 'canvas',
        price: 1000,
        width: 10,
        height: 10,
        images: [m.id],
        ...data,
      },
      overrideAccess: true,
    })
  const a = await mk(cast.artistA)
  const draft = await mk(cast.artistA, { status: 'unpublished' })
  const b = await mk(cast.artistB)
  const sold = await mk(cast.artistB, { saleState: 'sold' })
  const col = await payload.create({
    collection: 'artwork-collections',
    data: { collectionName: 'B col', description: 'd', coverImage: m.id, owner: cast.artistB.id },
    overrideAccess: true,
  })
  const gallery = await payload.create({
    collection: 'galleries',
    data: { name: 'Gita Gallery', username: 'gita-gallery', owner: cast.gallery.id },
    overrideAccess: true,
  })
  ids = [a.id, draft.id, b.id, sold.id, col.id, gallery.id, String(b.id), cast.artistB.id]
})
afterAll(async () => {
  await close?.()
  await t?.close()
})

describe('fuzzing every POST/PUT route', () => {
  it.each(ROUTES)(
    '$method $path: only 2xx/4xx, and a refusal changes nothing',
    async (route) => {
      await fc.assert(
        fc.asyncProperty(request(route), fc.constantFrom('visitor', 'explorer', 'artistA', 'artistB'), async (req, caller) => {
          const before = await snapshot()
          const res = await send(route, caller, req)
          seen.add(res.status)
          expect(res.status, `${req.label} as ${caller}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(200)
          expect(res.status, `${req.label} as ${caller}: ${res.text.slice(0, 200)}`).toBeLessThan(500)
          if (res.status >= 400) {
            expect(res.type).toMatch(/application\/json/)
            expect(typeof (JSON.parse(res.text) as { error?: unknown }).error).toBe('string')
            expect(await snapshot(), `${req.label} as ${caller} → ${res.status} changed the database`).toEqual(before)
          }
        }),
        { numRuns: RUNS },
      )
    },
    180_000,
  )

  it('reached every kind of answer: accepted, invalid, unauthorised, forbidden, too large, wrong type', () => {
    for (const status of [400, 401, 403, 413, 415]) expect([...seen]).toContain(status)
    expect([...seen].some((s) => s >= 200 && s < 300)).toBe(true)
  })

  it('GET and DELETE /api/admin/artwork/:id with any id: only 2xx/4xx, and only an owner deletes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.constantFrom(...ids.map(String)), fc.integer().map(String)),
        fc.constantFrom('GET', 'DELETE'),
        fc.constantFrom('visitor', 'explorer', 'artistA', 'gallery'),
        async (id, method, caller) => {
          const before = await snapshot()
          const token = tokens.get(caller)
          const res = await fetch(`${base}/api/admin/artwork/${encodeURIComponent(id)}`, {
            method,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          })
          expect(res.status).toBeLessThan(500)
          if (res.status >= 400 || method === 'GET') expect(await snapshot()).toEqual(before)
        },
      ),
      { numRuns: RUNS * 2 },
    )
    // artist B's works and the sold one are still there whatever artist A or the gallery asked.
    for (const id of ids.slice(2, 4))
      expect(await payload.findByID({ collection: 'artworks', id, overrideAccess: true, disableErrors: true })).not.toBeNull()
  })
})
