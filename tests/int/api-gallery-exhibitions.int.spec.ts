/**
 * A gallery's exhibitions in its member area (/api/admin/exhibitions, cms/api/admin/exhibitions.ts):
 * a draft is the gallery's own until it is published, then visitors see it on the gallery's page
 * and in Exhibitions with the state its days give; the gallery edits and deletes its own, shows
 * only its own works, and nobody else (another gallery, an artist, a visitor) changes anything.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../cms/api/auth/tokens'
import type { Artwork, Exhibition, Gallery, User } from '../../payload-types'
import { dayOf } from '../../shared/exhibitionDates'
import { EXHIBITION_MESSAGES, OWNERSHIP_MESSAGES } from '../../shared/messages'
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
let img: Buffer
let otherGallery: User
let ownPage: Gallery
let otherPage: Gallery
const works: Artwork[] = []
let artistWork: Artwork
const tokens = new Map<number, string>()

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses are read field by field, as a client would
type Json = Record<string, any>

async function send(method: string, path: string, who: User | null, body?: Json | FormData) {
  const token = who ? tokens.get(who.id) : undefined
  const isForm = body instanceof FormData
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Json }
}

/** The day `offset` days from now, in India (what the form's date input gives). */
const day = (offset: number) => dayOf(new Date(Date.now() + offset * 86_400_000).toISOString())

function form(fields: Record<string, string | string[]>, cover?: Buffer): FormData {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) f.append(k, one)
  if (cover) f.append('coverImage', new Blob([new Uint8Array(cover)], { type: 'image/jpeg' }), 'cover.jpg')
  return f
}

async function artwork(owner: User, title: string, data: Partial<Artwork> = {}): Promise<Artwork> {
  return payload.create({
    collection: 'artworks',
    data: { title, owner: owner.id, medium: 'Oil', material: 'canvas', price: 1000, width: 10, height: 10, images: [media], ...data },
    overrideAccess: true,
  })
}

const stored = (id: number | string) =>
  payload.findByID({ collection: 'exhibitions', id, depth: 0, overrideAccess: true, disableErrors: true }) as Promise<Exhibition | null>
const count = async (collection: 'exhibitions' | 'media') => (await payload.count({ collection, overrideAccess: true })).totalDocs
const ids = (list: Json[]) => list.map((e) => e._id)

/** What visitors see: the gallery's page and every gallery's Exhibitions. */
async function publicLists(): Promise<{ page: Json[]; all: Json[] }> {
  const page = await send('GET', `/api/public/gallery/${ownPage.username}`, null)
  expect(page.status).toBe(200)
  const all = await send('POST', '/api/public/exhibitions', null, { page: 1 })
  expect(all.status).toBe(200)
  return { page: page.json.exhibitions, all: all.json.exhibitions }
}

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  process.env.RATE_LIMIT_DISABLED = 'true'
  const { createApp } = await import('../../cms/app')
  ;({ url: base, close } = await listen(createApp({ payload, mediaDir: process.env.MEDIA_DIR })))
  cast = await makeCast(payload)
  otherGallery = await makeUser(payload, 'gallery', 'kiran-gallery')
  for (const user of [...Object.values(cast), otherGallery])
    tokens.set(user.id, await signAccessToken(payload.secret, user.id, 'test-family'))
  // Made with the seeding flag, the gallery members have no page yet: open them as the sign-up does.
  ownPage = await payload.create({
    collection: 'galleries',
    data: { owner: cast.gallery.id, name: 'Gita Gallery', username: cast.gallery.username, city: 'Pune' },
    overrideAccess: true,
  })
  otherPage = await payload.create({
    collection: 'galleries',
    data: { owner: otherGallery.id, name: 'Kiran Gallery', username: otherGallery.username },
    overrideAccess: true,
  })
  media = (
    await payload.create({
      collection: 'media',
      data: { alt: 'shared', owner: cast.editor.id },
      file: file(await jpeg(9)),
      overrideAccess: true,
    })
  ).id
  img = await jpeg(4, 500, 400)
  works.push(await artwork(cast.gallery, 'Harbour at Dusk', { artist: cast.artistA.id, artistName: 'Anil Artist' }))
  works.push(await artwork(cast.gallery, 'Salt Pans', { artistName: 'Someone Not On Kala' }))
  works.push(await artwork(cast.gallery, 'Unfinished', { status: 'unpublished' }))
  artistWork = await artwork(cast.artistB, 'Not the gallery’s')
})
afterAll(async () => {
  await close?.()
  await t?.close()
})

describe('a gallery’s exhibitions', () => {
  let id: string

  it('offers the gallery’s own works, every status, for the picker', async () => {
    const res = await send('GET', '/api/admin/exhibition-artworks', cast.gallery)
    expect(res.status).toBe(200)
    expect(res.json.artworks.map((w: Json) => w.title).sort()).toEqual(['Harbour at Dusk', 'Salt Pans', 'Unfinished'])
    expect(res.json.artworks.find((w: Json) => w.title === 'Unfinished')).toMatchObject({
      status: 'unpublished',
      image: { url: expect.any(String) },
    })
    expect(res.json.artworks.find((w: Json) => w.title === 'Harbour at Dusk').artistName).toBe('Anil Artist')
  })

  it('makes a draft (multipart, with a cover and works) that only the gallery sees', async () => {
    const res = await send(
      'POST',
      '/api/admin/add-exhibition',
      cast.gallery,
      form(
        {
          name: 'Monsoon Light',
          startDate: day(10),
          endDate: day(40),
          venue: 'Hall 2',
          city: 'Pune',
          description: 'Rain and sea.',
          artworks: [String(works[0]!.id), String(works[1]!.id)],
        },
        img,
      ),
    )
    expect(res.status).toBe(201)
    expect(res.json).toMatchObject({
      message: EXHIBITION_MESSAGES.saved,
      exhibition: {
        name: 'Monsoon Light',
        venue: 'Hall 2',
        city: 'Pune',
        published: false,
        state: 'upcoming',
        artworkCount: 2,
        galleryId: String(ownPage.id),
        galleryName: 'Gita Gallery',
        photo: { url: expect.stringMatching(/^\/media\//) },
      },
    })
    id = res.json.exhibition._id
    // Days are India's: it opens at 00:00 IST on the first day and closes at the end of the last.
    expect(dayOf(res.json.exhibition.startDate)).toBe(day(10))
    expect(dayOf(res.json.exhibition.endDate)).toBe(day(40))
    const row = (await stored(id))!
    expect(row.published).toBe(false)
    expect(row.gallery).toBe(ownPage.id)
    // The artists it names: the profiles on Kala of the works it shows.
    expect(row.artists).toEqual([cast.artistA.id])

    const { page, all } = await publicLists()
    expect(ids(page)).not.toContain(id)
    expect(ids(all)).not.toContain(id)
    expect((await send('GET', `/api/public/exhibition/${id}`, null)).status).toBe(404)

    const own = await send('POST', '/api/admin/exhibitions', cast.gallery, { page: 1 })
    expect(own.status).toBe(200)
    expect(own.json).toMatchObject({ page: 1, pages: 1, count: 1 })
    expect(own.json.exhibitions[0]).toMatchObject({ _id: id, published: false, state: 'upcoming', artworkCount: 2 })
    // Another gallery's list does not have it.
    expect((await send('POST', '/api/admin/exhibitions', otherGallery, { page: 1 })).json.count).toBe(0)
  })

  it('answers one own exhibition with the works it shows, in order', async () => {
    const res = await send('GET', `/api/admin/exhibition/${id}`, cast.gallery)
    expect(res.status).toBe(200)
    expect(res.json.exhibition).toMatchObject({ _id: id, name: 'Monsoon Light', description: 'Rain and sea.' })
    expect(res.json.exhibition.artworks.map((w: Json) => [w._id, w.title])).toEqual([
      [String(works[0]!.id), 'Harbour at Dusk'],
      [String(works[1]!.id), 'Salt Pans'],
    ])
  })

  it('publishes it: visitors see it with the state its days give', async () => {
    const res = await send('PUT', '/api/admin/update-exhibition', cast.gallery, { id, published: true })
    expect(res.status).toBe(200)
    expect(res.json.exhibition).toMatchObject({ published: true, state: 'upcoming', name: 'Monsoon Light', venue: 'Hall 2' })
    let lists = await publicLists()
    expect(lists.page.find((e) => e._id === id)).toMatchObject({ name: 'Monsoon Light', state: 'upcoming' })
    expect(lists.all.find((e) => e._id === id)).toMatchObject({ state: 'upcoming' })

    // Open today (it opened yesterday, closes tomorrow): current.
    await send('PUT', '/api/admin/update-exhibition', cast.gallery, { id, startDate: day(-1), endDate: day(1) })
    lists = await publicLists()
    expect(lists.page.find((e) => e._id === id)?.state).toBe('current')
    // Closing today is still current: it closes at the end of India's day.
    await send('PUT', '/api/admin/update-exhibition', cast.gallery, { id, endDate: day(0) })
    expect((await publicLists()).all.find((e) => e._id === id)?.state).toBe('current')
    // Closed yesterday: the archive.
    await send('PUT', '/api/admin/update-exhibition', cast.gallery, { id, startDate: day(-30), endDate: day(-1) })
    lists = await publicLists()
    expect(lists.page.find((e) => e._id === id)?.state).toBe('archive')
    expect((await send('GET', `/api/public/exhibition/${id}`, null)).json.exhibition).toMatchObject({ _id: id, state: 'archive' })
  })

  it('edits the fields sent, keeps the others, and sets exactly the works listed', async () => {
    const mediaBefore = await count('media')
    const res = await send(
      'PUT',
      '/api/admin/update-exhibition',
      cast.gallery,
      form({ id, name: 'Monsoon Light II', venue: '', artworks: JSON.stringify([String(works[2]!.id)]) }, await jpeg(5)),
    )
    expect(res.status).toBe(200)
    expect(res.json.exhibition).toMatchObject({
      name: 'Monsoon Light II',
      venue: null,
      city: 'Pune',
      description: 'Rain and sea.',
      published: true,
      artworkCount: 1,
    })
    expect(res.json.exhibition.artworks.map((w: Json) => w.title)).toEqual(['Unfinished'])
    // The new cover replaced the old one, which nothing else used: one image in, one out.
    expect(await count('media')).toBe(mediaBefore)
    const row = (await stored(id))!
    expect(row.artworks).toEqual([works[2]!.id])
    expect(row.artists).toEqual([])

    // The cover removed (and nothing else using it): deleted too.
    const bare = await send('PUT', '/api/admin/update-exhibition', cast.gallery, { id, removeCover: true })
    expect(bare.json.exhibition.photo).toBeNull()
    expect(await count('media')).toBe(mediaBefore - 1)
    // Nothing sent but the id: nothing changes.
    const same = await send('PUT', '/api/admin/update-exhibition', cast.gallery, { id })
    expect(same.status).toBe(200)
    expect(same.json.exhibition).toMatchObject({ name: 'Monsoon Light II', artworkCount: 1, photo: null })
  })

  it('refuses another member’s artwork (400) and writes nothing', async () => {
    const before = (await stored(id))!
    const [exhibitionsBefore, mediaBefore] = [await count('exhibitions'), await count('media')]
    const edit = await send('PUT', '/api/admin/update-exhibition', cast.gallery, {
      id,
      name: 'Should not stick',
      artworks: [String(works[0]!.id), String(artistWork.id)],
    })
    expect(edit.status).toBe(400)
    expect(edit.json.error).toContain(OWNERSHIP_MESSAGES.ownArtworks)
    expect(edit.json.details).toEqual([{ path: 'artworks', message: OWNERSHIP_MESSAGES.ownArtworks }])
    const after = (await stored(id))!
    expect({ name: after.name, artworks: after.artworks, updatedAt: after.updatedAt }).toEqual({
      name: before.name,
      artworks: before.artworks,
      updatedAt: before.updatedAt,
    })

    const add = await send(
      'POST',
      '/api/admin/add-exhibition',
      cast.gallery,
      form({ name: 'Borrowed', startDate: day(1), endDate: day(2), artworks: String(artistWork.id) }, img),
    )
    expect(add.status).toBe(400)
    expect(add.json.error).toContain(OWNERSHIP_MESSAGES.ownArtworks)
    // Neither the exhibition nor its uploaded cover was kept.
    expect([await count('exhibitions'), await count('media')]).toEqual([exhibitionsBefore, mediaBefore])
    // An id that cannot name a work is refused the same way.
    const junk = await send('POST', '/api/admin/add-exhibition', cast.gallery, {
      name: 'Junk',
      startDate: day(1),
      endDate: day(2),
      artworks: ['abc'],
    })
    expect(junk.status).toBe(400)
    expect(junk.json.details).toEqual([{ path: 'artworks', message: OWNERSHIP_MESSAGES.ownArtworks }])
  })

  it('refuses a closing day before the opening day, whichever fields are sent', async () => {
    const before = await count('exhibitions')
    const add = await send('POST', '/api/admin/add-exhibition', cast.gallery, { name: 'Backwards', startDate: day(5), endDate: day(4) })
    expect(add.status).toBe(400)
    expect(add.json.details).toEqual([{ path: 'endDate', message: EXHIBITION_MESSAGES.endBeforeStart }])
    expect(await count('exhibitions')).toBe(before)
    // One date sent: the collection checks it against the stored other (it opened 30 days ago).
    const stale = (await stored(id))!
    const edit = await send('PUT', '/api/admin/update-exhibition', cast.gallery, { id, endDate: day(-40) })
    expect(edit.status).toBe(400)
    expect(edit.json.error).toContain(EXHIBITION_MESSAGES.endBeforeStart)
    expect((await stored(id))!.endDate).toBe(stale.endDate)
    // And a day that is not one.
    const bad = await send('POST', '/api/admin/add-exhibition', cast.gallery, { name: 'Never', startDate: '2026-02-30', endDate: day(4) })
    expect(bad.status).toBe(400)
    expect(bad.json.details).toEqual([{ path: 'startDate', message: EXHIBITION_MESSAGES.startDate }])
  })

  it('another gallery cannot read, edit or delete it (404), nor show it on its page', async () => {
    const before = (await stored(id))!
    expect((await send('GET', `/api/admin/exhibition/${id}`, otherGallery)).json).toEqual({ error: EXHIBITION_MESSAGES.notFound })
    const edit = await send('PUT', '/api/admin/update-exhibition', otherGallery, { id, name: 'Taken over', published: false })
    expect(edit).toEqual({ status: 404, json: { error: EXHIBITION_MESSAGES.notFound } })
    const remove = await send('DELETE', `/api/admin/exhibition/${id}`, otherGallery)
    expect(remove).toEqual({ status: 404, json: { error: EXHIBITION_MESSAGES.notFound } })
    expect((await stored(id))!).toEqual(before)
    // Its own exhibitions show its own works only: the first gallery's are not its.
    const borrow = await send('POST', '/api/admin/add-exhibition', otherGallery, {
      name: 'Borrowed',
      startDate: day(1),
      endDate: day(2),
      artworks: [String(works[0]!.id)],
    })
    expect(borrow.status).toBe(400)
    expect(borrow.json.error).toContain(OWNERSHIP_MESSAGES.ownArtworks)
    expect((await send('POST', '/api/admin/exhibitions', otherGallery, { page: 1 })).json.count).toBe(0)
    // An unknown id is not found either.
    for (const path of ['/api/admin/exhibition/99999999', '/api/admin/exhibition/abc'])
      expect((await send('GET', path, cast.gallery)).status).toBe(404)
    expect(otherPage.id).not.toBe(ownPage.id)
  })

  it('is for galleries: an artist or a collector gets 403, a visitor 401, and nothing changes', async () => {
    const before = await count('exhibitions')
    for (const who of [cast.artistA, cast.collector, cast.editor]) {
      const calls = [
        await send('POST', '/api/admin/exhibitions', who, { page: 1 }),
        await send('GET', '/api/admin/exhibition-artworks', who),
        await send('GET', `/api/admin/exhibition/${id}`, who),
        await send('POST', '/api/admin/add-exhibition', who, form({ name: 'Mine', startDate: day(1), endDate: day(2) }, img)),
        await send('PUT', '/api/admin/update-exhibition', who, { id, name: 'Mine' }),
        await send('DELETE', `/api/admin/exhibition/${id}`, who),
      ]
      for (const res of calls) expect(res).toEqual({ status: 403, json: { error: EXHIBITION_MESSAGES.galleryOnly } })
    }
    expect((await send('POST', '/api/admin/exhibitions', null, { page: 1 })).status).toBe(401)
    expect((await send('DELETE', `/api/admin/exhibition/${id}`, null)).status).toBe(401)
    expect(await count('exhibitions')).toBe(before)
    expect((await stored(id))!.name).toBe('Monsoon Light II')
  })

  it('deletes it: gone from the gallery’s list and from visitors’ pages, its cover released', async () => {
    expect(
      (await send('PUT', '/api/admin/update-exhibition', cast.gallery, form({ id }, await jpeg(6)))).json.exhibition.photo,
    ).not.toBeNull()
    // Another gallery's exhibition and cover, written last: deleting ours (and its cover) leaves the
    // newest change of each as it was, so the catalogue's version does not see it.
    const later = await send(
      'POST',
      '/api/admin/add-exhibition',
      otherGallery,
      form({ name: 'Later', startDate: day(1), endDate: day(3), published: 'true' }, await jpeg(7)),
    )
    expect(later.status).toBe(201)
    // Visitors saw ours (answers the server remembers until the catalogue changes).
    expect(ids((await publicLists()).all)).toEqual(expect.arrayContaining([id, later.json.exhibition._id]))
    const mediaBefore = await count('media')
    const res = await send('DELETE', `/api/admin/exhibition/${id}`, cast.gallery)
    expect(res).toEqual({ status: 200, json: { message: EXHIBITION_MESSAGES.deleted } })
    expect(await stored(id)).toBeNull()
    expect(await count('media')).toBe(mediaBefore - 1)
    expect((await send('GET', `/api/admin/exhibition/${id}`, cast.gallery)).status).toBe(404)
    expect((await send('POST', '/api/admin/exhibitions', cast.gallery, { page: 1 })).json.count).toBe(0)
    // At once, although a deletion does not change the catalogue's version.
    const { page, all } = await publicLists()
    expect(ids(page)).not.toContain(id)
    expect(ids(all)).not.toContain(id)
    // The works it showed are untouched.
    expect((await payload.findByID({ collection: 'artworks', id: works[2]!.id, overrideAccess: true })).title).toBe('Unfinished')
  })
})
