/**
 * Personal viewing rooms (issue 21, part 5): a member builds a room of anyone's public works with
 * notes, shares its link, a visitor opens it (counted; the owner's own opens are not), the owner
 * revokes it (410 with a sentence, no works) or gives it a new link; an artist's room for a client
 * holds only their own works and closes on its date; the token is readable by its owner and staff
 * only, through every door; the page /rooms/<token> is server-rendered with its preview, noindex.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Payload } from 'payload'
import { APIError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Artwork, User, ViewingRoom } from '../../payload-types'
import { idOf } from '../../shared/idOf'
import { OWNERSHIP_MESSAGES } from '../../shared/messages'
import { ROOM_MESSAGES, ROOM_TOKEN_PATTERN } from '../../shared/viewingRooms'
import { payloadRest } from './helpers/payloadRest'
import { startPayload, type TestPayload } from './helpers/payload'
import { listen } from './helpers/server'
import { client, makeArtwork } from './helpers/shop'
import { makeUser } from './helpers/users'

const SHELL = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>Kala</title>
    <meta name="description" content="Kala is an India-first marketplace for original art." />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Kala" />
    <meta property="og:description" content="Original art." />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

let t: TestPayload
let payload: Payload
let base: string
let close: () => Promise<void>
const http = client(() => base)
let collector: User
let stranger: User
let artistA: User
let artistB: User
let editor: User
let workA: Artwork
let workB: Artwork

const tokenOf = (path: string): string => path.replace('/rooms/', '')

async function page(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(base + path)
  return { status: res.status, html: await res.text() }
}

beforeAll(async () => {
  process.env.PUBLIC_URL = 'https://kala.example'
  process.env.RATE_LIMIT_DISABLED = 'true'
  t = await startPayload()
  payload = t.payload
  const dist = join(t.dir, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), SHELL)
  const { createApp } = await import('../../cms/app')
  const { serveBuiltStorefront } = await import('../../cms/storefront')
  const app = createApp({
    payload,
    mediaDir: process.env.MEDIA_DIR,
    nextHandler: payloadRest(payload),
    mountStorefront: (a) => serveBuiltStorefront(a, { payload, distDir: dist }),
  })
  ;({ url: base, close } = await listen(app))
  collector = await makeUser(payload, 'collector', 'room-collector')
  stranger = await makeUser(payload, 'explorer', 'room-stranger')
  artistA = await makeUser(payload, 'artist', 'room-artist-a')
  artistB = await makeUser(payload, 'artist', 'room-artist-b')
  editor = await makeUser(payload, 'editor', 'room-editor')
  for (const u of [collector, stranger, artistA, artistB, editor]) await http.signIn(payload, u)
  workA = await makeArtwork(payload, artistA, { title: 'Margazhi Morning', status: 'published' })
  workB = await makeArtwork(payload, artistB, { title: 'Konkan Rain', status: 'published' })
})
afterAll(async () => {
  await close?.()
  await t?.close()
})

const stored = (id: string): Promise<ViewingRoom> =>
  payload.findByID({ collection: 'viewing-rooms', id, overrideAccess: true, depth: 0, showHiddenFields: true })

async function roomOf(owner: User, body: Record<string, unknown>) {
  const res = await http.post('/api/admin/rooms', body, owner)
  expect(res.status, res.text).toBe(201)
  return res.json.room as { _id: string; path: string; works: { _id: string; note: string }[] }
}

describe('a personal viewing room', () => {
  it('is built from anyone’s public works with notes, opened by its link by a visitor, and counts the visitor’s opens, not the owner’s', async () => {
    const room = await roomOf(collector, {
      title: 'For the dining room',
      intro: 'Two works I keep coming back to.',
      items: [
        { artwork: String(workA.id), note: 'The light on the left.' },
        { artwork: String(workB.id), note: 'Would sit well above the sideboard.' },
      ],
    })
    expect(room.path).toMatch(/^\/rooms\/[A-Za-z0-9_-]{32}$/)
    expect(room.works.map((w) => w.note)).toEqual(['The light on the left.', 'Would sit well above the sideboard.'])

    const visit = await http.get(`/api/rooms/${tokenOf(room.path)}`)
    expect(visit.status).toBe(200)
    expect(visit.headers.get('cache-control')).toBe('no-store')
    expect(visit.json.room).toMatchObject({
      title: 'For the dining room',
      intro: 'Two works I keep coming back to.',
      ownerName: 'Room Collector',
      isOwner: false,
    })
    expect(visit.json.room.works.map((w: { artwork: { title: string }; note: string }) => [w.artwork.title, w.note])).toEqual([
      ['Margazhi Morning', 'The light on the left.'],
      ['Konkan Rain', 'Would sit well above the sideboard.'],
    ])
    // Never the owner's account.
    expect(visit.text).not.toContain('@example.test')
    expect(visit.text).not.toContain('9876543210')

    await http.get(`/api/rooms/${tokenOf(room.path)}`, stranger)
    const own = await http.get(`/api/rooms/${tokenOf(room.path)}`, collector)
    expect(own.json.room.isOwner).toBe(true)
    const after = await stored(room._id)
    expect(after.opens).toBe(2)
    expect(after.firstOpenedAt).toBeTruthy()
    expect(Date.parse(after.lastOpenedAt!)).toBeGreaterThanOrEqual(Date.parse(after.firstOpenedAt!))
    // The owner sees the opens in the member area.
    const mine = await http.get(`/api/admin/rooms/${room._id}`, collector)
    expect(mine.json.room).toMatchObject({ opens: 2, state: 'open' })
  })

  it('shows a work sold since as sold, and leaves out a work unpublished since', async () => {
    const sold = await makeArtwork(payload, artistA, { title: 'Sold Since', status: 'published' })
    const hidden = await makeArtwork(payload, artistB, { title: 'Withdrawn Since', status: 'published' })
    const room = await roomOf(collector, {
      title: 'Shortlist',
      items: [{ artwork: String(sold.id) }, { artwork: String(hidden.id) }, { artwork: String(workA.id) }],
    })
    await payload.update({ collection: 'artworks', id: sold.id, data: { saleState: 'sold' }, overrideAccess: true })
    await payload.update({ collection: 'artworks', id: hidden.id, data: { status: 'unpublished' }, overrideAccess: true })
    const visit = await http.get(`/api/rooms/${tokenOf(room.path)}`)
    const works = visit.json.room.works as { artwork: { title: string; saleStatus: string } }[]
    expect(works.map((w) => [w.artwork.title, w.artwork.saleStatus])).toEqual([
      ['Sold Since', 'sold'],
      ['Margazhi Morning', 'available'],
    ])
    expect(visit.text).not.toContain('Withdrawn Since')
    // The owner's editor shows what they may still read of it: their own works whatever their state, others' public ones.
    const mine = await http.get(`/api/admin/rooms/${room._id}`, collector)
    expect(mine.json.room.works.map((w: { title: string; visible: boolean }) => [w.title, w.visible])).toEqual([
      ['Sold Since', true],
      ['Margazhi Morning', true],
    ])
    // An artist's own unpublished work stays in their editor, marked as not shown.
    const ownDraft = await makeArtwork(payload, artistA, { title: 'Own Draft', status: 'published' })
    const own = await roomOf(artistA, { title: 'Own', items: [{ artwork: String(ownDraft.id) }] })
    await payload.update({ collection: 'artworks', id: ownDraft.id, data: { status: 'unpublished' }, overrideAccess: true })
    const ownView = await http.get(`/api/admin/rooms/${own._id}`, artistA)
    expect(ownView.json.room.works.map((w: { title: string; visible: boolean }) => [w.title, w.visible])).toEqual([['Own Draft', false]])
    expect((await http.get(`/api/rooms/${tokenOf(own.path)}`)).json.room.works).toEqual([])
  })

  it('refuses a work the member cannot see (another artist’s unpublished one)', async () => {
    const draft = await makeArtwork(payload, artistB, { title: 'Draft', status: 'unpublished' })
    const res = await http.post('/api/admin/rooms', { title: 'Sneaky', items: [{ artwork: String(draft.id) }] }, collector)
    expect(res.status).toBe(400)
    expect(res.json.error).toBe(`items: ${OWNERSHIP_MESSAGES.artworks}`)
  })

  it('stops opening when revoked (410 with a sentence and no works, the page 404), and opens again only by a new link', async () => {
    const room = await roomOf(collector, { title: 'To revoke', items: [{ artwork: String(workA.id), note: 'Secret note' }] })
    const token = tokenOf(room.path)
    expect((await http.get(`/api/rooms/${token}`)).status).toBe(200)
    const revoked = await http.post(`/api/admin/rooms/${room._id}/revoke`, {}, collector)
    expect(revoked.status).toBe(200)
    expect(revoked.json.room.state).toBe('revoked')
    const gone = await http.get(`/api/rooms/${token}`)
    expect(gone.status).toBe(410)
    expect(gone.json).toEqual({ error: ROOM_MESSAGES.unavailable })
    const gonePage = await page(`/rooms/${token}`)
    expect(gonePage.status).toBe(404)
    expect(gonePage.html).not.toContain('Margazhi Morning')
    expect(gonePage.html).not.toContain('To revoke')

    const renewed = await http.post(`/api/admin/rooms/${room._id}/new-link`, {}, collector)
    expect(renewed.status).toBe(200)
    expect(renewed.json.room.state).toBe('open')
    const fresh = tokenOf(renewed.json.room.path)
    expect(fresh).not.toBe(token)
    expect((await http.get(`/api/rooms/${token}`)).status).toBe(404)
    const visit = await http.get(`/api/rooms/${fresh}`)
    expect(visit.status).toBe(200)
    expect(visit.json.room.works[0].note).toBe('Secret note')
  })

  it('answers 404 with the sentence for a token that names no room, well-formed or not', async () => {
    for (const token of ['A'.repeat(32), 'short', 'x'.repeat(200)]) {
      const res = await http.get(`/api/rooms/${token}`)
      expect(res.status, token).toBe(404)
      expect(res.json.error).toBe(ROOM_MESSAGES.unavailable)
    }
  })
})

describe("an artist's room for a client", () => {
  it('holds only the artist’s own works (refused with a sentence at every door) and closes on its date', async () => {
    const closesOn = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    const room = await roomOf(artistA, {
      title: 'For Mrs Rao',
      kind: 'client',
      closesOn,
      items: [{ artwork: String(workA.id), note: 'Framed in teak.' }],
    })
    expect((await http.get(`/api/rooms/${tokenOf(room.path)}`)).status).toBe(200)

    // Another artist's work: the storefront door…
    const refused = await http.call('PUT', `/api/admin/rooms/${room._id}`, { items: [{ artwork: String(workB.id) }] }, artistA)
    expect(refused.status).toBe(400)
    expect(refused.json.error).toBe(`items: ${ROOM_MESSAGES.ownWorksOnly}`)
    const add = await http.post(`/api/admin/rooms/${room._id}/works`, { artwork: String(workB.id) }, artistA)
    expect(add.status).toBe(400)
    // …and the Local API as the artist (what Payload's REST handlers call).
    await expect(
      payload.create({
        collection: 'viewing-rooms',
        data: { title: 'Local', kind: 'client', items: [{ artwork: workB.id }] } as ViewingRoom,
        overrideAccess: false,
        user: artistA,
      }),
    ).rejects.toThrow(APIError)
    expect((await stored(room._id)).items?.map((i) => i.artwork)).toEqual([workA.id])

    // A collector builds no client's room; a personal room has no closing date.
    const notSeller = await http.post('/api/admin/rooms', { title: 'X', kind: 'client', items: [] }, collector)
    expect(notSeller.status).toBe(400)
    expect(notSeller.json.error).toBe(`kind: ${ROOM_MESSAGES.clientRoomsForSellers}`)
    const closing = await http.post('/api/admin/rooms', { title: 'X', closesOn }, collector)
    expect(closing.json.error).toBe(`closesAt: ${ROOM_MESSAGES.closingForClientRooms}`)

    // Past its closing (moved in time below the rules), the link answers 410 and shows nothing.
    await payload.update({
      collection: 'viewing-rooms',
      id: room._id,
      data: { closesAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const closed = await http.get(`/api/rooms/${tokenOf(room.path)}`)
    expect(closed.status).toBe(410)
    expect(closed.json).toEqual({ error: ROOM_MESSAGES.unavailable })
    expect((await http.get(`/api/admin/rooms/${room._id}`, artistA)).json.room.state).toBe('closed')
  })
})

describe('the token', () => {
  it('is 192 random bits, different for every room', async () => {
    const tokens = new Set<string>()
    for (let i = 0; i < 20; i++) {
      const room = await payload.create({
        collection: 'viewing-rooms',
        data: { title: `Room ${i}`, items: [] } as unknown as ViewingRoom,
        overrideAccess: false,
        user: collector,
      })
      expect(room.token).toMatch(ROOM_TOKEN_PATTERN)
      tokens.add(room.token)
    }
    expect(tokens.size).toBe(20)
    expect(Buffer.from([...tokens][0], 'base64url')).toHaveLength(24)
  })

  it('is not written by the member, and is read by the owner and staff only, through every door', async () => {
    const room = await payload.create({
      collection: 'viewing-rooms',
      data: { title: 'Mine', token: 'chosen-token-chosen-token-chosen', owner: stranger.id, opens: 99 } as unknown as ViewingRoom,
      overrideAccess: false,
      user: collector,
    })
    expect(room.token).not.toBe('chosen-token-chosen-token-chosen')
    expect(idOf(room.owner)).toBe(String(collector.id))
    expect(room.opens ?? 0).toBe(0)

    // The Local API as another member finds nothing, and cannot write it.
    const { docs } = await payload.find({
      collection: 'viewing-rooms',
      where: { id: { equals: room.id } },
      overrideAccess: false,
      user: stranger,
    })
    expect(docs).toEqual([])
    await expect(
      payload.update({ collection: 'viewing-rooms', id: room.id, data: { title: 'Taken' }, overrideAccess: false, user: stranger }),
    ).rejects.toThrow(APIError)
    // /cms/api: members and visitors are refused; staff read it.
    for (const who of [null, stranger, collector]) {
      const list = await http.get('/cms/api/viewing-rooms', who)
      expect(list.status).toBeGreaterThanOrEqual(401)
      expect(list.text).not.toContain(room.token)
      const one = await http.get(`/cms/api/viewing-rooms/${room.id}`, who)
      expect(one.status).toBeGreaterThanOrEqual(401)
      expect(one.text).not.toContain(room.token)
    }
    const staff = await http.get(`/cms/api/viewing-rooms/${room.id}`, editor)
    expect(staff.status).toBe(200)
    expect(staff.json.token).toBe(room.token)
    // Staff read, they do not curate a member's room.
    await expect(
      payload.update({ collection: 'viewing-rooms', id: room.id, data: { title: 'Staff' }, overrideAccess: false, user: editor }),
    ).rejects.toThrow(APIError)
    // Another member's room is not found in the member area either.
    expect((await http.get(`/api/admin/rooms/${room.id}`, stranger)).status).toBe(404)
    expect((await http.post(`/api/admin/rooms/${room.id}/revoke`, {}, stranger)).status).toBe(404)
    expect((await http.get('/api/admin/rooms', stranger)).json.rooms).toEqual([])
  })
})

describe('the room page', () => {
  it('is rendered on the server with its preview, out of search engines and the sitemap', async () => {
    const room = await roomOf(collector, {
      title: 'Blue <hour>',
      intro: 'Works for the study.',
      items: [{ artwork: String(workA.id), note: 'n' }],
    })
    const { status, html } = await page(room.path)
    expect(status).toBe(200)
    expect(html).toContain('<title>Blue &lt;hour&gt; · Kala</title>')
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(html).toContain('<meta property="og:description" content="Works for the study." />')
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/kala\.example\/media\/[^"]+" \/>/)
    // The head does not count as an open (the API does, when the page asks for the room).
    expect((await stored(room._id)).opens ?? 0).toBe(0)
    const sitemap = await page('/sitemap.xml')
    expect(sitemap.html).not.toContain('/rooms/')
  })
})
