import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../cms/api/auth/tokens'
import type { Artwork, User } from '../../payload-types'
import { file, jpeg, pngClaiming } from './helpers/images'
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses are read field by field, as a client would
type Json = Record<string, any>
type Upload = [field: string, data: Buffer, name?: string, type?: string]

async function send(method: string, path: string, who: User | null, body?: Json | FormData) {
  const token = who ? tokens.get(who.id) : undefined
  const isForm = body instanceof FormData
  const res = await fetch(base + path, {
    method,
    headers: { ...(body && !isForm ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Json, text }
}

function multipart(fields: Record<string, string | number | boolean>, files: Upload[] = []): FormData {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v))
  for (const [field, data, name = 'photo.jpg', type = 'image/jpeg'] of files)
    form.append(field, new Blob([new Uint8Array(data)], { type }), name)
  return form
}

const artworkFields = (extra: Record<string, string | number | boolean> = {}) => ({
  artistName: 'Anil Artist',
  title: 'Monsoon over Konkan',
  medium: 'Acrylic',
  material: 'Canvas',
  height: '36',
  width: '24.5',
  depth: '1',
  price: '45000',
  signed: 'yes',
  location: 'Pune',
  status: 'published',
  available: 'true',
  ...extra,
})

async function artwork(owner: User, data: Partial<Artwork> = {}): Promise<Artwork> {
  return payload.create({
    collection: 'artworks',
    data: {
      title: 'Existing work',
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

const count = async (collection: 'media' | 'artworks' | 'artwork-collections' | 'likes') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs
const mediaFileExists = async (id: number) => {
  const doc = await payload.findByID({ collection: 'media', id, overrideAccess: true, disableErrors: true })
  return Boolean(doc?.filename && existsSync(join(process.env.MEDIA_DIR!, doc.filename)))
}

let pdf: Buffer
let img1: Buffer
let img2: Buffer

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
      file: file(await jpeg(99)),
      overrideAccess: true,
    })
  ).id
  pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF')
  img1 = await jpeg(1, 600, 800)
  img2 = await jpeg(2, 800, 600)
})
afterAll(async () => {
  await close?.()
  await t?.close()
})

describe('POST /api/admin/add-artwork', () => {
  it('stores the images, then the artwork, owned by the member, and answers it in the spec shape', async () => {
    const res = await send(
      'POST',
      '/api/admin/add-artwork',
      cast.artistA,
      multipart(artworkFields({ category: 'painting', colors: 'blue,green', yearOfCreation: '2024' }), [
        ['artworks', img1],
        ['artworks', img2, 'back.jpg'],
      ]),
    )
    expect(res.status).toBe(201)
    expect(res.json.message).toBe('Artwork added.')
    const a = res.json.artwork
    expect(a).toMatchObject({
      title: 'Monsoon over Konkan',
      artistName: 'Anil Artist',
      artistSlug: 'anil-artist',
      uploadedBy: 'anil-artist',
      price: 45000,
      height: 36,
      width: 24.5,
      depth: 1,
      signed: true,
      status: 'published',
      available: true,
      category: 'Painting',
      colors: ['blue', 'green'],
      yearOfCreation: '2024',
      sizeClass: 'medium',
      hasLiked: false,
    })
    expect(a.imageUrls).toHaveLength(2)
    expect(a.imageUrls[0].url).toMatch(/^\/media\/monsoon-over-konkan-[0-9a-f]{8}\.jpg$/)
    const doc = await payload.findByID({ collection: 'artworks', id: a._id, overrideAccess: true, depth: 1 })
    expect(doc.owner).toMatchObject({ id: cast.artistA.id })
    for (const m of doc.images as { id: number; owner: unknown }[]) {
      expect(m.owner).toBe(cast.artistA.id)
      expect(await mediaFileExists(m.id)).toBe(true)
    }
  })

  it('publishes or withdraws by the publish field, and refuses an explorer (403) and a visitor (401) before reading the upload', async () => {
    const res = await send(
      'POST',
      '/api/admin/add-artwork',
      cast.gallery,
      multipart(artworkFields({ publish: 'no', title: 'Gallery draft' }), [['artworks', img1]]),
    )
    expect(res.status).toBe(201)
    expect(res.json.artwork).toMatchObject({ status: 'unpublished', uploadedBy: 'gita-gallery' })
    const before = await count('media')
    const explorer = await send('POST', '/api/admin/add-artwork', cast.explorer, multipart(artworkFields(), [['artworks', img1]]))
    expect(explorer.status).toBe(403)
    expect(explorer.json).toEqual({ error: 'Artworks and collections are for artists, galleries, collectors and researchers.' })
    expect((await send('POST', '/api/admin/add-artwork', null, multipart(artworkFields(), [['artworks', img1]]))).status).toBe(401)
    expect(await count('media')).toBe(before)
  })

  it("answers the spec's image messages and stores nothing", async () => {
    const before = { media: await count('media'), artworks: await count('artworks') }
    const none = await send('POST', '/api/admin/add-artwork', cast.artistA, multipart(artworkFields()))
    expect(none.status).toBe(400)
    expect(none.json).toEqual({ error: 'Please upload at least one image.' })
    const json = await send('POST', '/api/admin/add-artwork', cast.artistA, artworkFields())
    expect(json.json).toEqual({ error: 'Please upload at least one image.' })
    const four = await send(
      'POST',
      '/api/admin/add-artwork',
      cast.artistA,
      multipart(artworkFields(), [
        ['artworks', img1],
        ['artworks', img1],
        ['artworks', img1],
        ['artworks', img1],
      ]),
    )
    expect(four.status).toBe(400)
    expect(four.json).toEqual({ error: 'Maximum 3 images allowed.' })
    const big = await send(
      'POST',
      '/api/admin/add-artwork',
      cast.artistA,
      multipart(artworkFields(), [['artworks', Buffer.concat([img1, Buffer.alloc(5 * 1024 * 1024)])]]),
    )
    expect(big.status).toBe(413)
    expect(big.json).toEqual({ error: 'Images must be 5 MB or smaller.' })
    // A PDF named like a photo, after a good image: refused by content, and the good one is not kept either.
    const fake = await send(
      'POST',
      '/api/admin/add-artwork',
      cast.artistA,
      multipart(artworkFields(), [
        ['artworks', img1],
        ['artworks', pdf, 'innocent.jpg'],
      ]),
    )
    expect(fake.status).toBe(415)
    expect(fake.json).toEqual({ error: 'Only image files can be uploaded (JPEG, PNG, WebP, AVIF or GIF).' })
    // A tiny file that decodes to 400 megapixels: refused by the Media hook, the route's only content check.
    const huge = await send(
      'POST',
      '/api/admin/add-artwork',
      cast.artistA,
      multipart(artworkFields(), [
        ['artworks', img1],
        ['artworks', await pngClaiming(20_000, 20_000), 'huge.png'],
      ]),
    )
    expect(huge.status).toBe(413)
    expect(huge.json).toEqual({ error: 'Images must be at most 50 megapixels (every frame of an animation counts).' })
    const wrongField = await send('POST', '/api/admin/add-artwork', cast.artistA, multipart(artworkFields(), [['images', img1]]))
    expect(wrongField.status).toBe(400)
    expect(await count('media')).toBe(before.media)
    expect(await count('artworks')).toBe(before.artworks)
  })

  it('validates the fields with the form schema and removes the images when the artwork cannot be stored', async () => {
    const before = { media: await count('media'), artworks: await count('artworks') }
    const cases: [Record<string, string>, string][] = [
      [{ title: '' }, 'title'],
      [{ price: '' }, 'price'],
      [{ price: '-5' }, 'price'],
      [{ height: 'tall' }, 'height'],
      [{ yearOfCreation: '24' }, 'yearOfCreation'],
      [{ status: 'draft' }, 'status'],
      [{ owner: String(cast.artistB.id) }, ''],
    ]
    for (const [extra, path] of cases) {
      const res = await send('POST', '/api/admin/add-artwork', cast.artistA, multipart(artworkFields(extra), [['artworks', img1]]))
      expect(res.status, JSON.stringify(extra)).toBe(400)
      expect(res.json.details.map((d: { path: string }) => d.path)).toContain(path)
    }
    const { artistName: _omitted, ...noArtist } = artworkFields()
    expect((await send('POST', '/api/admin/add-artwork', cast.artistA, multipart(noArtist, [['artworks', img1]]))).status).toBe(400)
    // Passes the form, fails the collection's own rule (an unknown category): the new images go again.
    const late = await send(
      'POST',
      '/api/admin/add-artwork',
      cast.artistA,
      multipart(artworkFields({ category: 'Ceramics' }), [
        ['artworks', img1],
        ['artworks', img2],
      ]),
    )
    expect(late.status).toBe(400)
    expect(late.json.error).toMatch(/category/)
    expect(await count('media')).toBe(before.media)
    expect(await count('artworks')).toBe(before.artworks)
  })

  it("accepts the member's own collection and refuses someone else's", async () => {
    const cover = (await payload.create({ collection: 'media', data: { alt: 'c' }, file: file(await jpeg(7)), overrideAccess: true })).id
    const mine = await payload.create({
      collection: 'artwork-collections',
      data: { collectionName: 'Mine', description: 'd', coverImage: cover, owner: cast.artistA.id },
      overrideAccess: true,
    })
    const theirs = await payload.create({
      collection: 'artwork-collections',
      data: { collectionName: 'Theirs', description: 'd', coverImage: cover, owner: cast.artistB.id },
      overrideAccess: true,
    })
    const ok = await send(
      'POST',
      '/api/admin/add-artwork',
      cast.artistA,
      multipart(artworkFields({ collectionId: mine.id }), [['artworks', img1]]),
    )
    expect(ok.status).toBe(201)
    expect(ok.json.artwork.collectionId).toBe(String(mine.id))
    const refused = await send(
      'POST',
      '/api/admin/add-artwork',
      cast.artistA,
      multipart(artworkFields({ collectionId: theirs.id }), [['artworks', img1]]),
    )
    expect(refused.status).toBe(400)
    expect(refused.json).toEqual({ error: 'This collection does not exist or is not yours.' })
  })
})

describe('PUT /api/admin/update-artwork', () => {
  it('changes only the fields sent (a withdrawn work stays withdrawn) and keeps the images when none are sent', async () => {
    const work = await artwork(cast.artistA, { status: 'unpublished', available: false, title: 'Before' })
    const res = await send('PUT', '/api/admin/update-artwork', cast.artistA, { _id: String(work.id), title: 'After', price: 52000 })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      message: 'Artwork updated.',
      artwork: { title: 'After', price: 52000, status: 'unpublished', available: false },
    })
    const doc = await payload.findByID({ collection: 'artworks', id: work.id, overrideAccess: true, depth: 0 })
    expect(doc.images).toEqual([media])
    expect(doc.slug).toBe(work.slug)
  })

  it('replaces the images when new ones are sent and deletes the old ones the member owned', async () => {
    const created = await send(
      'POST',
      '/api/admin/add-artwork',
      cast.artistA,
      multipart(artworkFields({ title: 'Replace me' }), [['artworks', img1]]),
    )
    const old = (await payload.findByID({ collection: 'artworks', id: created.json.artwork._id, overrideAccess: true, depth: 0 }))
      .images as number[]
    const res = await send(
      'PUT',
      '/api/admin/update-artwork',
      cast.artistA,
      multipart({ _id: created.json.artwork._id }, [
        ['artworks', img2],
        ['artworks', img1],
      ]),
    )
    expect(res.status).toBe(200)
    expect(res.json.artwork.imageUrls).toHaveLength(2)
    const now = (await payload.findByID({ collection: 'artworks', id: created.json.artwork._id, overrideAccess: true, depth: 0 }))
      .images as number[]
    expect(now).not.toContain(old[0])
    expect(await payload.findByID({ collection: 'media', id: old[0]!, overrideAccess: true, disableErrors: true })).toBeNull()
    // A shared image not owned by the member is never deleted.
    const shared = await artwork(cast.artistA, { title: 'Shared image' })
    await send('PUT', '/api/admin/update-artwork', cast.artistA, multipart({ _id: String(shared.id) }, [['artworks', img1]]))
    expect(await mediaFileExists(media)).toBe(true)
  })

  it("answers 404 for someone else's or unknown works, and undoes new images when the update fails", async () => {
    const theirs = await artwork(cast.artistB, { title: 'Not yours' })
    for (const who of [cast.artistA, cast.gallery, cast.editor]) {
      const res = await send('PUT', '/api/admin/update-artwork', who, { _id: String(theirs.id), title: 'Mine now' })
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ error: 'This artwork does not exist or is not yours.' })
    }
    expect((await payload.findByID({ collection: 'artworks', id: theirs.id, overrideAccess: true })).title).toBe('Not yours')
    expect((await send('PUT', '/api/admin/update-artwork', cast.artistA, { _id: 'abc', title: 'x' })).status).toBe(404)
    expect((await send('PUT', '/api/admin/update-artwork', cast.artistA, { title: 'x' })).status).toBe(400)
    expect((await send('PUT', '/api/admin/update-artwork', cast.artistA, { _id: String(theirs.id), likes: 1000 })).status).toBe(400)
    const mine = await artwork(cast.artistA, { title: 'Keep images' })
    const before = await count('media')
    const res = await send(
      'PUT',
      '/api/admin/update-artwork',
      cast.artistA,
      multipart({ _id: String(mine.id), style: 'Cubism-ish' }, [['artworks', img1]]),
    )
    expect(res.status).toBe(400)
    expect(await count('media')).toBe(before)
    expect((await payload.findByID({ collection: 'artworks', id: mine.id, overrideAccess: true, depth: 0 })).images).toEqual([media])
  })
})

describe('artworks list, one artwork, delete', () => {
  it("lists the member's own works of every status, 12 a page, newest first, with a tab filter", async () => {
    for (let i = 0; i < 13; i++) await artwork(cast.researcher, { title: `Study ${i}`, status: i % 4 === 0 ? 'unpublished' : 'published' })
    await artwork(cast.collector, { title: 'Someone else' })
    const page1 = await send('POST', '/api/admin/artworks', cast.researcher, { page: 1 })
    expect(page1.status).toBe(200)
    expect(page1.json).toMatchObject({ page: 1, pages: 2, count: 13 })
    expect(page1.json.artworks).toHaveLength(12)
    expect(page1.json.artworks[0].title).toBe('Study 12')
    const page2 = await send('POST', '/api/admin/artworks', cast.researcher, { page: 2 })
    expect(page2.json.artworks.map((a: Json) => a.title)).toEqual(['Study 0'])
    const drafts = await send('POST', '/api/admin/artworks', cast.researcher, { page: 1, status: 'unpublished' })
    expect(drafts.json.count).toBe(4)
    expect(drafts.json.artworks.every((a: Json) => a.status === 'unpublished')).toBe(true)
    expect((await send('POST', '/api/admin/artworks', cast.researcher, {})).json.page).toBe(1)
    for (const body of [{ page: 0 }, { page: 'two' }, { page: 1, status: 'draft' }, { page: 1, owner: cast.collector.id }]) {
      expect((await send('POST', '/api/admin/artworks', cast.researcher, body)).status).toBe(400)
    }
    expect((await send('POST', '/api/admin/artworks', cast.explorer, { page: 1 })).status).toBe(403)
  })

  it('shows one own work, and 404 for anyone else', async () => {
    const draft = await artwork(cast.artistA, { title: 'Private draft', status: 'unpublished' })
    const mine = await send('GET', `/api/admin/artwork/${draft.id}`, cast.artistA)
    expect(mine.status).toBe(200)
    expect(mine.json.artwork).toMatchObject({ _id: String(draft.id), title: 'Private draft', status: 'unpublished' })
    for (const who of [cast.artistB, cast.editor, cast.admin])
      expect((await send('GET', `/api/admin/artwork/${draft.id}`, who)).status).toBe(404)
    expect((await send('GET', '/api/admin/artwork/not-an-id', cast.artistA)).status).toBe(404)
    expect((await send('GET', '/api/admin/artwork/99999999999', cast.artistA)).status).toBe(404)
  })

  it('deletes an own work with its likes and own images; refuses sold ones, ones in orders or with enquiries', async () => {
    const created = await send(
      'POST',
      '/api/admin/add-artwork',
      cast.artistA,
      multipart(artworkFields({ title: 'Short-lived' }), [['artworks', img1]]),
    )
    const id = created.json.artwork._id
    const images = (await payload.findByID({ collection: 'artworks', id, overrideAccess: true, depth: 0 })).images as number[]
    await payload.create({ collection: 'likes', data: { owner: cast.explorer.id, artwork: Number(id) }, overrideAccess: true })
    expect((await send('DELETE', `/api/admin/artwork/${id}`, cast.artistB)).status).toBe(404)
    const res = await send('DELETE', `/api/admin/artwork/${id}`, cast.artistA)
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ message: 'Artwork deleted.' })
    expect(await payload.findByID({ collection: 'artworks', id, overrideAccess: true, disableErrors: true })).toBeNull()
    expect((await payload.count({ collection: 'likes', where: { artwork: { equals: id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect(await payload.findByID({ collection: 'media', id: images[0]!, overrideAccess: true, disableErrors: true })).toBeNull()
    expect((await send('DELETE', `/api/admin/artwork/${id}`, cast.artistA)).status).toBe(404)

    const sold = await artwork(cast.artistA, { title: 'Sold one', saleState: 'sold' })
    const refused = await send('DELETE', `/api/admin/artwork/${sold.id}`, cast.artistA)
    expect(refused.status).toBe(409)
    expect(refused.json).toEqual({ error: 'A sold artwork cannot be deleted.' })

    const ordered = await artwork(cast.artistA, { title: 'In an order' })
    await payload.create({
      collection: 'orders',
      data: {
        buyer: cast.collector.id,
        totalAmount: 1000,
        paymentStatus: 'failed',
        items: [{ artwork: ordered.id, seller: cast.artistA.id, title: 'In an order', artistName: 'Anil', price: 1000 }],
      },
      overrideAccess: true,
    })
    expect((await send('DELETE', `/api/admin/artwork/${ordered.id}`, cast.artistA)).status).toBe(409)

    const enquired = await artwork(cast.artistA, { title: 'Enquired' })
    await payload.create({
      collection: 'enquiries',
      data: {
        name: 'E',
        email: 'e@example.test',
        phone: '9999999999',
        username: 'anil-artist',
        artwork: enquired.id,
        artist: cast.artistA.id,
      },
      overrideAccess: true,
    })
    const withEnquiry = await send('DELETE', `/api/admin/artwork/${enquired.id}`, cast.artistA)
    expect(withEnquiry.status).toBe(409)
    expect(withEnquiry.json).toEqual({ error: 'This artwork has enquiries and cannot be deleted. Unpublish it instead.' })
    for (const w of [sold, ordered, enquired])
      expect(await payload.findByID({ collection: 'artworks', id: w.id, overrideAccess: true, disableErrors: true })).not.toBeNull()
  })
})

describe('collections', () => {
  it('adds a collection with its cover, and asks for the cover when it is missing', async () => {
    const res = await send(
      'POST',
      '/api/admin/add-collection',
      cast.artistB,
      multipart({ collectionName: 'Coastal', description: 'Works from the Konkan coast', status: 'true' }, [
        ['coverImage', img2, 'cover.jpg'],
      ]),
    )
    expect(res.status).toBe(201)
    expect(res.json.collection).toMatchObject({
      collectionName: 'Coastal',
      description: 'Works from the Konkan coast',
      status: true,
      username: 'bina-artist',
      artworkCount: 0,
    })
    expect(res.json.collection.coverImageUrl).toMatch(/^\/media\//)
    const before = await count('artwork-collections')
    const missing = await send(
      'POST',
      '/api/admin/add-collection',
      cast.artistB,
      multipart({ collectionName: 'No cover', description: 'd', status: 'true' }),
    )
    expect(missing.status).toBe(400)
    expect(missing.json).toEqual({ error: 'Please upload an image.' })
    const bad = await send(
      'POST',
      '/api/admin/add-collection',
      cast.artistB,
      multipart({ collectionName: '', description: 'd' }, [['coverImage', img2]]),
    )
    expect(bad.status).toBe(400)
    const notImage = await send(
      'POST',
      '/api/admin/add-collection',
      cast.artistB,
      multipart({ collectionName: 'PDF', description: 'd' }, [['coverImage', pdf, 'cover.png', 'image/png']]),
    )
    expect(notImage.status).toBe(415)
    expect(
      (
        await send(
          'POST',
          '/api/admin/add-collection',
          cast.explorer,
          multipart({ collectionName: 'X', description: 'd' }, [['coverImage', img2]]),
        )
      ).status,
    ).toBe(403)
    expect(await count('artwork-collections')).toBe(before)
  })

  it('lists own collections: all of them as a list, or one page with pages and count', async () => {
    for (const name of ['One', 'Two', 'Three']) {
      await send(
        'POST',
        '/api/admin/add-collection',
        cast.collector,
        multipart({ collectionName: name, description: `${name} described`, status: name === 'Two' ? 'false' : 'true' }, [
          ['coverImage', img1],
        ]),
      )
    }
    const all = await send('POST', '/api/admin/collections', cast.collector, { fetchAll: true })
    expect(all.status).toBe(200)
    expect(all.json.map((c: Json) => c.collectionName)).toEqual(['Three', 'Two', 'One'])
    const paged = await send('POST', '/api/admin/collections', cast.collector, { page: 1 })
    expect(paged.json).toMatchObject({ page: 1, pages: 1, count: 3 })
    expect(paged.json.collections).toHaveLength(3)
    const hidden = await send('POST', '/api/admin/collections', cast.collector, { page: 1, status: 'unpublished' })
    expect(hidden.json.collections.map((c: Json) => c.collectionName)).toEqual(['Two'])
    const withWork = all.json[0]._id
    await artwork(cast.collector, { title: 'In Three', collection: Number(withWork) })
    expect((await send('POST', '/api/admin/collections', cast.collector, { fetchAll: true })).json[0].artworkCount).toBe(1)
    expect(
      (await send('POST', '/api/admin/collections', cast.artistA, { fetchAll: true })).json.map((c: Json) => c.collectionName),
    ).not.toContain('Three')
    expect((await send('POST', '/api/admin/collections', cast.collector, { fetchAll: 'yes' })).status).toBe(400)
    expect((await send('POST', '/api/admin/collections', cast.explorer, { page: 1 })).status).toBe(403)
  })
})

describe('PUT /api/admin/update-profile', () => {
  it('saves personal fields and social links, and answers the profile with addresses', async () => {
    const res = await send('PUT', '/api/admin/update-profile', cast.explorer, {
      fullName: 'Eve Explorer-Shah',
      phone: '9000000001',
      bio: '<p>Hello <script>x</script></p>',
      instagram: '@eve.art',
    })
    expect(res.status).toBe(200)
    expect(res.json.user).toMatchObject({
      fullName: 'Eve Explorer-Shah',
      phone: '9000000001',
      email: 'eve-explorer@example.test',
      social: { instagram: '@eve.art', x: null, linkedin: null },
      addresses: [],
    })
    expect(res.json.user.bio).not.toContain('<script>')
    const cleared = await send('PUT', '/api/admin/update-profile', cast.explorer, { phone: '', x: 'https://x.com/eve' })
    expect(cleared.json.user).toMatchObject({ phone: null, social: { instagram: '@eve.art', x: 'https://x.com/eve' } })
  })

  it('appends one-entry arrays to the CV sections and addresses', async () => {
    const add = (body: Json) => send('PUT', '/api/admin/update-profile', cast.artistB, body)
    await add({ education: [{ institution: 'JJ School of Art', title: 'BFA', yearStart: '2010', yearEnd: 2014 }] })
    const second = await add({ education: [{ institution: 'MSU Baroda', title: 'MFA', yearStart: '2015', yearEnd: '2017' }] })
    expect(second.json.user.education.map((e: Json) => e.title)).toEqual(['BFA', 'MFA'])
    expect(second.json.user.education[0].yearEnd).toBe('2014')
    const more = await add({
      exhibitions: [{ institution: 'NGMA', title: 'Monsoon', type: 'Solo', year: '2019' }],
      awards: [{ title: 'Lalit Kala', awardedBy: 'LKA', year: '2020' }],
      publications: [{ title: 'Interview', type: 'Magazine', year: '2021' }],
      workshops: [{ title: 'Printmaking', institution: 'Kala Bhavana', year: '2018' }],
      addresses: [
        {
          billingName: 'Bina',
          email: 'b@example.test',
          phone: '9000000002',
          line1: '2 Hill Rd',
          city: 'Mumbai',
          state: 'MH',
          pincode: '400050',
          country: 'India',
        },
      ],
      quizPreferences: { color: 'calm-blue', subject: 'landscape', texture: 'oil', emotion: 'calm', music: 'jazz', role: 'it grounds me' },
    })
    expect(more.status).toBe(200)
    expect(more.json.user).toMatchObject({
      exhibitions: [{ title: 'Monsoon' }],
      awards: [{ awardedBy: 'LKA' }],
      publications: [{ type: 'Magazine' }],
      workshops: [{ institution: 'Kala Bhavana' }],
      addresses: [{ city: 'Mumbai' }],
      quizPreferences: { role: 'it grounds me', color: 'calm-blue' },
    })
    const third = await add({
      addresses: [
        {
          billingName: 'Office',
          email: 'o@example.test',
          phone: '9000000003',
          line1: '3 Link Rd',
          city: 'Pune',
          state: 'MH',
          pincode: '411001',
          country: 'India',
        },
      ],
    })
    expect(third.json.user.addresses.map((a: Json) => a.city)).toEqual(['Mumbai', 'Pune'])
    expect(third.json.user.education).toHaveLength(2)
  })

  it('refuses invalid fields, two entries at once, an empty update and a taken e-mail, changing nothing', async () => {
    const before = await payload.findByID({ collection: 'users', id: cast.gallery.id, overrideAccess: true, depth: 0 })
    for (const body of [
      {},
      { fullName: '' },
      { email: 'not-an-email' },
      { phone: '12345' },
      { education: [{ institution: 'X', title: 'Y', yearStart: '99', yearEnd: '2000' }] },
      {
        awards: [
          { title: 'A', awardedBy: 'B', year: '2020' },
          { title: 'C', awardedBy: 'D', year: '2021' },
        ],
      },
      { exhibitions: [{ institution: 'X', title: 'Y', type: 'Duo', year: '2020' }] },
      { role: 'admin' },
      { instagram: 'javascript:alert(1)' },
    ]) {
      const res = await send('PUT', '/api/admin/update-profile', cast.gallery, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(typeof res.json.error).toBe('string')
    }
    const taken = await send('PUT', '/api/admin/update-profile', cast.gallery, { email: 'anil-artist@example.test' })
    expect(taken.status).toBe(409)
    expect(taken.json).toEqual({ error: 'An account with this e-mail already exists.' })
    const after = await payload.findByID({ collection: 'users', id: cast.gallery.id, overrideAccess: true, depth: 0 })
    expect(after.updatedAt).toBe(before.updatedAt)
    expect((await send('PUT', '/api/admin/update-profile', null, { fullName: 'Nobody' })).status).toBe(401)
  })

  it('sets a profile photo from multipart, replacing the old one, and asks for the image when it is missing', async () => {
    const first = await send('PUT', '/api/admin/update-profile', cast.collector, multipart({}, [['profilePhoto', img1, 'me.jpg']]))
    expect(first.status).toBe(200)
    expect(first.json.user.photo.url).toMatch(/^\/media\/chetan-collector-[0-9a-f]{8}\.jpg$/)
    const oldPhoto = (await payload.findByID({ collection: 'users', id: cast.collector.id, overrideAccess: true, depth: 0 }))
      .photo as number
    const second = await send(
      'PUT',
      '/api/admin/update-profile',
      cast.collector,
      multipart({ fullName: 'Chetan C' }, [['profilePhoto', img2, 'me2.jpg']]),
    )
    expect(second.json.user).toMatchObject({ fullName: 'Chetan C' })
    expect(await payload.findByID({ collection: 'media', id: oldPhoto, overrideAccess: true, disableErrors: true })).toBeNull()
    const missing = await send('PUT', '/api/admin/update-profile', cast.collector, multipart({ fullName: 'Chetan C' }))
    expect(missing.status).toBe(400)
    expect(missing.json).toEqual({ error: 'Please upload an image.' })
    const notImage = await send('PUT', '/api/admin/update-profile', cast.collector, multipart({}, [['profilePhoto', pdf, 'me.jpg']]))
    expect(notImage.status).toBe(415)
  })
})

describe('GET /api/admin/purchases', () => {
  it("answers the member's own orders as a buyer, newest first, with their count", async () => {
    const work = await artwork(cast.artistA, { title: 'Bought' })
    const order = (buyer: User, total: number) =>
      payload.create({
        collection: 'orders',
        data: {
          buyer: buyer.id,
          totalAmount: total,
          // Purchases lists paid (or failed) orders, not checkouts still waiting for payment.
          paymentStatus: 'success',
          customer: { name: buyer.fullName, email: 'private@example.test', phone: '9000000000' },
          items: [{ artwork: work.id, seller: cast.artistA.id, title: 'Bought', artistName: 'Anil Artist', price: total }],
        },
        overrideAccess: true,
      })
    await order(cast.researcher, 1000)
    await new Promise((r) => setTimeout(r, 5))
    await order(cast.researcher, 2000)
    await order(cast.gallery, 3000)
    const res = await send('GET', '/api/admin/purchases', cast.researcher)
    expect(res.status).toBe(200)
    expect(res.json.totalOrders).toBe(2)
    expect(res.json.orders.map((o: Json) => o.totalAmount)).toEqual([2000, 1000])
    expect(res.json.orders[0]).toMatchObject({
      orderStatus: 'placed',
      status: 'placed',
      paymentStatus: 'success',
      items: [{ title: 'Bought', price: 2000 }],
    })
    // The seller does not see the buyer's orders here: this is the buyer's list.
    expect((await send('GET', '/api/admin/purchases', cast.artistA)).json).toEqual({ totalOrders: 0, orders: [] })
    expect((await send('GET', '/api/admin/purchases', null)).status).toBe(401)
  })
})
