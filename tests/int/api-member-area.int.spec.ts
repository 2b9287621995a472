/**
 * The member area's later calls (issue 9, /api/docs "Member area", cms/api/openapi/): one collection
 * (read, update with its works, delete), CV entries and addresses by id, the default address,
 * favourites, enquiries received and sent, the artwork form's artist and edition, and the
 * dashboard's figures against a known set of works, likes, enquiries, views and orders. Who may
 * call each route is in api-access-matrix.int.spec.ts; here, what each does and refuses.
 */
import type { Payload } from 'payload'
import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../cms/api/auth/tokens'
import { dayOf, lastDays } from '../../cms/stats/day'
import type { Artwork, ArtworkCollection, User } from '../../payload-types'
import { idOf } from '../../shared/idOf'
import { ADDRESS_MESSAGES, MESSAGES } from '../../shared/messages'
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
const tokens = new Map<number, string>()

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses are read field by field, as a client would
type Json = Record<string, any>

async function send(method: string, path: string, who: User | null, body?: Json | FormData, headers: Record<string, string> = {}) {
  const token = who ? tokens.get(who.id) : undefined
  const isForm = body instanceof FormData
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Json }
}

/** Payload's REST API as the member (their bearer token): what /cms/api hands on past its door. */
async function rest(method: string, path: string, body: Json, who: User) {
  const response = await handleEndpoints({
    config: payload.config,
    path,
    request: new Request(`http://localhost${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(who.id)}` },
      body: JSON.stringify(body),
    }),
  })
  return { status: response.status, json: (await response.json()) as Json }
}

function multipart(fields: Record<string, string>, files: [field: string, data: Buffer][] = []): FormData {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  for (const [field, data] of files) form.append(field, new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'image.jpg')
  return form
}

async function member(role: User['role'], name: string): Promise<User> {
  const user = await makeUser(payload, role ?? 'explorer', name)
  tokens.set(user.id, await signAccessToken(payload.secret, user.id, 'test-family'))
  return user
}

async function artwork(owner: User, data: Partial<Artwork> = {}): Promise<Artwork> {
  return payload.create({
    collection: 'artworks',
    data: {
      title: 'A work',
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

async function collection(owner: User, name: string, status = true): Promise<ArtworkCollection> {
  const cover = await payload.create({
    collection: 'media',
    data: { alt: name, owner: owner.id },
    file: file(await jpeg(name.length)),
    overrideAccess: true,
  })
  return payload.create({
    collection: 'artwork-collections',
    data: { collectionName: name, description: `${name} described`, coverImage: cover.id, owner: owner.id, status },
    overrideAccess: true,
  })
}

const collectionOf = async (id: number) =>
  (await payload.findByID({ collection: 'artworks', id, depth: 0, overrideAccess: true })).collection ?? null
/** A member's stored profile, private fields included (read as staff). */
const saved = (id: number) => payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, user: cast.admin })
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const address = (city: string) => ({
  billingName: `Home in ${city}`,
  email: 'home@example.test',
  phone: '9000000000',
  line1: '1 Main Rd',
  city,
  state: 'MH',
  pincode: '400001',
  country: 'India',
})

async function enquire(sender: User, work: Artwork, artist: User, name = sender.fullName) {
  const res = await send('POST', '/api/user/enquiry', sender, {
    name,
    email: 'sender@example.test',
    phone: '9876543210',
    username: artist.username,
    artworkId: work.id,
    message: `About ${work.title}`,
  })
  expect(res.status).toBe(201)
  return Number(res.json.enquiryId)
}

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
      data: { alt: 'shared', owner: cast.editor.id },
      file: file(await jpeg(9)),
      overrideAccess: true,
    })
  ).id
  img = await jpeg(3, 500, 400)
})
afterAll(async () => {
  await close?.()
  await t?.close()
})

describe('one collection: GET collection/:id, PUT update-collection, DELETE collection/:id', () => {
  it('answers an own collection with the ids of the member’s works in it, newest first', async () => {
    const c = await collection(cast.artistA, 'Monsoon')
    const older = await artwork(cast.artistA, { title: 'Older', collection: c.id })
    await sleep(5)
    const draft = await artwork(cast.artistA, { title: 'Draft in it', collection: c.id, status: 'unpublished' })
    await artwork(cast.artistA, { title: 'Not in it' })
    const res = await send('GET', `/api/admin/collection/${c.id}`, cast.artistA)
    expect(res.status).toBe(200)
    expect(res.json.collection).toMatchObject({ _id: String(c.id), collectionName: 'Monsoon', status: true, artworkCount: 2 })
    expect(res.json.artworkIds).toEqual([String(draft.id), String(older.id)])
    for (const path of [`/api/admin/collection/${c.id}`, '/api/admin/collection/abc', '/api/admin/collection/99999999'])
      expect((await send('GET', path, cast.artistB)).json).toEqual({ error: 'This collection does not exist or is not yours.' })
  })

  it('updates the fields sent and puts exactly the listed works in it (the others leave, nobody else’s is touched)', async () => {
    const c = await collection(cast.artistA, 'Coast')
    const [w1, w2, w3] = [await artwork(cast.artistA, { collection: c.id }), await artwork(cast.artistA), await artwork(cast.artistA)]
    const res = await send('PUT', '/api/admin/update-collection', cast.artistA, {
      _id: String(c.id),
      collectionName: 'Coastlines',
      status: false,
      artworkIds: [String(w2.id), w3.id],
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      message: 'Collection updated.',
      collection: { collectionName: 'Coastlines', description: 'Coast described', status: false, artworkCount: 2 },
    })
    expect([...res.json.artworkIds].sort()).toEqual([String(w2.id), String(w3.id)].sort())
    expect(await collectionOf(w1.id)).toBeNull()
    expect(await collectionOf(w2.id)).toBe(c.id)
    expect(await collectionOf(w3.id)).toBe(c.id)
    // An empty list empties it; no artworkIds leaves the works alone.
    await send('PUT', '/api/admin/update-collection', cast.artistA, { _id: String(c.id), description: 'Sea and sand' })
    expect(await collectionOf(w2.id)).toBe(c.id)
    const emptied = await send('PUT', '/api/admin/update-collection', cast.artistA, { _id: String(c.id), artworkIds: [] })
    expect(emptied.json.artworkIds).toEqual([])
    expect(await collectionOf(w3.id)).toBeNull()
  })

  it('replaces the cover from multipart (the old one is deleted) and takes the works as a comma-separated field', async () => {
    const added = await send(
      'POST',
      '/api/admin/add-collection',
      cast.artistA,
      multipart({ collectionName: 'Covers', description: 'd', status: 'true' }, [['coverImage', img]]),
    )
    const id = added.json.collection._id
    const oldCover = (await payload.findByID({ collection: 'artwork-collections', id, depth: 0, overrideAccess: true }))
      .coverImage as number
    const [w1, w2] = [await artwork(cast.artistA), await artwork(cast.artistA)]
    const res = await send(
      'PUT',
      '/api/admin/update-collection',
      cast.artistA,
      multipart({ _id: id, artworkIds: `${w1.id},${w2.id}` }, [['coverImage', await jpeg(4)]]),
    )
    expect(res.status).toBe(200)
    expect(res.json.collection.coverImageUrl).not.toBe(added.json.collection.coverImageUrl)
    expect(res.json.collection.artworkCount).toBe(2)
    expect(await payload.findByID({ collection: 'media', id: oldCover, overrideAccess: true, disableErrors: true })).toBeNull()
  })

  it('refuses bad input and works that are not the member’s own, changing nothing', async () => {
    const c = await collection(cast.artistA, 'Guarded')
    const mine = await artwork(cast.artistA, { collection: c.id })
    const theirs = await artwork(cast.artistB)
    const before = await payload.findByID({ collection: 'artwork-collections', id: c.id, depth: 0, overrideAccess: true })
    const put = (body: Json) => send('PUT', '/api/admin/update-collection', cast.artistA, body)
    const notYours = await put({ _id: String(c.id), collectionName: 'Renamed', artworkIds: [String(theirs.id)] })
    expect(notYours.status).toBe(400)
    expect(notYours.json.error).toBe('Some of these artworks do not exist or are not yours.')
    expect(notYours.json.details).toEqual([{ path: 'artworkIds', message: `${theirs.id}: This artwork does not exist or is not yours.` }])
    expect((await put({ _id: String(c.id), artworkIds: ['abc'] })).status).toBe(400)
    expect((await put({ _id: String(c.id) })).json).toEqual({ error: 'Nothing to update. Send at least one field of the collection.' })
    for (const [body, path] of [
      [{ _id: String(c.id), collectionName: '' }, 'collectionName'],
      [{ _id: String(c.id), status: 'maybe' }, 'status'],
      [{ _id: String(c.id), owner: cast.artistB.id }, ''],
      [{ collectionName: 'No id' }, '_id'],
    ] as const) {
      const res = await put(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.json.details.map((d: Json) => d.path)).toContain(path)
    }
    const after = await payload.findByID({ collection: 'artwork-collections', id: c.id, depth: 0, overrideAccess: true })
    expect(after.updatedAt).toBe(before.updatedAt)
    expect(await collectionOf(mine.id)).toBe(c.id)
    expect(await collectionOf(theirs.id)).toBeNull()
  })

  it('deletes an own collection and its cover; its works stay, in no collection', async () => {
    const c = await collection(cast.artistA, 'Short-lived')
    const work = await artwork(cast.artistA, { collection: c.id })
    expect((await send('DELETE', `/api/admin/collection/${c.id}`, cast.artistB)).status).toBe(404)
    const res = await send('DELETE', `/api/admin/collection/${c.id}`, cast.artistA)
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ message: 'Collection deleted.' })
    expect(await payload.findByID({ collection: 'artwork-collections', id: c.id, overrideAccess: true, disableErrors: true })).toBeNull()
    expect(await payload.findByID({ collection: 'media', id: idOf(c.coverImage), overrideAccess: true, disableErrors: true })).toBeNull()
    expect(await collectionOf(work.id)).toBeNull()
    expect((await send('DELETE', `/api/admin/collection/${c.id}`, cast.artistA)).status).toBe(404)
  })
})

describe('profile entries and addresses by id', () => {
  it('edits and deletes one CV entry by its id, keeping the others and their ids', async () => {
    const artist = await member('artist', 'cv-artist')
    await send('PUT', '/api/admin/update-profile', artist, {
      education: [{ institution: 'JJ', title: 'BFA', yearStart: '2010', yearEnd: '2014' }],
    })
    const added = await send('PUT', '/api/admin/update-profile', artist, {
      education: [{ institution: 'Baroda', title: 'MFA', yearStart: '2015', yearEnd: '2017' }],
    })
    const [first, second] = added.json.user.education
    expect(first.id).toMatch(/^[A-Za-z0-9_-]+$/)
    const edited = await send('PUT', `/api/admin/profile/education/${second.id}`, artist, {
      institution: 'MSU Baroda',
      title: 'MFA Painting',
      yearStart: 2015,
      yearEnd: '2018',
    })
    expect(edited.status).toBe(200)
    expect(edited.json.user.education).toEqual([
      first,
      { id: second.id, institution: 'MSU Baroda', title: 'MFA Painting', yearStart: '2015', yearEnd: '2018' },
    ])
    const bad = await send('PUT', `/api/admin/profile/education/${second.id}`, artist, {
      institution: 'X',
      title: 'Y',
      yearStart: '15',
      yearEnd: '2018',
    })
    expect(bad.status).toBe(400)
    expect(bad.json.details).toEqual([{ path: 'yearStart', message: 'Year must be exactly 4 characters' }])
    expect((await send('PUT', '/api/admin/profile/awards/nope', artist, { title: 'A', awardedBy: 'B', year: '2020' })).json).toEqual({
      error: 'This entry does not exist.',
    })
    const deleted = await send('DELETE', `/api/admin/profile/education/${first.id}`, artist)
    expect(deleted.json.user.education.map((e: Json) => e.id)).toEqual([second.id])
    // Every CV section works the same way.
    const more = await send('PUT', '/api/admin/update-profile', artist, {
      exhibitions: [{ institution: 'NGMA', title: 'Rain', type: 'Solo', year: '2019' }],
      workshops: [{ title: 'Etching', institution: 'Kala Bhavana', year: '2016' }],
    })
    const exhibition = more.json.user.exhibitions[0]
    const moved = await send('PUT', `/api/admin/profile/exhibitions/${exhibition.id}`, artist, {
      ...exhibition,
      id: undefined,
      type: 'Group',
    })
    expect(moved.json.user.exhibitions).toEqual([{ ...exhibition, type: 'Group' }])
    expect((await send('DELETE', `/api/admin/profile/workshops/${more.json.user.workshops[0].id}`, artist)).json.user.workshops).toEqual([])
    // The public profile shows the entries without their ids.
    const profile = await send('GET', '/api/public/profile/artist/cv-artist', null)
    expect(profile.json.profile.education).toEqual([
      { institution: 'MSU Baroda', title: 'MFA Painting', yearStart: '2015', yearEnd: '2018' },
    ])
  })

  it("never finds another member's entry, and keeps the CV sections for artists", async () => {
    const owner = await member('artist', 'cv-owner')
    const other = await member('artist', 'cv-other')
    const saved1 = await send('PUT', '/api/admin/update-profile', owner, {
      awards: [{ title: 'Lalit Kala', awardedBy: 'LKA', year: '2020' }],
    })
    const entry = saved1.json.user.awards[0]
    const before = await saved(owner.id)
    expect(
      (await send('PUT', `/api/admin/profile/awards/${entry.id}`, other, { title: 'Mine', awardedBy: 'Me', year: '2021' })).status,
    ).toBe(404)
    expect((await send('DELETE', `/api/admin/profile/awards/${entry.id}`, other)).status).toBe(404)
    expect((await saved(owner.id)).updatedAt).toBe(before.updatedAt)
    expect((await saved(owner.id)).awards?.[0]).toMatchObject({ title: 'Lalit Kala' })
    // Non-artists have no CV: 403, by the route and by update-profile alike.
    for (const who of [cast.explorer, cast.gallery, cast.collector]) {
      const res = await send('PUT', `/api/admin/profile/awards/${entry.id}`, who, { title: 'T', awardedBy: 'B', year: '2020' })
      expect(res.status).toBe(403)
      expect(res.json).toEqual({ error: 'The CV sections (education, awards, press, exhibitions, workshops) are for artists.' })
      expect((await send('PUT', '/api/admin/update-profile', who, { awards: [{ title: 'T', awardedBy: 'B', year: '2020' }] })).status).toBe(
        403,
      )
    }
    expect((await saved(cast.gallery.id)).awards).toEqual([])
    expect((await send('PUT', `/api/admin/profile/hobbies/${entry.id}`, owner, {})).json).toEqual({ error: 'No such API route.' })
    expect((await send('DELETE', `/api/admin/profile/awards/${entry.id}`, null)).status).toBe(401)
  })

  it('keeps one default address: the first saved, then the chosen one; a deleted default passes to the first left', async () => {
    const buyer = await member('explorer', 'address-buyer')
    await send('PUT', '/api/admin/update-profile', buyer, { addresses: [address('Mumbai')] })
    const two = await send('PUT', '/api/admin/update-profile', buyer, { addresses: [address('Pune')] })
    const [mumbai, pune] = two.json.user.addresses
    expect([mumbai.isDefault, pune.isDefault]).toEqual([true, false])
    const chosen = await send('PUT', '/api/admin/default-address', buyer, { addressId: pune.id })
    expect(chosen.status).toBe(200)
    expect(chosen.json.user.addresses.map((a: Json) => [a.city, a.isDefault])).toEqual([
      ['Mumbai', false],
      ['Pune', true],
    ])
    // Editing an address keeps its id and its default mark; line2 is optional.
    const edited = await send('PUT', `/api/admin/profile/addresses/${pune.id}`, buyer, {
      ...address('Pune'),
      line1: '9 Hill Rd',
      line2: 'Flat 4',
    })
    expect(edited.json.user.addresses[1]).toMatchObject({ id: pune.id, line1: '9 Hill Rd', line2: 'Flat 4', isDefault: true })
    const invalid = await send('PUT', `/api/admin/profile/addresses/${pune.id}`, buyer, { ...address('Pune'), city: '' })
    expect(invalid.status).toBe(400)
    expect(invalid.json.details.map((d: Json) => d.path)).toEqual(['city'])
    const removed = await send('DELETE', `/api/admin/profile/addresses/${pune.id}`, buyer)
    expect(removed.json.user.addresses.map((a: Json) => [a.city, a.isDefault])).toEqual([['Mumbai', true]])
    expect((await send('PUT', '/api/admin/default-address', buyer, { addressId: pune.id })).json).toEqual({
      error: 'This address does not exist.',
    })
    expect((await send('PUT', '/api/admin/default-address', buyer, {})).status).toBe(400)
    expect((await send('PUT', '/api/admin/default-address', buyer, { addressId: 'a b' })).status).toBe(400)
    // Someone else's address: not found, nothing changes.
    const before = await saved(buyer.id)
    expect((await send('PUT', '/api/admin/default-address', cast.collector, { addressId: mumbai.id })).status).toBe(404)
    expect((await send('DELETE', `/api/admin/profile/addresses/${mumbai.id}`, cast.collector)).status).toBe(404)
    expect((await saved(buyer.id)).updatedAt).toBe(before.updatedAt)
    expect((await saved(buyer.id)).addresses).toHaveLength(1)
  })

  it('refuses a broken e-mail, phone or PIN with its message and changes nothing; stores a typed phone and PIN normalised (issue 18)', async () => {
    const buyer = await member('explorer', 'address-rules')
    const first = await send('PUT', '/api/admin/update-profile', buyer, {
      addresses: [{ ...address('Bengaluru'), phone: '+91 98123-45678', pincode: '560 025' }],
    })
    expect(first.status).toBe(200)
    expect(first.json.user.addresses[0]).toMatchObject({ phone: '9812345678', pincode: '560025', country: 'India' })
    const [home] = first.json.user.addresses
    const before = await saved(buyer.id)

    const refusals: [Json, string][] = [
      [{ email: 'asha@@example' }, `email: ${MESSAGES.email}`],
      [{ email: 'asha@example' }, `email: ${MESSAGES.email}`],
      [{ phone: 'abc' }, `phone: ${ADDRESS_MESSAGES.phoneIndia}`],
      [{ phone: '12' }, `phone: ${ADDRESS_MESSAGES.phoneIndia}`],
      [{ pincode: '5600' }, `pincode: ${ADDRESS_MESSAGES.pin}`],
      [{ pincode: 'ABCDEF' }, `pincode: ${ADDRESS_MESSAGES.pin}`],
      [{ country: 'United States', pincode: '560025', phone: '+1 415 555 0123' }, `pincode: ${ADDRESS_MESSAGES.zip}`],
      [{ country: 'Atlantis' }, `country: ${ADDRESS_MESSAGES.country}`],
    ]
    for (const [change, message] of refusals) {
      const added = await send('PUT', '/api/admin/update-profile', buyer, { addresses: [{ ...address('Pune'), ...change }] })
      expect([added.status, added.json.error], JSON.stringify(change)).toEqual([400, `addresses.0.${message}`])
      const edited = await send('PUT', `/api/admin/profile/addresses/${home.id}`, buyer, { ...address('Pune'), ...change })
      expect([edited.status, edited.json.error], JSON.stringify(change)).toEqual([400, message])
    }
    const after = await saved(buyer.id)
    expect(after.updatedAt).toBe(before.updatedAt)
    expect(after.addresses).toEqual(before.addresses)

    // An address abroad follows its country's rules.
    const abroad = await send('PUT', '/api/admin/update-profile', buyer, {
      addresses: [{ ...address('London'), country: 'United Kingdom', pincode: 'sw1a 1aa', phone: '+44 20 7946 0958' }],
    })
    expect(abroad.status).toBe(200)
    expect(abroad.json.user.addresses[1]).toMatchObject({ country: 'United Kingdom', pincode: 'SW1A 1AA', phone: '+442079460958' })
  })

  it("holds the same rules for a write straight through Payload's REST API (/cms/api/users/:id), an admin's too", async () => {
    const buyer = await member('explorer', 'address-rest')
    await send('PUT', '/api/admin/update-profile', buyer, { addresses: [address('Mumbai')] })
    const before = await saved(buyer.id)
    const rows = before.addresses!
    // A member writes their profile through /api only; Payload's API is the back office's (access/backOfficeApi.ts).
    expect((await rest('PATCH', `/cms/api/users/${buyer.id}`, { addresses: [...rows, address('Pune')] }, buyer)).status).toBe(403)
    for (const [change, message] of [
      [{ phone: 'abc' }, `phone: ${ADDRESS_MESSAGES.phoneIndia}`],
      [{ pincode: '5600' }, `pincode: ${ADDRESS_MESSAGES.pin}`],
      [{ email: 'asha@@example' }, `email: ${MESSAGES.email}`],
    ] as const) {
      const res = await rest('PATCH', `/cms/api/users/${buyer.id}`, { addresses: [...rows, { ...address('Pune'), ...change }] }, cast.admin)
      expect(res.status, message).toBe(400)
      expect(res.json.errors[0].data.errors).toEqual([
        expect.objectContaining({ path: 'addresses', message: ADDRESS_MESSAGES.row(2, message) }),
      ])
    }
    expect((await saved(buyer.id)).updatedAt).toBe(before.updatedAt)
    // A good one typed as people do is stored as the storefront's routes store it.
    const good = await rest(
      'PATCH',
      `/cms/api/users/${buyer.id}`,
      { addresses: [...rows, { ...address('Pune'), phone: '098123 45678', pincode: '411 001' }] },
      cast.admin,
    )
    expect(good.status).toBe(200)
    expect((await saved(buyer.id)).addresses?.map((a) => [a.city, a.phone, a.pincode])).toEqual([
      ['Mumbai', '9000000000', '400001'],
      ['Pune', '9812345678', '411001'],
    ])
  })

  it('lets an address saved before the rules be until it is edited: the others can still change, it cannot be made worse', async () => {
    const buyer = await member('explorer', 'address-legacy')
    await send('PUT', '/api/admin/update-profile', buyer, { addresses: [address('Mumbai')] })
    const [stored] = (await saved(buyer.id)).addresses!
    // Written as the old code did, past every check.
    await payload.db.updateOne({
      collection: 'users',
      id: buyer.id,
      data: { addresses: [{ ...stored, phone: '12', pincode: '5600' }] },
    })
    const added = await send('PUT', '/api/admin/update-profile', buyer, { addresses: [address('Pune')] })
    expect(added.status).toBe(200)
    const [old, pune] = added.json.user.addresses
    expect(old).toMatchObject({ id: stored!.id, phone: '12', pincode: '5600' })
    expect((await send('PUT', '/api/admin/default-address', buyer, { addressId: pune.id })).status).toBe(200)
    const fixedNot = await send('PUT', `/api/admin/profile/addresses/${old.id}`, buyer, { ...address('Mumbai'), phone: '12' })
    expect([fixedNot.status, fixedNot.json.error]).toEqual([400, `phone: ${ADDRESS_MESSAGES.phoneIndia}`])
    const fixed = await send('PUT', `/api/admin/profile/addresses/${old.id}`, buyer, { ...address('Mumbai'), phone: '9876543210' })
    expect(fixed.json.user.addresses[0]).toMatchObject({ id: old.id, phone: '9876543210', pincode: '400001' })
  })
})

describe('POST /api/admin/likes', () => {
  it('answers the works the member liked that are still visible, newest like first', async () => {
    const fan = await member('explorer', 'likes-fan')
    const works = [await artwork(cast.artistA, { title: 'First liked' }), await artwork(cast.artistB, { title: 'Second liked' })]
    const withdrawn = await artwork(cast.artistA, { title: 'Liked then withdrawn' })
    for (const w of [...works, withdrawn]) {
      expect((await send('POST', '/api/user/like-artwork', fan, { artworkId: w.id })).status).toBe(200)
      await sleep(5)
    }
    await payload.update({ collection: 'artworks', id: withdrawn.id, data: { status: 'unpublished' }, overrideAccess: true })
    const res = await send('POST', '/api/admin/likes', fan, { page: 1 })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ page: 1, pages: 1, count: 2 })
    expect(res.json.artworks.map((a: Json) => [a.title, a.hasLiked])).toEqual([
      ['Second liked', true],
      ['First liked', true],
    ])
    expect((await send('POST', '/api/admin/likes', fan, { page: 2 })).json).toMatchObject({ artworks: [], count: 2 })
    expect((await send('POST', '/api/admin/likes', cast.researcher, {})).json).toEqual({ artworks: [], page: 1, pages: 0, count: 0 })
    for (const body of [{ page: 0 }, { page: 'x' }, { owner: cast.artistA.id }])
      expect((await send('POST', '/api/admin/likes', fan, body)).status).toBe(400)
  })
})

describe('enquiries: POST /api/admin/enquiries and PUT /api/admin/enquiry/:id', () => {
  it("lists an artist's received enquiries unanswered first, then newest, with the artwork; the sender sees theirs", async () => {
    const artist = await member('artist', 'inbox-artist')
    const buyer = await member('collector', 'inbox-buyer')
    const work = await artwork(artist, { title: 'Asked about' })
    const first = await enquire(buyer, work, artist, 'First')
    await sleep(5)
    const second = await enquire(buyer, work, artist, 'Second')
    await sleep(5)
    const third = await enquire(cast.explorer, work, artist, 'Third')
    const inbox = await send('POST', '/api/admin/enquiries', artist, { page: 1, box: 'received' })
    expect(inbox.status).toBe(200)
    expect(inbox.json).toMatchObject({ page: 1, pages: 1, count: 3, unread: 3 })
    expect(inbox.json.enquiries.map((e: Json) => e.name)).toEqual(['Third', 'Second', 'First'])
    expect(inbox.json.enquiries[0]).toMatchObject({
      _id: String(third),
      artworkId: String(work.id),
      artworkTitle: 'Asked about',
      artistName: 'Inbox Artist',
      email: 'sender@example.test',
      phone: '9876543210',
      message: 'About Asked about',
      status: 'new',
    })
    expect(inbox.json.enquiries[0].artworkImage).toMatch(/^\/media\//)
    // Answering the newest sends it below the open ones; reading one keeps it among them.
    const answered = await send('PUT', `/api/admin/enquiry/${third}`, artist, { status: 'answered' })
    expect(answered.status).toBe(200)
    expect(answered.json.enquiry).toMatchObject({ _id: String(third), status: 'answered' })
    await send('PUT', `/api/admin/enquiry/${first}`, artist, { status: 'read' })
    const after = await send('POST', '/api/admin/enquiries', artist, { page: 1, box: 'received' })
    expect(after.json.enquiries.map((e: Json) => [e.name, e.status])).toEqual([
      ['Second', 'new'],
      ['First', 'read'],
      ['Third', 'answered'],
    ])
    expect(after.json.unread).toBe(1)
    expect((await send('POST', '/api/admin/enquiries', artist, { box: 'received', status: 'answered' })).json.enquiries).toHaveLength(1)
    expect((await send('POST', '/api/admin/enquiries', artist, { box: 'received', status: 'new' })).json.count).toBe(1)
    // The sender's box: theirs only, newest first.
    const outbox = await send('POST', '/api/admin/enquiries', buyer, { page: 1, box: 'sent' })
    expect(outbox.json.enquiries.map((e: Json) => [e._id, e.status])).toEqual([
      [String(second), 'new'],
      [String(first), 'read'],
    ])
    expect((await send('POST', '/api/admin/enquiries', buyer, { box: 'received' })).json).toMatchObject({ count: 0, unread: 0 })
    for (const body of [{ box: 'all' }, { status: 'closed' }, { page: -1 }, { box: 'sent', artist: artist.id }])
      expect((await send('POST', '/api/admin/enquiries', artist, body)).status).toBe(400)
  })

  it('pages the inbox across the open and answered ones', async () => {
    const artist = await member('artist', 'busy-artist')
    const work = await artwork(artist, { title: 'Popular' })
    const ids: number[] = []
    for (let i = 0; i < 14; i++) {
      ids.push(await enquire(cast.collector, work, artist, `Buyer ${i}`))
      await sleep(2)
    }
    for (const id of ids.slice(10)) await send('PUT', `/api/admin/enquiry/${id}`, artist, { status: 'answered' })
    const page1 = await send('POST', '/api/admin/enquiries', artist, { page: 1, box: 'received' })
    const page2 = await send('POST', '/api/admin/enquiries', artist, { page: 2, box: 'received' })
    expect(page1.json).toMatchObject({ count: 14, pages: 2 })
    const names = [...page1.json.enquiries, ...page2.json.enquiries].map((e: Json) => e.name)
    expect(names).toEqual([...[9, 8, 7, 6, 5, 4, 3, 2, 1, 0], ...[13, 12, 11, 10]].map((i) => `Buyer ${i}`))
  })

  it("refuses a status the artist may not set and anyone else's enquiry, changing nothing", async () => {
    const artist = await member('artist', 'guarded-artist')
    const work = await artwork(artist, { title: 'Guarded work' })
    const id = await enquire(cast.collector, work, artist)
    const status = async () => (await payload.findByID({ collection: 'enquiries', id, overrideAccess: true })).status
    for (const body of [{ status: 'closed' }, { status: 'new' }, {}, { status: 'read', name: 'Changed' }]) {
      const res = await send('PUT', `/api/admin/enquiry/${id}`, artist, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
    for (const who of [cast.artistB, cast.collector, cast.editor]) {
      const res = await send('PUT', `/api/admin/enquiry/${id}`, who, { status: 'answered' })
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ error: 'This enquiry does not exist or is not about your work.' })
    }
    expect((await send('PUT', '/api/admin/enquiry/not-an-id', artist, { status: 'read' })).status).toBe(404)
    expect(await status()).toBe('new')
    // The rule lives in access/: through the Local API the artist cannot close it or rewrite it, the sender cannot touch it.
    await payload.update({
      collection: 'enquiries',
      id,
      data: { status: 'closed', name: 'Rewritten' },
      overrideAccess: false,
      user: artist,
    })
    expect(await payload.findByID({ collection: 'enquiries', id, overrideAccess: true })).toMatchObject({
      status: 'new',
      name: cast.collector.fullName,
    })
    await expect(
      payload.update({ collection: 'enquiries', id, data: { status: 'answered' }, overrideAccess: false, user: cast.collector }),
    ).rejects.toThrow()
    await payload.update({ collection: 'enquiries', id, data: { status: 'read' }, overrideAccess: false, user: artist })
    expect(await status()).toBe('read')
    await payload.update({ collection: 'enquiries', id, data: { status: 'closed' }, overrideAccess: false, user: cast.editor })
    expect(await status()).toBe('closed')
  })
})

describe('add-artwork and update-artwork: the represented artist and the edition', () => {
  const fields = (extra: Record<string, string> = {}) => ({
    artistName: 'Anil Artist',
    title: 'Represented work',
    medium: 'Oil',
    material: 'Canvas',
    height: '20',
    width: '16',
    depth: '1',
    price: '30000',
    ...extra,
  })

  it('lets a gallery name the artist it represents and list a limited edition', async () => {
    // Gita Gallery's page, and the two artists who accepted its requests (collections/Representations.ts).
    const page = await payload.create({
      collection: 'galleries',
      data: { owner: cast.gallery.id, name: 'Gita Gallery', username: 'gita-gallery' },
      overrideAccess: true,
    })
    for (const artist of [cast.artistA, cast.artistB]) {
      await payload.create({
        collection: 'representations',
        data: { gallery: page.id, artist: artist.id, name: artist.fullName, status: 'accepted' },
        overrideAccess: true,
      })
    }
    const res = await send(
      'POST',
      '/api/admin/add-artwork',
      cast.gallery,
      multipart(fields({ artist: 'anil-artist', editionKind: 'limited', editionSize: '25' }), [['artworks', img]]),
    )
    expect(res.status).toBe(201)
    expect(res.json.artwork).toMatchObject({
      artistName: 'Anil Artist',
      artistSlug: 'anil-artist',
      uploadedBy: 'gita-gallery',
      edition: { kind: 'limited', size: 25 },
    })
    const id = res.json.artwork._id
    const unnamed = await send('PUT', '/api/admin/update-artwork', cast.gallery, {
      _id: id,
      artist: '',
      artistName: 'Raja Ravi Varma',
      editionKind: 'open',
    })
    expect(unnamed.json.artwork).toMatchObject({ artistSlug: null, artistName: 'Raja Ravi Varma', edition: { kind: 'open', size: null } })
    const renamed = await send('PUT', '/api/admin/update-artwork', cast.gallery, { _id: id, artist: 'BINA-ARTIST' })
    expect(renamed.json.artwork).toMatchObject({ artistSlug: 'bina-artist' })
  })

  it('refuses an unknown artist and a limited edition without its size, storing nothing', async () => {
    const before = {
      artworks: (await payload.count({ collection: 'artworks', overrideAccess: true })).totalDocs,
      media: (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs,
    }
    const unknown = await send(
      'POST',
      '/api/admin/add-artwork',
      cast.gallery,
      multipart(fields({ artist: 'nobody-here' }), [['artworks', img]]),
    )
    expect(unknown.status).toBe(400)
    expect(unknown.json).toEqual({
      error: 'There is no artist with that username.',
      details: [{ path: 'artist', message: 'There is no artist with that username.' }],
    })
    const notArtist = await send(
      'POST',
      '/api/admin/add-artwork',
      cast.gallery,
      multipart(fields({ artist: 'chetan-collector' }), [['artworks', img]]),
    )
    expect(notArtist.status).toBe(400)
    const noSize = await send(
      'POST',
      '/api/admin/add-artwork',
      cast.gallery,
      multipart(fields({ editionKind: 'limited' }), [['artworks', img]]),
    )
    expect(noSize.status).toBe(400)
    expect(noSize.json.details).toEqual([{ path: 'editionSize', message: 'A limited edition needs its size (2 or more)' }])
    for (const extra of [{ editionSize: '1' }, { editionSize: '2.5' }, { editionKind: 'signed' }] as Record<string, string>[]) {
      const res = await send(
        'POST',
        '/api/admin/add-artwork',
        cast.gallery,
        multipart(fields({ editionKind: 'limited', ...extra }), [['artworks', img]]),
      )
      expect(res.status, JSON.stringify(extra)).toBe(400)
    }
    expect((await payload.count({ collection: 'artworks', overrideAccess: true })).totalDocs).toBe(before.artworks)
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before.media)
  })
})

describe('GET /api/admin/dashboard', () => {
  it("adds up a seller's works, views, likes, enquiries and sales of the last 30 days", async () => {
    const seller = await member('artist', 'dash-artist')
    const other = await member('artist', 'dash-other')
    const fan = await member('explorer', 'dash-fan')
    const w1 = await artwork(seller, { title: 'Dash one' })
    const w2 = await artwork(seller, { title: 'Dash two' })
    await artwork(seller, { title: 'Dash draft', status: 'unpublished' })
    const sold = await artwork(seller, { title: 'Dash sold', saleState: 'sold' })
    const theirs = await artwork(other, { title: 'Not the seller’s' })
    const days = lastDays(30)
    const today = days[29]
    const longAgo = lastDays(45)[0]
    // History from before the window: counted in the totals, not in the last 30 days.
    await payload.create({
      collection: 'seller-stats',
      data: { seller: seller.id, day: longAgo, views: 7, likes: 5 },
      overrideAccess: true,
    })

    // Views: three visitors on one work (one of them twice), one on another; the seller's own look is not a visit.
    for (const agent of ['agent-a', 'agent-b', 'agent-c', 'agent-a'])
      expect((await send('POST', `/api/public/artwork/${w1.id}/view`, null, undefined, { 'user-agent': agent })).status).toBe(204)
    await send('POST', `/api/public/artwork/${w2.id}/view`, null, undefined, { 'user-agent': 'agent-a' })
    await send('POST', `/api/public/artwork/${w2.id}/view`, seller, undefined, { 'user-agent': 'agent-z' })
    await send('POST', `/api/public/artwork/${theirs.id}/view`, null, undefined, { 'user-agent': 'agent-a' })

    // Likes: three given, one taken back; a like of someone else's work does not count.
    for (const [who, work] of [
      [fan, w1],
      [fan, w2],
      [cast.collector, w1],
      [fan, theirs],
    ] as const)
      expect((await send('POST', '/api/user/like-artwork', who, { artworkId: work.id })).status).toBe(200)
    await send('POST', '/api/user/unlike-artwork', fan, { artworkId: w2.id })

    // Enquiries: three, one answered.
    const e1 = await enquire(cast.collector, w1, seller, 'Dash buyer 1')
    await sleep(5)
    await enquire(fan, w2, seller, 'Dash buyer 2')
    await sleep(5)
    await enquire(cast.collector, sold, seller, 'Dash buyer 3')
    await send('PUT', `/api/admin/enquiry/${e1}`, seller, { status: 'answered' })

    // Sales: two paid orders (one shared with another seller), one pending checkout that does not count.
    const order = (paymentStatus: 'success' | 'pending', items: [Artwork, User, number][]) =>
      payload.create({
        collection: 'orders',
        data: {
          buyer: cast.collector.id,
          totalAmount: items.reduce((n, [, , p]) => n + p, 0),
          paymentStatus,
          items: items.map(([a, s, price]) => ({ artwork: a.id, seller: s.id, title: a.title, artistName: s.fullName, price })),
        },
        overrideAccess: true,
      })
    await order('success', [
      [sold, seller, 5000],
      [theirs, other, 7000],
    ])
    await order('success', [[w1, seller, 3000]])
    await order('pending', [[w2, seller, 9000]])

    const res = await send('GET', '/api/admin/dashboard', seller)
    expect(res.status).toBe(200)
    const d = res.json
    expect(d.kind).toBe('seller')
    expect(d.range).toEqual({ from: days[0], to: today })
    expect(d.views.total).toBe(4 + 7)
    expect(d.views.daily).toHaveLength(30)
    expect(d.views.daily[29]).toEqual({ day: today, count: 4 })
    expect(d.views.daily.map((x: Json) => x.day)).toEqual(days)
    expect(d.views.daily.slice(0, 29).every((x: Json) => x.count === 0)).toBe(true)
    expect(d.likes).toEqual({ total: 2 + 5, last30: 2 })
    expect(d.enquiries).toMatchObject({ unanswered: 2, last30: 3 })
    expect(d.enquiries.recent.map((e: Json) => [e.name, e.status])).toEqual([
      ['Dash buyer 3', 'new'],
      ['Dash buyer 2', 'new'],
      ['Dash buyer 1', 'answered'],
    ])
    expect(d.sales).toMatchObject({ orders: 2, revenue: 8000, last30Revenue: 8000 })
    expect(d.sales.daily).toHaveLength(30)
    expect(d.sales.daily[29]).toEqual({ day: dayOf(new Date()), revenue: 8000 })
    expect(d.works).toEqual({ published: 2, unpublished: 1, sold: 1 })
  })

  it('shows a buyer (an explorer, or a member with no works) their orders, favourites and enquiries sent', async () => {
    const buyer = await member('explorer', 'dash-buyer')
    const work = await artwork(cast.artistA, { title: 'Fancied' })
    await send('POST', '/api/user/like-artwork', buyer, { artworkId: work.id })
    await enquire(buyer, work, cast.artistA, 'Dash asker')
    // Four paid orders and an open checkout after them, which is not an order yet.
    for (const [total, paymentStatus] of [
      [1000, 'success'],
      [2000, 'success'],
      [3000, 'failed'],
      [4000, 'success'],
      [6000, 'pending'],
    ] as const) {
      await payload.create({
        collection: 'orders',
        data: {
          buyer: buyer.id,
          totalAmount: total,
          paymentStatus,
          items: [{ artwork: work.id, seller: cast.artistA.id, title: 'Fancied', artistName: 'Anil', price: total }],
        },
        overrideAccess: true,
      })
      await sleep(5)
    }
    const res = await send('GET', '/api/admin/dashboard', buyer)
    expect(res.status).toBe(200)
    expect(res.json.kind).toBe('buyer')
    expect(res.json.recentOrders.map((o: Json) => o.totalAmount)).toEqual([4000, 3000, 2000])
    expect(res.json.favourites.map((a: Json) => [a.title, a.hasLiked])).toEqual([['Fancied', true]])
    expect(res.json.enquiriesSent.map((e: Json) => [e.name, e.artworkTitle])).toEqual([['Dash asker', 'Fancied']])
    // A gallery that lists nothing yet is a buyer too.
    const empty = await member('gallery', 'dash-new-gallery')
    expect((await send('GET', '/api/admin/dashboard', empty)).json).toEqual({
      kind: 'buyer',
      recentOrders: [],
      favourites: [],
      enquiriesSent: [],
    })
    expect((await send('GET', '/api/admin/dashboard', null)).status).toBe(401)
  })
})
