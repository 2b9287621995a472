import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../cms/api/auth/tokens'
import type { Artwork, User } from '../../payload-types'
import { file, jpeg } from './helpers/images'
import { startPayload, type TestPayload } from './helpers/payload'
import { listen } from './helpers/server'
import { type Cast, makeCast } from './helpers/users'

let t: TestPayload
let payload: Payload
let cast: Cast
let media: number
const servers: { url: string; close: () => Promise<void> }[] = []
let base: string
const tokens = new Map<number, string>()

type Json = Record<string, unknown>
async function call(method: string, path: string, body?: unknown, who?: User | null, url = base) {
  const token = who ? tokens.get(who.id) : undefined
  const res = await fetch(url + path, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Json, text, headers: res.headers }
}
const post = (path: string, body: unknown, who?: User | null) => call('POST', path, body, who)

async function app(env: Record<string, string | undefined>) {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]))
  const set = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values))
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
  }
  set(env)
  const { createApp } = await import('../../cms/app')
  const built = createApp({ payload, mediaDir: process.env.MEDIA_DIR })
  set(saved)
  const server = await listen(built)
  servers.push(server)
  return server.url
}

async function artwork(owner: User, data: Partial<Artwork> = {}): Promise<Artwork> {
  return payload.create({
    collection: 'artworks',
    data: {
      title: 'Monsoon Study',
      owner: owner.id,
      medium: 'Oil',
      material: 'canvas',
      price: 45000,
      width: 20,
      height: 30,
      images: [media],
      ...data,
    },
    overrideAccess: true,
  })
}

function mailsTo(address: string): string[] {
  const dir = process.env.OUTBOX_DIR!
  if (!existsSync(dir)) return []
  return (
    readdirSync(dir)
      // Whole mails only: a '.part' file is one being written, renamed to '.eml' when done.
      .filter((f) => f.endsWith('.eml') && f.includes(address.replace(/[^a-z0-9@.]+/gi, '_')))
      .sort()
      .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
  )
}

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  base = await app({ RATE_LIMIT_DISABLED: 'true' })
  cast = await makeCast(payload)
  for (const user of Object.values(cast)) tokens.set(user.id, await signAccessToken(payload.secret, user.id, 'test-family'))
  media = (
    await payload.create({
      collection: 'media',
      data: { alt: 'test', owner: cast.artistA.id },
      file: file(await jpeg()),
      overrideAccess: true,
    })
  ).id
})
afterAll(async () => {
  for (const s of servers) await s.close()
  await t?.close()
})

describe('GET /api/user/me', () => {
  it('answers the signed-in member their own profile with private fields', async () => {
    await payload.update({
      collection: 'users',
      id: cast.artistA.id,
      data: {
        addresses: [
          {
            billingName: 'Anil',
            email: 'anil@example.test',
            phone: '9876543210',
            line1: '1 MG Road',
            city: 'Pune',
            state: 'MH',
            pincode: '411001',
            country: 'India',
          },
        ],
      },
      overrideAccess: true,
    })
    const { status, json, text } = await call('GET', '/api/user/me', undefined, cast.artistA)
    expect(status).toBe(200)
    expect(json).toMatchObject({
      _id: String(cast.artistA.id),
      username: 'anil-artist',
      email: 'anil-artist@example.test',
      phone: '9876543210',
      role: 'artist',
    })
    expect(json.addresses).toEqual([expect.objectContaining({ line1: '1 MG Road', city: 'Pune' })])
    for (const word of ['"hash"', '"salt"', 'sessions', '_verificationToken', 'loginAttempts']) expect(text).not.toContain(word)
  })

  it('asks a visitor to log in', async () => {
    const res = await call('GET', '/api/user/me')
    expect(res.status).toBe(401)
    expect(res.json).toEqual({ error: 'Please log in to continue.' })
  })
})

describe('like-artwork and unlike-artwork', () => {
  const likesOf = async (id: number) => (await payload.findByID({ collection: 'artworks', id, overrideAccess: true, depth: 0 })).likes
  const rowsOf = async (id: number) =>
    (await payload.count({ collection: 'likes', where: { artwork: { equals: id } }, overrideAccess: true })).totalDocs

  it('likes once however often it is asked, counts every member once, and unlikes the same way', async () => {
    const work = await artwork(cast.artistA, { title: 'Liked work' })
    const first = await post('/api/user/like-artwork', { artworkId: work.id, artistSlug: 'anil-artist' }, cast.explorer)
    expect(first.status).toBe(200)
    expect(first.json).toEqual({ hasLiked: true, likes: 1 })
    expect((await post('/api/user/like-artwork', { artworkId: String(work.id) }, cast.explorer)).json).toEqual({ hasLiked: true, likes: 1 })
    // A double click: concurrent requests still make one like.
    await Promise.all([1, 2, 3].map(() => post('/api/user/like-artwork', { artworkId: work.id }, cast.collector)))
    expect(await rowsOf(work.id)).toBe(2)
    expect(await likesOf(work.id)).toBe(2)
    expect((await post('/api/user/like-artwork', { artworkId: work.id }, cast.artistB)).json).toEqual({ hasLiked: true, likes: 3 })

    const un = await post('/api/user/unlike-artwork', { artworkId: work.id }, cast.explorer)
    expect(un.json).toEqual({ hasLiked: false, likes: 2 })
    expect((await post('/api/user/unlike-artwork', { artworkId: work.id }, cast.explorer)).json).toEqual({ hasLiked: false, likes: 2 })
    expect(await rowsOf(work.id)).toBe(2)
    expect(await likesOf(work.id)).toBe(2)
    const row = await payload.find({
      collection: 'likes',
      where: { and: [{ artwork: { equals: work.id } }, { owner: { equals: cast.collector.id } }] },
      overrideAccess: true,
    })
    expect(row.docs[0]).toMatchObject({ artistSlug: 'anil-artist' })
  })

  it('lets a member unlike a work that has since been unpublished', async () => {
    const work = await artwork(cast.artistB, { title: 'Soon withdrawn' })
    await post('/api/user/like-artwork', { artworkId: work.id }, cast.explorer)
    await payload.update({ collection: 'artworks', id: work.id, data: { status: 'unpublished' }, overrideAccess: true })
    expect((await post('/api/user/like-artwork', { artworkId: work.id }, cast.explorer)).status).toBe(404)
    const res = await post('/api/user/unlike-artwork', { artworkId: work.id }, cast.explorer)
    expect(res.json).toEqual({ hasLiked: false, likes: 0 })
  })

  it('answers 404 for works that do not exist or are not visible, 400 for bad bodies, 401 for visitors', async () => {
    const draft = await artwork(cast.artistA, { title: 'Draft', status: 'unpublished' })
    for (const artworkId of [draft.id, 999999, 'abc', '99999999999', -1]) {
      const res = await post('/api/user/like-artwork', { artworkId }, cast.artistB)
      expect(res.status, String(artworkId)).toBe(artworkId === -1 ? 400 : 404)
    }
    expect((await post('/api/user/unlike-artwork', { artworkId: draft.id }, cast.artistB)).status).toBe(404)
    for (const body of [{}, { artworkId: null }, { artworkId: 1, extra: true }, { artworkId: 'x'.repeat(100) }]) {
      expect((await post('/api/user/like-artwork', body, cast.artistB)).status).toBe(400)
    }
    expect((await post('/api/user/like-artwork', { artworkId: draft.id })).status).toBe(401)
    expect(await rowsOf(draft.id)).toBe(0)
  })
})

describe('POST /api/user/enquiry', () => {
  const enquiry = (work: Artwork, extra: Json = {}) => ({
    name: 'Eve Explorer',
    email: 'eve.private@example.test',
    phone: '9123456780',
    username: 'anil-artist',
    artworkId: String(work.id),
    message: 'Is it framed?\n\nThanks <b>!</b>',
    ...extra,
  })
  const stored = async () => (await payload.count({ collection: 'enquiries', overrideAccess: true })).totalDocs

  it('stores the enquiry for the artist and the sender, and mails the artist', async () => {
    const work = await artwork(cast.artistA, { title: 'Enquired <work>' })
    const res = await post('/api/user/enquiry', enquiry(work), cast.explorer)
    expect(res.status).toBe(201)
    expect(res.json).toMatchObject({ message: 'Thank you for your enquiry. We will get back to you soon.' })
    expect(res.text).not.toContain('anil-artist@example.test')
    const row = await payload.findByID({ collection: 'enquiries', id: res.json.enquiryId as string, overrideAccess: true, depth: 0 })
    expect(row).toMatchObject({
      name: 'Eve Explorer',
      email: 'eve.private@example.test',
      phone: '9123456780',
      username: 'anil-artist',
      artwork: work.id,
      artist: cast.artistA.id,
      sender: cast.explorer.id,
      status: 'new',
    })
    // The artist sees it in their member area (the Local API, as them).
    const theirs = await payload.find({
      collection: 'enquiries',
      where: { artwork: { equals: work.id } },
      overrideAccess: false,
      user: cast.artistA,
    })
    expect(theirs.totalDocs).toBe(1)
    const mail = mailsTo('anil-artist@example.test').find((m) => m.includes('Enquired'))!
    expect(mail).toContain('Reply-To: eve.private@example.test')
    expect(mail).toContain('9123456780')
    expect(mail).toContain('&lt;b&gt;')
    expect(mail).not.toContain('<b>!</b>')
  })

  it('refuses a username that is not the artwork artist, invalid fields, unknown works and one own work, storing nothing', async () => {
    const work = await artwork(cast.artistA, { title: 'Mismatch' })
    const draft = await artwork(cast.artistA, { title: 'Hidden', status: 'unpublished' })
    const before = await stored()
    const wrong = await post('/api/user/enquiry', enquiry(work, { username: 'bina-artist' }), cast.explorer)
    expect(wrong.status).toBe(400)
    expect(wrong.json).toEqual({ error: 'This artwork is not by that artist.' })
    for (const extra of [
      { phone: '912345678' },
      { phone: '91234567801' },
      { phone: '+919123456780' },
      { email: 'nope' },
      { name: '' },
      { username: '' },
      { artworkId: '' },
      { extra: 1 },
    ]) {
      const res = await post('/api/user/enquiry', enquiry(work, extra), cast.explorer)
      expect(res.status, JSON.stringify(extra)).toBe(400)
      expect(typeof res.json.error).toBe('string')
    }
    expect((await post('/api/user/enquiry', enquiry(work, { artworkId: '424242' }), cast.explorer)).status).toBe(404)
    expect((await post('/api/user/enquiry', enquiry(draft), cast.explorer)).status).toBe(404)
    const own = await post('/api/user/enquiry', enquiry(work), cast.artistA)
    expect(own.status).toBe(400)
    expect(own.json).toEqual({ error: 'You cannot send an enquiry about your own artwork.' })
    expect((await post('/api/user/enquiry', enquiry(work))).status).toBe(401)
    expect(await stored()).toBe(before)
  })
})

describe('POST /api/user/contact', () => {
  const stored = async () => (await payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs

  it('stores a contact-page message from a visitor and mails the support address', async () => {
    const before = mailsTo('support@kala.art').length
    const res = await post('/api/user/contact', {
      name: 'Vera Visitor',
      email: 'vera@example.test',
      subject: 'Shipping to Goa',
      message: 'Do you ship to Goa?',
    })
    expect(res.status).toBe(201)
    expect(res.json).toEqual({ message: 'Thank you for your contacting. We will get back to you soon.' })
    const { docs } = await payload.find({
      collection: 'contact-messages',
      where: { email: { equals: 'vera@example.test' } },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs[0]).toMatchObject({ name: 'Vera Visitor', subject: 'Shipping to Goa', message: 'Do you ship to Goa?', handled: false })
    expect(docs[0]!.artist ?? null).toBeNull()
    expect(docs[0]!.sender ?? null).toBeNull()
    const mails = mailsTo('support@kala.art')
    expect(mails.length).toBe(before + 1)
    expect(mails.at(-1)).toContain('Subject: Contact: Shipping to Goa')
    expect(mails.at(-1)).toContain('Reply-To: vera@example.test')
  })

  it("mails an artist's contact form to the artist and to support, and records a signed-in sender", async () => {
    const res = await post(
      '/api/user/contact',
      { name: 'Chetan', email: 'chetan@example.test', phone: '9988776655', message: 'I love your work.', username: 'bina-artist' },
      cast.collector,
    )
    expect(res.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'contact-messages',
      where: { email: { equals: 'chetan@example.test' } },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs[0]).toMatchObject({ username: 'bina-artist', artist: cast.artistB.id, sender: cast.collector.id, phone: '9988776655' })
    expect(mailsTo('bina-artist@example.test').some((m) => m.includes('I love your work.') && m.includes('Namaste Bina Artist'))).toBe(true)
    expect(mailsTo('support@kala.art').some((m) => m.includes('I love your work.'))).toBe(true)
  })

  it('refuses unknown artists and invalid forms, storing nothing', async () => {
    const before = await stored()
    const unknown = await post('/api/user/contact', {
      name: 'N',
      email: 'n@example.test',
      phone: '9988776655',
      message: 'Hi',
      username: 'no-such-artist',
    })
    expect(unknown.status).toBe(404)
    expect(unknown.json).toEqual({ error: 'There is no artist with that username.' })
    const staff = await post('/api/user/contact', {
      name: 'N',
      email: 'n@example.test',
      phone: '9988776655',
      message: 'Hi',
      username: 'arjun-admin',
    })
    expect(staff.status).toBe(404)
    for (const body of [
      { name: 'N', email: 'n@example.test', message: 'Hi', username: 'bina-artist' },
      { name: 'N', email: 'n@example.test' },
      { name: 'N', email: 'bad', message: 'Hi' },
      { name: 'N', email: 'n@example.test', message: 'x'.repeat(5001) },
      { name: 'N', email: 'n@example.test', message: 'Hi', subject: 'Line\nBreak'.repeat(50) },
      { name: 'N', email: 'n@example.test', message: 'Hi', admin: true },
    ]) {
      expect((await post('/api/user/contact', body)).status, JSON.stringify(body).slice(0, 80)).toBe(400)
    }
    expect(await stored()).toBe(before)
  })

  it('is rate-limited: the sixth message in ten minutes gets 429 with Retry-After', async () => {
    const limited = await app({ RATE_LIMIT_DISABLED: undefined })
    const body = { name: 'Spammy', email: 'spam@example.test', message: 'Buy now' }
    for (let i = 0; i < 5; i++) expect((await call('POST', '/api/user/contact', body, null, limited)).status).toBe(201)
    const res = await call('POST', '/api/user/contact', body, null, limited)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(res.json).toEqual({ error: 'You have sent several messages already. Please try again in 10 minutes.' })
  })

  it('counts visitors by the address a trusted proxy reports (TRUST_PROXY), and scales the limits (RATE_LIMIT_SCALE)', async () => {
    const body = JSON.stringify({ name: 'Visitor', email: 'visitor@example.test', message: 'Hello' })
    const send = async (url: string, forwardedFor: string) =>
      (
        await fetch(`${url}/api/user/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body,
        })
      ).status
    // Behind one proxy: every client address the proxy names has its own count.
    const proxied = await app({ RATE_LIMIT_DISABLED: undefined, TRUST_PROXY: '1' })
    for (let i = 0; i < 5; i++) expect(await send(proxied, '203.0.113.7')).toBe(201)
    expect(await send(proxied, '203.0.113.7')).toBe(429)
    expect(await send(proxied, '198.51.100.4')).toBe(201)
    // Trusting no proxy: the header is ignored, so all are the one connecting address, at twice the limit.
    // The counters live in the database, shared by every app: the previous test's messages from this address are forgotten first.
    await payload.db.deleteMany({ collection: 'rate-limit-counters', where: { key: { like: 'contact:' } } })
    const direct = await app({ RATE_LIMIT_DISABLED: undefined, TRUST_PROXY: 'false', RATE_LIMIT_SCALE: '2' })
    for (let i = 0; i < 10; i++) expect(await send(direct, `192.0.2.${i + 1}`)).toBe(201)
    expect(await send(direct, '192.0.2.99')).toBe(429)
  })
})
