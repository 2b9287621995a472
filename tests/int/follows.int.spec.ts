/**
 * Follows (issue 21, part 1): a member follows and unfollows artists and galleries through
 * /api/user/following, once each; the seller's dashboard counts followers from the rows; nobody
 * but the follower and staff reads who follows whom, through either door (/api and /cms/api).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../cms/api/auth/tokens'
import { followedBy, followersOf } from '../../cms/follows'
import type { Gallery, User } from '../../payload-types'
import type { Role } from '../../shared/constants'
import { FOLLOW_MESSAGES } from '../../shared/follows'
import { file, jpeg } from './helpers/images'
import { startPayload, type TestPayload } from './helpers/payload'
import { restCall } from './helpers/payloadRest'
import { listen } from './helpers/server'
import { makeUser, PASSWORD } from './helpers/users'

let t: TestPayload
let payload: Payload
let base: string
let close: () => Promise<void>
const tokens = new Map<number, string>()

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses are read field by field, as a client would
type Json = Record<string, any>

async function send(method: string, path: string, who: User | null) {
  const token = who ? tokens.get(who.id) : undefined
  const res = await fetch(base + path, { method, headers: token ? { authorization: `Bearer ${token}` } : {} })
  const text = await res.text()
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Json }
}

async function member(role: Role, name: string, extra: Partial<User> = {}): Promise<User> {
  const user = await makeUser(payload, role, name, extra)
  tokens.set(user.id, await signAccessToken(payload.secret, user.id, `follow-${name}`))
  return user
}

const as = (u: User) => ({ email: `${u.username}@example.test`, password: PASSWORD })
const followRows = async () => (await payload.find({ collection: 'follows', pagination: false, overrideAccess: true, depth: 0 })).docs

let asha: User
let ravi: User
let artist: User
let explorer: User
let galleryOwner: User
let gallery: Gallery
let staff: User

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  process.env.RATE_LIMIT_DISABLED = 'true'
  const { createApp } = await import('../../cms/app')
  ;({ url: base, close } = await listen(createApp({ payload, mediaDir: process.env.MEDIA_DIR })))
  asha = await member('collector', 'asha-follower')
  ravi = await member('explorer', 'ravi-follower')
  artist = await member('artist', 'meera-artist', { city: 'Pune' })
  explorer = await member('explorer', 'elan-explorer')
  galleryOwner = await member('gallery', 'gallery-owner')
  staff = await member('editor', 'esha-staff')
  gallery = await payload.create({
    collection: 'galleries',
    data: { name: 'Lalit Gallery', username: 'lalit-gallery', owner: galleryOwner.id, city: 'Mumbai' },
    overrideAccess: true,
  })
  // A work, so the artist's dashboard is a seller's.
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'm', owner: artist.id },
    file: file(await jpeg(3)),
    overrideAccess: true,
  })
  await payload.create({
    collection: 'artworks',
    data: { title: 'Monsoon', owner: artist.id, medium: 'Oil', material: 'canvas', price: 1000, width: 10, height: 10, images: [media.id] },
    overrideAccess: true,
  })
}, 120_000)

afterAll(async () => {
  await close?.()
  await t?.close()
})

describe('/api/user/following', () => {
  it('follows an artist and a gallery once each, lists them newest first, and unfollows', async () => {
    expect(await send('GET', '/api/user/following', asha)).toEqual({ status: 200, json: { following: [] } })
    expect(await send('PUT', `/api/user/following/artist/${artist.id}`, asha)).toEqual({
      status: 200,
      json: { following: true, followers: 1 },
    })
    // Idempotent: a second follow (a double click) leaves one row.
    expect(await send('PUT', `/api/user/following/artist/${artist.id}`, asha)).toEqual({
      status: 200,
      json: { following: true, followers: 1 },
    })
    expect(await send('PUT', `/api/user/following/gallery/${gallery.id}`, asha)).toEqual({
      status: 200,
      json: { following: true, followers: 1 },
    })
    expect(await followRows()).toHaveLength(2)

    const list = await send('GET', '/api/user/following', asha)
    expect(list.status).toBe(200)
    expect(list.json.following.map((f: Json) => [f.kind, f.name, f.city, f.slug])).toEqual([
      ['gallery', 'Lalit Gallery', 'Mumbai', 'lalit-gallery'],
      ['artist', 'Meera Artist', 'Pune', artist.slug ?? artist.username],
    ])
    expect(list.json.following[1]._id).toBe(String(artist.id))
    // Another member's list is their own.
    expect((await send('GET', '/api/user/following', ravi)).json).toEqual({ following: [] })
    // The public pages say whether the signed-in caller follows; a visitor's answer says nothing of it.
    const profile = `/api/public/profile/artist/${artist.slug ?? artist.username}`
    expect((await send('GET', profile, asha)).json.following).toBe(true)
    expect((await send('GET', profile, ravi)).json.following).toBe(false)
    expect((await send('GET', profile, null)).json).not.toHaveProperty('following')
    expect((await send('GET', `/api/public/gallery/${gallery.id}`, asha)).json.following).toBe(true)
    expect((await send('GET', `/api/public/gallery/${gallery.id}`, ravi)).json.following).toBe(false)

    expect(await send('DELETE', `/api/user/following/gallery/${gallery.id}`, asha)).toEqual({
      status: 200,
      json: { following: false, followers: 0 },
    })
    // Unfollowing again changes nothing.
    expect(await send('DELETE', `/api/user/following/gallery/${gallery.id}`, asha)).toEqual({
      status: 200,
      json: { following: false, followers: 0 },
    })
    expect((await send('GET', '/api/user/following', asha)).json.following.map((f: Json) => f.kind)).toEqual(['artist'])
  })

  it('refuses visitors, bad kinds and ids, non-sellers and oneself, with a sentence and nothing stored', async () => {
    const before = (await followRows()).length
    expect((await send('GET', '/api/user/following', null)).status).toBe(401)
    expect((await send('PUT', `/api/user/following/artist/${artist.id}`, null)).status).toBe(401)
    expect(await send('PUT', `/api/user/following/painter/${artist.id}`, ravi)).toMatchObject({
      status: 400,
      json: { error: 'kind must be artist or gallery.' },
    })
    for (const id of ['abc', '0', '99999999999', '424242']) {
      expect(await send('PUT', `/api/user/following/artist/${id}`, ravi)).toMatchObject({
        status: 404,
        json: { error: FOLLOW_MESSAGES.noArtist },
      })
      expect(await send('PUT', `/api/user/following/gallery/${id}`, ravi)).toMatchObject({
        status: 404,
        json: { error: FOLLOW_MESSAGES.noGallery },
      })
    }
    expect((await send('DELETE', '/api/user/following/artist/abc', ravi)).status).toBe(404)
    expect(await send('PUT', `/api/user/following/artist/${explorer.id}`, ravi)).toMatchObject({
      status: 400,
      json: { error: FOLLOW_MESSAGES.notSeller },
    })
    expect(await send('PUT', `/api/user/following/artist/${staff.id}`, ravi)).toMatchObject({
      status: 400,
      json: { error: FOLLOW_MESSAGES.notSeller },
    })
    // A gallery member is followed through their gallery page.
    expect(await send('PUT', `/api/user/following/artist/${galleryOwner.id}`, ravi)).toMatchObject({ status: 400 })
    expect(await send('PUT', `/api/user/following/artist/${artist.id}`, artist)).toMatchObject({
      status: 400,
      json: { error: FOLLOW_MESSAGES.ownPage },
    })
    expect(await send('PUT', `/api/user/following/gallery/${gallery.id}`, galleryOwner)).toMatchObject({
      status: 400,
      json: { error: FOLLOW_MESSAGES.ownPage },
    })
    // An unverified artist's page is not public: nothing to follow.
    const hidden = await member('artist', 'hidden-artist', { _verified: false })
    expect((await send('PUT', `/api/user/following/artist/${hidden.id}`, ravi)).status).toBe(404)
    expect((await followRows()).length).toBe(before)
  })

  it("counts the seller's followers on their dashboard, true after follow and unfollow", async () => {
    const followers = async () => (await send('GET', '/api/admin/dashboard', artist)).json.followers
    expect(await followers()).toEqual({ total: 1, last30: 1 })
    await send('PUT', `/api/user/following/artist/${artist.id}`, ravi)
    expect(await followers()).toEqual({ total: 2, last30: 2 })
    await send('DELETE', `/api/user/following/artist/${artist.id}`, ravi)
    expect(await followers()).toEqual({ total: 1, last30: 1 })
  })

  it('gives later parts whom a member follows and who follows a target', async () => {
    await send('PUT', `/api/user/following/gallery/${gallery.id}`, ravi)
    expect(await followersOf(payload, { kind: 'artist', id: artist.id })).toEqual([String(asha.id)])
    expect(await followersOf(payload, { kind: 'gallery', id: gallery.id })).toEqual([String(ravi.id)])
    expect(await followedBy(payload, ravi.id)).toEqual([{ kind: 'gallery', id: String(gallery.id) }])
    await send('DELETE', `/api/user/following/gallery/${gallery.id}`, ravi)
  })
})

describe('who reads and writes follows, by either door', () => {
  it('/cms/api is the back office’s: staff read every follow; members, the followed seller included, and visitors are refused', async () => {
    const [row] = (await payload.find({ collection: 'follows', where: { owner: { equals: asha.id } }, overrideAccess: true })).docs
    const path = `/cms/api/follows/${row.id}`
    const staffRead = await restCall(payload, 'GET', path, as(staff))
    expect(staffRead.status).toBe(200)
    expect(staffRead.json).toMatchObject({ kind: 'artist', target: `artist:${artist.id}` })
    expect((await restCall(payload, 'GET', '/cms/api/follows', as(staff))).json.totalDocs).toBe(1)
    for (const who of [asha, artist, ravi]) expect((await restCall(payload, 'GET', path, as(who))).status).toBe(403)
    expect((await restCall(payload, 'GET', path, null)).status).toBeGreaterThanOrEqual(401)
    expect((await restCall(payload, 'POST', '/cms/api/follows', as(ravi), { kind: 'artist', artist: artist.id })).status).toBe(403)
    // Nobody updates a follow, staff included.
    expect((await restCall(payload, 'PATCH', path, as(staff), { kind: 'gallery', gallery: gallery.id })).status).toBe(403)
  })

  it('the collection’s own rules (what /api runs under): one’s own follows only, in one’s own name, once; the seller never sees the list', async () => {
    const asMember = (user: User) => ({ overrideAccess: false as const, user })
    const made = await payload.create({
      collection: 'follows',
      data: { kind: 'gallery', gallery: gallery.id, owner: asha.id, target: 'forged' },
      depth: 0,
      ...asMember(ravi),
    })
    expect(made).toMatchObject({ owner: ravi.id, target: `gallery:${gallery.id}` })
    // The business key is unique: a second row for the same pair is refused.
    await expect(
      payload.create({ collection: 'follows', data: { kind: 'gallery', gallery: gallery.id, owner: ravi.id }, ...asMember(ravi) }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'follows', data: { kind: 'artist', artist: explorer.id, owner: ravi.id }, ...asMember(ravi) }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'artist', message: FOLLOW_MESSAGES.notSeller }] },
    })
    expect((await payload.find({ collection: 'follows', ...asMember(ravi) })).docs.map((f) => f.id)).toEqual([made.id])
    expect((await payload.find({ collection: 'follows', ...asMember(galleryOwner) })).totalDocs).toBe(0)
    expect((await payload.find({ collection: 'follows', ...asMember(artist) })).totalDocs).toBe(0)
    await expect(
      payload.update({ collection: 'follows', id: made.id, data: { kind: 'artist', artist: artist.id }, ...asMember(ravi) }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'follows', id: made.id, ...asMember(galleryOwner) })).rejects.toThrow()
    await payload.delete({ collection: 'follows', id: made.id, ...asMember(ravi) })
    expect((await followRows()).filter((f) => f.id === made.id)).toEqual([])
  })
})
