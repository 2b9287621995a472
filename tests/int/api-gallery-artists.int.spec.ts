/**
 * A gallery's represented artists (issue 18): an artist on Kala only with their consent (a request
 * they accept in their member area), an artist not on Kala by name, bio and photo; the order; the
 * rule that a gallery lists works by the artists it represents. The rules live in the collection
 * (collections/Representations.ts, hooks/representationRules.ts, Artworks' artistOfGallery), so
 * they are tried through the storefront's routes, the Local API as the member, and Payload's REST door.
 */
import type { Payload } from 'payload'
import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../cms/api/auth/tokens'
import type { Artwork, User } from '../../payload-types'
import { idOf } from '../../shared/idOf'
import { REPRESENTATION_MESSAGES } from '../../shared/messages'
import { file, jpeg } from './helpers/images'
import { startPayload, type TestPayload } from './helpers/payload'
import { listen } from './helpers/server'
import { makeUser, PASSWORD } from './helpers/users'

let t: TestPayload
let payload: Payload
let base: string
let close: () => Promise<void>
let media: number
const tokens = new Map<number, string>()

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses are read field by field, as a client would
type Json = Record<string, any>

async function send(method: string, path: string, who: User | null, body?: Json | FormData) {
  const token = who ? tokens.get(who.id) : undefined
  const isForm = body instanceof FormData
  const res = await fetch(base + path, {
    method,
    headers: { ...(body && !isForm ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Json }
}

async function member(role: User['role'], name: string): Promise<User> {
  const user = await makeUser(payload, role ?? 'explorer', name)
  tokens.set(user.id, await signAccessToken(payload.secret, user.id, 'test-family'))
  // A gallery account's page, as sign-up opens it (makeUser creates accounts as the seed does, without one).
  if (role === 'gallery') {
    await payload.create({
      collection: 'galleries',
      data: { owner: user.id, name: user.fullName, username: user.username },
      overrideAccess: true,
    })
  }
  return user
}

/** What a visitor sees of a gallery's artists, in order: [name, on Kala?]. */
async function publicArtists(gallery: User): Promise<[string, boolean][]> {
  const res = await send('GET', `/api/public/gallery/${gallery.username}`, null)
  expect(res.status).toBe(200)
  return (res.json.represented as Json[]).map((a) => [a.name as string, a.summary !== null])
}

const rows = async () => (await payload.find({ collection: 'representations', pagination: false, overrideAccess: true, depth: 0 })).docs

let gallery: User
let otherGallery: User
let meera: User
let kabir: User
let collector: User

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  process.env.RATE_LIMIT_DISABLED = 'true'
  const { createApp } = await import('../../cms/app')
  ;({ url: base, close } = await listen(createApp({ payload, mediaDir: process.env.MEDIA_DIR })))
  gallery = await member('gallery', 'lotus-gallery')
  otherGallery = await member('gallery', 'other-gallery')
  meera = await member('artist', 'meera-rep')
  kabir = await member('artist', 'kabir-rep')
  collector = await member('collector', 'colin-rep')
  media = (
    await payload.create({ collection: 'media', data: { alt: 'w', owner: gallery.id }, file: file(await jpeg(3)), overrideAccess: true })
  ).id as number
}, 120_000)

afterAll(async () => {
  await close?.()
  await t?.close()
})

describe('an artist on Kala', () => {
  let requestId: string

  it('is asked first, and appears on the gallery page only once they accept', async () => {
    const asked = await send('POST', '/api/admin/represented', gallery, { artistId: String(meera.id) })
    expect(asked.status).toBe(201)
    expect(asked.json.message).toBe(REPRESENTATION_MESSAGES.requested(meera.fullName))
    expect(asked.json.artist).toMatchObject({ name: meera.fullName, status: 'pending', artistId: String(meera.id) })
    requestId = asked.json.artist._id
    expect(await publicArtists(gallery)).toEqual([])

    const inbox = await send('GET', '/api/admin/represented-by', meera)
    expect(inbox.status).toBe(200)
    expect(inbox.json.requests).toEqual([expect.objectContaining({ _id: requestId, status: 'pending', galleryUsername: 'lotus-gallery' })])

    const yes = await send('PUT', `/api/admin/represented-by/${requestId}`, meera, { status: 'accepted' })
    expect(yes.status).toBe(200)
    expect(yes.json.message).toBe(REPRESENTATION_MESSAGES.accepted(yes.json.request.galleryName))
    expect(await publicArtists(gallery)).toEqual([[meera.fullName, true]])
    const page = await payload.find({ collection: 'galleries', where: { owner: { equals: gallery.id } }, depth: 0, overrideAccess: true })
    expect(page.docs[0]!.artists?.map((a) => idOf(a))).toEqual([String(meera.id)])
  })

  it('is asked once; only an artist can be asked', async () => {
    const again = await send('POST', '/api/admin/represented', gallery, { artistId: String(meera.id) })
    expect(again.status).toBe(400)
    expect(JSON.stringify(again.json)).toContain(REPRESENTATION_MESSAGES.already)
    const notArtist = await send('POST', '/api/admin/represented', gallery, { artistId: String(collector.id) })
    expect(notArtist.status).toBe(400)
    expect(JSON.stringify(notArtist.json)).toContain(REPRESENTATION_MESSAGES.notAnArtist)
    expect((await rows()).length).toBe(1)
  })

  it('answers for themselves: the gallery cannot accept on their behalf at any door, nor write its artists list directly', async () => {
    const asked = await send('POST', '/api/admin/represented', gallery, { artistId: String(kabir.id) })
    expect(asked.status).toBe(201)
    const id = asked.json.artist._id as string
    // The Local API as the gallery member.
    await expect(
      payload.update({ collection: 'representations', id, data: { status: 'accepted' }, overrideAccess: false, user: gallery }),
    ).rejects.toThrow(REPRESENTATION_MESSAGES.onlyArtistAnswers)
    // Payload's REST door, signed in as the gallery member.
    const { token } = await payload.login({ collection: 'users', data: { email: 'lotus-gallery@example.test', password: PASSWORD } })
    const { default: config } = await import('../../payload.config')
    const viaRest = await handleEndpoints({
      config,
      request: new Request(`http://localhost/cms/api/representations/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ status: 'accepted' }),
      }),
    })
    expect(viaRest.status).toBeGreaterThanOrEqual(400)
    // Another gallery cannot answer or remove it either.
    expect((await send('DELETE', `/api/admin/represented/${id}`, otherGallery)).status).toBe(404)
    // The gallery's own list of artists is written by the representations only.
    const page = (await payload.find({ collection: 'galleries', where: { owner: { equals: gallery.id } }, depth: 0, overrideAccess: true }))
      .docs[0]!
    await payload.update({ collection: 'galleries', id: page.id, data: { artists: [kabir.id] }, overrideAccess: false, user: gallery })
    const after = await payload.findByID({ collection: 'galleries', id: page.id, depth: 0, overrideAccess: true })
    expect(after.artists?.map((a) => idOf(a))).toEqual([String(meera.id)])
    expect((await payload.findByID({ collection: 'representations', id, overrideAccess: true })).status).toBe('pending')
    expect(await publicArtists(gallery)).toEqual([[meera.fullName, true]])

    const no = await send('PUT', `/api/admin/represented-by/${id}`, kabir, { status: 'declined' })
    expect(no.status).toBe(200)
    expect(await publicArtists(gallery)).toEqual([[meera.fullName, true]])
    // The artist cannot rename the gallery's row or hand it to another gallery.
    await expect(
      payload.update({ collection: 'representations', id, data: { bio: 'mine' }, overrideAccess: false, user: kabir }),
    ).rejects.toThrow(REPRESENTATION_MESSAGES.onlyGalleryEdits)
  })
})

describe('an artist not on Kala', () => {
  it('is added by name, bio and photo, and shown at once, in the gallery order', async () => {
    const form = new FormData()
    form.append('name', 'Lakshmi Rao')
    form.append('bio', 'Paints the backwaters of Kuttanad in egg tempera.')
    form.append('photo', new Blob([new Uint8Array(await jpeg(5))], { type: 'image/jpeg' }), 'lakshmi.jpg')
    const added = await send('POST', '/api/admin/represented', gallery, form)
    expect(added.status).toBe(201)
    expect(added.json.artist).toMatchObject({ name: 'Lakshmi Rao', status: 'accepted', artistId: null })
    expect(added.json.artist.photo.url).toMatch(/^\/media\//)
    expect(await publicArtists(gallery)).toEqual([
      [meera.fullName, true],
      ['Lakshmi Rao', false],
    ])
    const res = await send('GET', `/api/public/gallery/${gallery.username}`, null)
    expect(res.json.represented[1]).toMatchObject({ bio: 'Paints the backwaters of Kuttanad in egg tempera.', artistSlug: null })
    expect(await send('POST', '/api/admin/represented', gallery, { bio: 'nobody' })).toMatchObject({ status: 400 })
  })

  it('is reordered with the whole list, and refused a partial one', async () => {
    const list = (await send('GET', '/api/admin/represented', gallery)).json.artists as Json[]
    const ids = list.map((a) => a._id as string)
    expect((await send('PUT', '/api/admin/represented-order', gallery, { ids: ids.slice(1) })).status).toBe(400)
    const moved = await send('PUT', '/api/admin/represented-order', gallery, { ids: [ids[2], ids[0], ids[1]] })
    expect(moved.status).toBe(200)
    expect(moved.json.artists.map((a: Json) => a._id)).toEqual([ids[2], ids[0], ids[1]])
    expect(await publicArtists(gallery)).toEqual([
      ['Lakshmi Rao', false],
      [meera.fullName, true],
    ])
  })
})

describe("a gallery's works", () => {
  const work = (data: Partial<Artwork>, user: User) =>
    payload.create({
      collection: 'artworks',
      data: {
        title: 'Backwater',
        medium: 'Oil',
        material: 'canvas',
        price: 50_000,
        width: 10,
        height: 10,
        images: [media],
        ...data,
      } as Artwork,
      overrideAccess: false,
      user,
    })

  it("name an artist's profile only once that artist accepted; an artist not on Kala by name", async () => {
    const byMeera = await work({ artist: meera.id }, gallery)
    expect(byMeera).toMatchObject({ artistName: meera.fullName, artistSlug: meera.slug ?? meera.username })
    const byLakshmi = await work({ artistName: 'Lakshmi Rao' }, gallery)
    expect(byLakshmi).toMatchObject({ artistName: 'Lakshmi Rao', artistSlug: null })
    // Kabir declined: no work of the gallery's can carry his profile, on create or on edit.
    const refused = { data: { errors: [{ path: 'artist', message: REPRESENTATION_MESSAGES.notRepresented }] } }
    await expect(work({ artist: kabir.id }, gallery)).rejects.toMatchObject(refused)
    await expect(
      payload.update({ collection: 'artworks', id: byLakshmi.id, data: { artist: kabir.id }, overrideAccess: false, user: gallery }),
    ).rejects.toMatchObject(refused)
    // Through the storefront's form too.
    const form = new FormData()
    for (const [k, v] of Object.entries({ _id: String(byLakshmi.id), artist: kabir.username })) form.append(k, v)
    const viaForm = await send('PUT', '/api/admin/update-artwork', gallery, form)
    expect(viaForm.status).toBe(400)
    expect(viaForm.json.details).toEqual([{ path: 'artist', message: REPRESENTATION_MESSAGES.notRepresented }])
    expect((await payload.findByID({ collection: 'artworks', id: byLakshmi.id, overrideAccess: true, depth: 0 })).artist ?? null).toBeNull()
    // The page of a work a gallery lists links to the gallery.
    const detail = await send('GET', `/api/public/artwork/${byMeera.id}`, null)
    expect(detail.json.gallery).toEqual({ _id: expect.any(String), name: expect.any(String), username: 'lotus-gallery' })
  })
})

describe('ending', () => {
  it('the artist ends it, or the gallery removes them: gone from the page', async () => {
    const mine = (await send('GET', '/api/admin/represented-by', meera)).json.requests as Json[]
    expect((await send('DELETE', `/api/admin/represented-by/${mine[0]!._id}`, meera)).status).toBe(200)
    expect(await publicArtists(gallery)).toEqual([['Lakshmi Rao', false]])
    const list = (await send('GET', '/api/admin/represented', gallery)).json.artists as Json[]
    const lakshmi = list.find((a) => a.name === 'Lakshmi Rao')!
    expect((await send('DELETE', `/api/admin/represented/${lakshmi._id}`, gallery)).status).toBe(200)
    expect(await publicArtists(gallery)).toEqual([])
    expect((await send('GET', '/api/admin/represented', meera)).status).toBe(403)
    expect((await send('GET', '/api/admin/represented-by', gallery)).status).toBe(403)
  })
})
