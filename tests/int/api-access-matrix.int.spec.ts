/**
 * Every /auth, /api/user and /api/admin route called as each kind of caller: visitor, explorer,
 * artist A (the owner of the fixtures), artist B, gallery and staff (an editor). Each row states
 * the status every caller gets; a 2xx is "allowed", 401/403/404 are the refusals (404 where the
 * thing is someone else's: its existence is not disclosed).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession } from '../../cms/api/auth/sessions'
import { signAccessToken } from '../../cms/api/auth/tokens'
import { syncCertificates } from '../../cms/certificates/sync'
import type { Artwork, User } from '../../payload-types'
import { CERTIFICATE_API } from '../../shared/certificates'
import { file, jpeg } from './helpers/images'
import { startPayload, type TestPayload } from './helpers/payload'
import { listen } from './helpers/server'
import { type Cast, makeCast, makeUser, PASSWORD } from './helpers/users'

const CALLERS = ['visitor', 'explorer', 'artistA', 'artistB', 'gallery', 'staff'] as const
type Caller = (typeof CALLERS)[number]
type Row = Record<Caller, number>

let t: TestPayload
let payload: Payload
let cast: Cast
let base: string
let close: () => Promise<void>
let media: number
let image: Buffer
const who: Partial<Record<Caller, User>> = {}
const tokens = new Map<Caller, string>()

async function send(caller: Caller, method: string, path: string, body?: Record<string, unknown> | FormData) {
  const token = tokens.get(caller)
  const isForm = body instanceof FormData
  const res = await fetch(base + path, {
    method,
    headers: { ...(body && !isForm ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  })
  const text = await res.text()
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses are read field by field, as a client would
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Record<string, any> }
}

const form = (fields: Record<string, string>, fileField?: string) => {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.append(k, v)
  if (fileField) f.append(fileField, new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'image.jpg')
  return f
}
const artworkForm = (title: string) =>
  form(
    { artistName: 'Someone', title, medium: 'Oil', material: 'Canvas', height: '10', width: '10', depth: '1', price: '1000' },
    'artworks',
  )

async function artwork(owner: User, data: Partial<Artwork> = {}): Promise<Artwork> {
  return payload.create({
    collection: 'artworks',
    data: {
      title: 'Matrix work',
      owner: owner.id,
      medium: 'Oil',
      material: 'canvas',
      price: 1000,
      width: 10,
      height: 10,
      images: [media],
      ...data,
    },
    overrideAccess: true,
  })
}

/** Runs one route for every caller (in the order given, so destructive calls can put the owner last). */
async function matrix(run: (caller: Caller) => Promise<number>, order: readonly Caller[] = CALLERS): Promise<Row> {
  const row = {} as Row
  for (const caller of order) row[caller] = await run(caller)
  return row
}
const row = (visitor: number, explorer: number, artistA: number, artistB: number, gallery: number, staff: number): Row => ({
  visitor,
  explorer,
  artistA,
  artistB,
  gallery,
  staff,
})

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  process.env.RATE_LIMIT_DISABLED = 'true'
  const { createApp } = await import('../../cms/app')
  ;({ url: base, close } = await listen(createApp({ payload, mediaDir: process.env.MEDIA_DIR })))
  cast = await makeCast(payload)
  Object.assign(who, { explorer: cast.explorer, artistA: cast.artistA, artistB: cast.artistB, gallery: cast.gallery, staff: cast.editor })
  for (const caller of CALLERS) {
    const user = who[caller]
    if (user) tokens.set(caller, await signAccessToken(payload.secret, user.id, `matrix-${caller}`))
  }
  media = (
    await payload.create({
      collection: 'media',
      data: { alt: 'm', owner: cast.artistA.id },
      file: file(await jpeg(5)),
      overrideAccess: true,
    })
  ).id
  image = await jpeg(6, 300, 300)
})
afterAll(async () => {
  await close?.()
  await t?.close()
})

describe('auth routes are open to every caller and ignore who is calling', () => {
  it('POST /auth/login', async () => {
    await makeUser(payload, 'collector', 'matrix-login')
    const r = await matrix(
      async (c) => (await send(c, 'POST', '/auth/login', { email: 'matrix-login@example.test', password: PASSWORD })).status,
    )
    expect(r).toEqual(row(200, 200, 200, 200, 200, 200))
  })

  it('POST /auth/signup', async () => {
    const r = await matrix(
      async (c) =>
        (
          await send(c, 'POST', '/auth/signup', {
            role: 'artist',
            fullName: 'New Member',
            username: `new-${c.toLowerCase()}`,
            email: `new-${c.toLowerCase()}@example.test`,
            password: 'long-enough-1',
            cpassword: 'long-enough-1',
          })
        ).status,
    )
    expect(r).toEqual(row(201, 201, 201, 201, 201, 201))
  })

  it('POST /auth/verify-email', async () => {
    const r = await matrix(async (c) => {
      const email = `new-${c.toLowerCase()}@example.test`
      const user = (await payload.db.findOne({ collection: 'users', where: { email: { equals: email } } })) as unknown as {
        _verificationToken: string
      }
      return (await send(c, 'POST', '/auth/verify-email', { email, verificationToken: user._verificationToken })).status
    })
    expect(r).toEqual(row(200, 200, 200, 200, 200, 200))
  })

  it('POST /auth/resend-verification-email', async () => {
    const r = await matrix(async (c) => (await send(c, 'POST', '/auth/resend-verification-email', { email: 'anyone@example.test' })).status)
    expect(r).toEqual(row(200, 200, 200, 200, 200, 200))
  })

  it('POST /auth/refresh-token and POST /auth/logout', async () => {
    // Sessions of one member (started as a login does, without the password hashing each time).
    const refresh = await matrix(async (c) => {
      const { refreshToken } = await startSession(payload, cast.collector.id)
      return (await send(c, 'POST', '/auth/refresh-token', { refreshToken })).status
    })
    expect(refresh).toEqual(row(200, 200, 200, 200, 200, 200))
    const logout = await matrix(async (c) => {
      const { refreshToken } = await startSession(payload, cast.collector.id)
      return (await send(c, 'POST', '/auth/logout', { refreshToken })).status
    })
    expect(logout).toEqual(row(200, 200, 200, 200, 200, 200))
  })
})

describe('/api/user', () => {
  it('GET /api/user/me: members only, each sees themself', async () => {
    const r = await matrix(async (c) => {
      const res = await send(c, 'GET', '/api/user/me')
      if (res.status === 200) expect(res.json.username).toBe(who[c]!.username)
      return res.status
    })
    expect(r).toEqual(row(401, 200, 200, 200, 200, 200))
  })

  it('POST /api/user/like-artwork and unlike-artwork on a published work: members only', async () => {
    const work = await artwork(cast.artistA, { title: 'Public work' })
    expect(await matrix(async (c) => (await send(c, 'POST', '/api/user/like-artwork', { artworkId: work.id })).status)).toEqual(
      row(401, 200, 200, 200, 200, 200),
    )
    expect((await payload.findByID({ collection: 'artworks', id: work.id, overrideAccess: true })).likes).toBe(5)
    expect(await matrix(async (c) => (await send(c, 'POST', '/api/user/unlike-artwork', { artworkId: work.id })).status)).toEqual(
      row(401, 200, 200, 200, 200, 200),
    )
    expect((await payload.findByID({ collection: 'artworks', id: work.id, overrideAccess: true })).likes).toBe(0)
  })

  it('/api/user/conversations about an explorer’s enquiry to artist A: only the two start, read, write and report it (404 for others, staff included)', async () => {
    const work = await artwork(cast.artistA, { title: 'Conversation work' })
    const enquiry = await payload.create({
      collection: 'enquiries',
      data: {
        name: 'E',
        email: 'e@example.test',
        phone: '9812345678',
        username: cast.artistA.username,
        artwork: work.id,
        artist: cast.artistA.id,
        sender: cast.explorer.id,
      },
      overrideAccess: true,
    })
    const start = { kind: 'enquiry', id: String(enquiry.id) }
    expect(await matrix(async (c) => (await send(c, 'POST', '/api/user/conversations', start)).status)).toEqual(
      row(401, 201, 200, 404, 404, 404),
    )
    const [conversation] = (
      await payload.find({ collection: 'conversations', where: { enquiry: { equals: enquiry.id } }, overrideAccess: true })
    ).docs
    const path = `/api/user/conversations/${conversation.id}`
    expect(await matrix(async (c) => (await send(c, 'GET', path)).status)).toEqual(row(401, 200, 200, 404, 404, 404))
    expect(await matrix(async (c) => (await send(c, 'POST', `${path}/messages`, { body: `From ${c}` })).status)).toEqual(
      row(401, 201, 201, 404, 404, 404),
    )
    expect(await matrix(async (c) => (await send(c, 'GET', '/api/user/conversations/unread')).status)).toEqual(
      row(401, 200, 200, 200, 200, 200),
    )
    expect(await matrix(async (c) => ((await send(c, 'GET', '/api/user/conversations')).json.conversations ?? []).length)).toEqual(
      row(0, 1, 1, 0, 0, 0),
    )
    const parties: readonly Caller[] = ['visitor', 'artistB', 'gallery', 'staff', 'explorer', 'artistA']
    expect(await matrix(async (c) => (await send(c, 'POST', `${path}/report`, { reason: 'Matrix' })).status, parties)).toEqual(
      row(401, 200, 409, 404, 404, 404),
    )
    expect(
      await payload.count({ collection: 'messages', where: { conversation: { equals: conversation.id } }, overrideAccess: true }),
    ).toEqual({
      totalDocs: 2,
    })
  })

  it('PUT, GET and DELETE /api/user/following of artist A: members, never artist A themself; each lists their own', async () => {
    const path = `/api/user/following/artist/${cast.artistA.id}`
    expect(await matrix(async (c) => (await send(c, 'PUT', path)).status)).toEqual(row(401, 200, 400, 200, 200, 200))
    expect(await payload.count({ collection: 'follows', where: { artist: { equals: cast.artistA.id } }, overrideAccess: true })).toEqual({
      totalDocs: 4,
    })
    expect(await matrix(async (c) => ((await send(c, 'GET', '/api/user/following')).json.following ?? []).length)).toEqual(
      row(0, 1, 0, 1, 1, 1),
    )
    expect(await matrix(async (c) => (await send(c, 'DELETE', path)).status)).toEqual(row(401, 200, 200, 200, 200, 200))
    expect(await payload.count({ collection: 'follows', overrideAccess: true })).toEqual({ totalDocs: 0 })
  })

  it("/api/user/alerts and /api/user/notifications: members, each their own; another member's alert is not found", async () => {
    expect(await matrix(async (c) => (await send(c, 'POST', '/api/user/alerts', { criteria: { style: 'abstract' } })).status)).toEqual(
      row(401, 201, 201, 201, 201, 201),
    )
    expect(await matrix(async (c) => ((await send(c, 'GET', '/api/user/alerts')).json.alerts ?? []).length)).toEqual(row(0, 1, 1, 1, 1, 1))
    const { docs } = await payload.find({ collection: 'alerts', where: { owner: { equals: cast.artistA.id } }, overrideAccess: true })
    const artistAsAlert = `/api/user/alerts/${docs[0].id}`
    expect(await matrix(async (c) => (await send(c, 'DELETE', artistAsAlert)).status)).toEqual(row(401, 404, 200, 404, 404, 404))
    const settings = { digest: 'off', followedWorks: false }
    expect(await matrix(async (c) => (await send(c, 'PUT', '/api/user/notification-settings', settings)).status)).toEqual(
      row(401, 200, 200, 200, 200, 200),
    )
    expect(await matrix(async (c) => (await send(c, 'GET', '/api/user/notifications')).status)).toEqual(row(401, 200, 200, 200, 200, 200))
    expect(await matrix(async (c) => (await send(c, 'GET', '/api/user/notifications/unread')).status)).toEqual(
      row(401, 200, 200, 200, 200, 200),
    )
    expect(await matrix(async (c) => (await send(c, 'POST', '/api/user/notifications/read', {})).status)).toEqual(
      row(401, 200, 200, 200, 200, 200),
    )
  })

  it('POST /api/user/like-artwork on an unpublished work: only who may see it (owner, staff)', async () => {
    const draft = await artwork(cast.artistA, { title: 'Draft work', status: 'unpublished' })
    expect(await matrix(async (c) => (await send(c, 'POST', '/api/user/like-artwork', { artworkId: draft.id })).status)).toEqual(
      row(401, 404, 200, 404, 404, 200),
    )
  })

  it('POST /api/user/enquiry: members, not about their own work', async () => {
    const work = await artwork(cast.artistA, { title: 'Enquire me' })
    const r = await matrix(
      async (c) =>
        (
          await send(c, 'POST', '/api/user/enquiry', {
            name: 'N',
            email: 'n@example.test',
            phone: '9876543210',
            username: 'anil-artist',
            artworkId: work.id,
          })
        ).status,
    )
    expect(r).toEqual(row(401, 201, 400, 201, 201, 201))
  })

  it('POST /api/user/contact: everyone, visitors too', async () => {
    const r = await matrix(
      async (c) =>
        (
          await send(c, 'POST', '/api/user/contact', {
            name: 'N',
            email: 'n@example.test',
            phone: '9876543210',
            message: 'Hello',
            username: 'anil-artist',
          })
        ).status,
    )
    expect(r).toEqual(row(201, 201, 201, 201, 201, 201))
  })
})

describe('/api/admin', () => {
  it('POST /api/admin/add-artwork: sellers and staff; never explorers', async () => {
    expect(await matrix(async (c) => (await send(c, 'POST', '/api/admin/add-artwork', artworkForm(`Added by ${c}`))).status)).toEqual(
      row(401, 403, 201, 201, 201, 201),
    )
  })

  it("PUT /api/admin/update-artwork on artist A's work: only artist A", async () => {
    const work = await artwork(cast.artistA, { title: 'Original title' })
    const r = await matrix(
      async (c) => (await send(c, 'PUT', '/api/admin/update-artwork', { _id: String(work.id), title: `Changed by ${c}` })).status,
      ['visitor', 'explorer', 'artistB', 'gallery', 'staff', 'artistA'],
    )
    expect(r).toEqual(row(401, 403, 200, 404, 404, 404))
    expect((await payload.findByID({ collection: 'artworks', id: work.id, overrideAccess: true })).title).toBe('Changed by artistA')
  })

  it('POST /api/admin/artworks: sellers, each sees only their own', async () => {
    const r = await matrix(async (c) => {
      const res = await send(c, 'POST', '/api/admin/artworks', { page: 1 })
      if (res.status === 200) {
        expect(res.json.count).toBeGreaterThan(0)
        for (const a of res.json.artworks) expect(a.uploadedBy).toBe(who[c]!.username)
      }
      return res.status
    })
    expect(r).toEqual(row(401, 403, 200, 200, 200, 200))
  })

  it("GET /api/admin/artwork/:id of artist A's draft: only artist A", async () => {
    const draft = await artwork(cast.artistA, { title: 'Own draft', status: 'unpublished' })
    expect(await matrix(async (c) => (await send(c, 'GET', `/api/admin/artwork/${draft.id}`)).status)).toEqual(
      row(401, 403, 200, 404, 404, 404),
    )
  })

  it("DELETE /api/admin/artwork/:id of artist A's work: only artist A", async () => {
    const work = await artwork(cast.artistA, { title: 'To delete' })
    const r = await matrix(
      async (c) => (await send(c, 'DELETE', `/api/admin/artwork/${work.id}`)).status,
      ['visitor', 'explorer', 'artistB', 'gallery', 'staff', 'artistA'],
    )
    expect(r).toEqual(row(401, 403, 200, 404, 404, 404))
  })

  it('POST /api/admin/add-collection and POST /api/admin/collections: sellers, own collections only', async () => {
    expect(
      await matrix(
        async (c) =>
          (await send(c, 'POST', '/api/admin/add-collection', form({ collectionName: `By ${c}`, description: 'd' }, 'coverImage'))).status,
      ),
    ).toEqual(row(401, 403, 201, 201, 201, 201))
    const r = await matrix(async (c) => {
      const res = await send(c, 'POST', '/api/admin/collections', { fetchAll: true })
      if (res.status === 200) expect(res.json.map((x: { collectionName: string }) => x.collectionName)).toEqual([`By ${c}`])
      return res.status
    })
    expect(r).toEqual(row(401, 403, 200, 200, 200, 200))
  })

  it('PUT /api/admin/update-profile: every member, their own profile only', async () => {
    const r = await matrix(async (c) => {
      const res = await send(c, 'PUT', '/api/admin/update-profile', { bio: `Bio of ${c}` })
      if (res.status === 200) expect(res.json.user.username).toBe(who[c]!.username)
      return res.status
    })
    expect(r).toEqual(row(401, 200, 200, 200, 200, 200))
    for (const c of CALLERS.filter((x) => x !== 'visitor')) {
      expect((await payload.findByID({ collection: 'users', id: who[c]!.id, overrideAccess: true })).bio).toBe(`Bio of ${c}`)
    }
  })

  it('GET /api/admin/purchases: every member, their own orders only', async () => {
    const work = await artwork(cast.artistA, { title: 'Bought by B' })
    await payload.create({
      collection: 'orders',
      data: {
        buyer: cast.artistB.id,
        totalAmount: 1000,
        // Purchases lists paid (or failed) orders, not checkouts still waiting for payment.
        paymentStatus: 'success',
        items: [{ artwork: work.id, seller: cast.artistA.id, title: 'Bought by B', artistName: 'A', price: 1000 }],
      },
      overrideAccess: true,
    })
    const counts: Partial<Record<Caller, number>> = {}
    const r = await matrix(async (c) => {
      const res = await send(c, 'GET', '/api/admin/purchases')
      if (res.status === 200) counts[c] = res.json.totalOrders
      return res.status
    })
    expect(r).toEqual(row(401, 200, 200, 200, 200, 200))
    expect(counts).toEqual({ explorer: 0, artistA: 0, artistB: 1, gallery: 0, staff: 0 })
  })

  it("POST /api/admin/returns for the explorer's delivered purchase of artist A's work: only its buyer", async () => {
    const work = await artwork(cast.artistA, { title: 'Bought and delivered' })
    const now = new Date().toISOString()
    const order = await payload.create({
      collection: 'orders',
      data: {
        buyer: cast.explorer.id,
        totalAmount: 1000,
        amountPaise: 100_000,
        paymentStatus: 'success',
        paidAt: now,
        razorpay_payment_id: 'pay_MatrixReturn01',
        orderStatus: 'delivered',
        statusHistory: [{ status: 'delivered', at: now }],
        items: [
          { artwork: work.id, seller: cast.artistA.id, title: 'T', artistName: 'A', price: 1000, feeBasisPoints: 2000, feePaise: 20_000 },
        ],
      },
      overrideAccess: true,
      context: { seeding: true },
    })
    const form = () => {
      const f = new FormData()
      for (const [k, v] of Object.entries({
        orderId: String(order.id),
        itemId: String(order.items[0]!.id),
        reason: 'Other',
        details: 'Not the colour I saw.',
      }))
        f.append(k, v)
      return f
    }
    expect(await matrix(async (c) => (await send(c, 'POST', '/api/admin/returns', form())).status)).toEqual(
      row(401, 201, 403, 403, 403, 403),
    )
  })
})

describe('certificates of authenticity (issue 20)', () => {
  it('a certificate: the buyer at theirs, the line’s seller at theirs, staff at both; verifying: everyone', async () => {
    const work = await artwork(cast.artistA, { title: 'Certified in the matrix' })
    const order = await payload.create({
      collection: 'orders',
      data: {
        buyer: cast.artistB.id,
        totalAmount: 1000,
        paymentStatus: 'success',
        paidAt: new Date().toISOString(),
        items: [
          { artwork: work.id, seller: cast.artistA.id, title: 'Certified in the matrix', artistName: 'A', price: 1000, feePaise: 3000 },
        ],
      },
      overrideAccess: true,
    })
    const [certificate] = await syncCertificates(payload, order.id)
    const lineId = certificate!.lineId
    // A PDF is no JSON: the status alone.
    const status = (path: string) =>
      matrix(async (c) => {
        const token = tokens.get(c)
        return (await fetch(base + path, { headers: token ? { authorization: `Bearer ${token}` } : {} })).status
      })
    expect(await status(CERTIFICATE_API.order(String(order.id), lineId))).toEqual(row(401, 404, 404, 200, 404, 200))
    expect(await status(CERTIFICATE_API.sale(String(order.id), lineId))).toEqual(row(401, 404, 200, 404, 404, 200))
    expect(await status(CERTIFICATE_API.verify(certificate!.number))).toEqual(row(200, 200, 200, 200, 200, 200))
  })

  it('PUT /api/admin/update-profile with a signature: artists only', async () => {
    const r = await matrix(async (c) => (await send(c, 'PUT', '/api/admin/update-profile', form({}, 'signature'))).status)
    expect(r).toEqual(row(401, 403, 200, 200, 403, 403))
    const artist = await payload.findByID({ collection: 'users', id: cast.artistA.id, depth: 0, overrideAccess: true })
    expect(artist.signature).toBeTruthy()
  })
})

describe('/api/admin: the member area (issue 9)', () => {
  const cover = async () =>
    (
      await payload.create({
        collection: 'media',
        data: { alt: 'c', owner: cast.artistA.id },
        file: file(await jpeg(8)),
        overrideAccess: true,
      })
    ).id
  const collectionOfA = async (name: string) =>
    payload.create({
      collection: 'artwork-collections',
      data: { collectionName: name, description: 'd', coverImage: await cover(), owner: cast.artistA.id },
      overrideAccess: true,
    })
  const OWNER_LAST = ['visitor', 'explorer', 'artistB', 'gallery', 'staff', 'artistA'] as const

  it('GET /api/admin/dashboard: every member, their own figures', async () => {
    await artwork(cast.artistA, { title: 'Dashboard work' })
    const kinds: Partial<Record<Caller, string>> = {}
    const r = await matrix(async (c) => {
      const res = await send(c, 'GET', '/api/admin/dashboard')
      if (res.status === 200) kinds[c] = res.json.kind
      return res.status
    })
    expect(r).toEqual(row(401, 200, 200, 200, 200, 200))
    expect(kinds).toMatchObject({ explorer: 'buyer', artistA: 'seller' })
  })

  it("GET, PUT and DELETE of artist A's collection: only artist A", async () => {
    const c = await collectionOfA('Matrix collection')
    expect(await matrix(async (caller) => (await send(caller, 'GET', `/api/admin/collection/${c.id}`)).status)).toEqual(
      row(401, 403, 200, 404, 404, 404),
    )
    const put = await matrix(
      async (caller) =>
        (await send(caller, 'PUT', '/api/admin/update-collection', { _id: String(c.id), collectionName: `Renamed by ${caller}` })).status,
      OWNER_LAST,
    )
    expect(put).toEqual(row(401, 403, 200, 404, 404, 404))
    expect((await payload.findByID({ collection: 'artwork-collections', id: c.id, overrideAccess: true })).collectionName).toBe(
      'Renamed by artistA',
    )
    const del = await matrix(async (caller) => (await send(caller, 'DELETE', `/api/admin/collection/${c.id}`)).status, OWNER_LAST)
    expect(del).toEqual(row(401, 403, 200, 404, 404, 404))
  })

  it("PUT and DELETE of artist A's CV entry: only artist A (non-artists have no CV: 403)", async () => {
    const { json } = await send('artistA', 'PUT', '/api/admin/update-profile', {
      awards: [{ title: 'Matrix award', awardedBy: 'Jury', year: '2024' }],
    })
    const entry = json.user.awards.at(-1).id
    const put = await matrix(
      async (c) =>
        (await send(c, 'PUT', `/api/admin/profile/awards/${entry}`, { title: `By ${c}`, awardedBy: 'Jury', year: '2024' })).status,
      OWNER_LAST,
    )
    expect(put).toEqual(row(401, 403, 200, 404, 403, 404))
    const saved = await payload.findByID({ collection: 'users', id: cast.artistA.id, overrideAccess: true })
    expect(saved.awards?.find((a) => a.id === entry)?.title).toBe('By artistA')
    expect(await matrix(async (c) => (await send(c, 'DELETE', `/api/admin/profile/awards/${entry}`)).status, OWNER_LAST)).toEqual(
      row(401, 403, 200, 404, 403, 404),
    )
  })

  it("PUT and DELETE of artist A's address and PUT default-address with it: only artist A", async () => {
    const address = {
      billingName: 'A',
      email: 'a@example.test',
      phone: '9000000000',
      line1: 'L',
      city: 'C',
      state: 'S',
      pincode: '110001',
      country: 'India',
    }
    const { json } = await send('artistA', 'PUT', '/api/admin/update-profile', { addresses: [address] })
    const id = json.user.addresses.at(-1).id
    expect(
      await matrix(
        async (c) => (await send(c, 'PUT', `/api/admin/profile/addresses/${id}`, { ...address, city: `By ${c}` })).status,
        OWNER_LAST,
      ),
    ).toEqual(row(401, 404, 200, 404, 404, 404))
    expect(await matrix(async (c) => (await send(c, 'PUT', '/api/admin/default-address', { addressId: id })).status, OWNER_LAST)).toEqual(
      row(401, 404, 200, 404, 404, 404),
    )
    // Read as staff: addresses are private fields.
    const saved = await payload.findByID({ collection: 'users', id: cast.artistA.id, overrideAccess: true, user: cast.admin })
    expect(saved.addresses?.find((a) => a.id === id)).toMatchObject({ city: 'By artistA', isDefault: true })
    expect(await matrix(async (c) => (await send(c, 'DELETE', `/api/admin/profile/addresses/${id}`)).status, OWNER_LAST)).toEqual(
      row(401, 404, 200, 404, 404, 404),
    )
  })

  it('POST /api/admin/likes and POST /api/admin/enquiries: every member, their own', async () => {
    expect(await matrix(async (c) => (await send(c, 'POST', '/api/admin/likes', { page: 1 })).status)).toEqual(
      row(401, 200, 200, 200, 200, 200),
    )
    expect(await matrix(async (c) => (await send(c, 'POST', '/api/admin/enquiries', { box: 'sent' })).status)).toEqual(
      row(401, 200, 200, 200, 200, 200),
    )
  })

  it("PUT /api/admin/enquiry/:id about artist A's work: only artist A", async () => {
    const work = await artwork(cast.artistA, { title: 'Enquired in the matrix' })
    const enquiry = await payload.create({
      collection: 'enquiries',
      data: {
        name: 'N',
        email: 'n@example.test',
        phone: '9876543210',
        username: 'anil-artist',
        artwork: work.id,
        artist: cast.artistA.id,
        sender: cast.artistB.id,
      },
      overrideAccess: true,
    })
    const r = await matrix(
      async (c) => (await send(c, 'PUT', `/api/admin/enquiry/${enquiry.id}`, { status: 'answered' })).status,
      OWNER_LAST,
    )
    expect(r).toEqual(row(401, 403, 200, 404, 404, 404))
  })

  it('POST /api/public/artwork/:id/view: everyone (visitors too)', async () => {
    const work = await artwork(cast.artistA, { title: 'Viewed in the matrix' })
    expect(await matrix(async (c) => (await send(c, 'POST', `/api/public/artwork/${work.id}/view`)).status)).toEqual(
      row(204, 204, 204, 204, 204, 204),
    )
  })

  it('viewing rooms (/api/admin/rooms): every member, their own rooms only; the link (GET /api/rooms/:token) opens for anyone until revoked', async () => {
    const make = (c: Caller) => send(c, 'POST', '/api/admin/rooms', { title: `Room of ${c}`, items: [] })
    expect(await matrix(async (c) => (await make(c)).status)).toEqual(row(401, 201, 201, 201, 201, 201))
    const list = await matrix(async (c) => {
      const res = await send(c, 'GET', '/api/admin/rooms')
      if (res.status === 200) expect(res.json.rooms.map((r: { title: string }) => r.title)).toEqual([`Room of ${c}`])
      return res.status
    })
    expect(list).toEqual(row(401, 200, 200, 200, 200, 200))
    const room = (await make('artistA')).json.room as { _id: string; path: string }
    expect(await matrix(async (c) => (await send(c, 'GET', `/api/admin/rooms/${room._id}`)).status)).toEqual(
      row(401, 404, 200, 404, 404, 404),
    )
    expect(
      await matrix(async (c) => (await send(c, 'PUT', `/api/admin/rooms/${room._id}`, { title: `Taken by ${c}` })).status, OWNER_LAST),
    ).toEqual(row(401, 404, 200, 404, 404, 404))
    expect(await matrix(async (c) => (await send(c, 'GET', `/api${room.path}`)).status)).toEqual(row(200, 200, 200, 200, 200, 200))
    expect(await matrix(async (c) => (await send(c, 'POST', `/api/admin/rooms/${room._id}/revoke`)).status, OWNER_LAST)).toEqual(
      row(401, 404, 200, 404, 404, 404),
    )
    expect(await matrix(async (c) => (await send(c, 'GET', `/api${room.path}`)).status)).toEqual(row(410, 410, 410, 410, 410, 410))
    expect(await matrix(async (c) => (await send(c, 'DELETE', `/api/admin/rooms/${room._id}`)).status, OWNER_LAST)).toEqual(
      row(401, 404, 200, 404, 404, 404),
    )
  })

  it('offers (/api/admin/offers): every member offers on others’ works; each move is one side’s, a stranger finds nothing', async () => {
    const work = await artwork(cast.artistA, { title: 'Matrix offer work', acceptOffers: true })
    const make = (c: Caller) => send(c, 'POST', '/api/admin/offers', { artworkId: String(work.id), amount: 900 })
    // Artist A owns the work: 409 with the sentence.
    expect(await matrix(async (c) => (await make(c)).status)).toEqual(row(401, 201, 409, 201, 201, 201))
    const list = await matrix(async (c) => {
      const res = await send(c, 'GET', '/api/admin/offers')
      if (c === 'artistA') expect(res.json.received).toHaveLength(4)
      if (res.status === 200 && c !== 'artistA') expect(res.json.made).toHaveLength(1)
      return res.status
    })
    expect(list).toEqual(row(401, 200, 200, 200, 200, 200))
    const mine = await send('explorer', 'GET', '/api/admin/offers')
    const id = mine.json.made[0]._id as string
    expect(
      await matrix(async (c) => (await send(c, 'POST', `/api/admin/offers/${id}/counter`, { amount: 950 })).status, OWNER_LAST),
    ).toEqual(row(401, 403, 200, 404, 404, 404))
    expect(await matrix(async (c) => (await send(c, 'POST', `/api/admin/offers/${id}/decline`)).status)).toEqual(
      row(401, 200, 409, 404, 404, 404),
    )
  })
})
