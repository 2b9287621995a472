import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestPayload } from './helpers/payload'
import { startPayload } from './helpers/payload'
import { makeCast } from './helpers/users'

/**
 * MongoDB cannot be installed where this project is built, so this file runs only where a server
 * exists: MONGODB_TEST_URI=mongodb://localhost:27017 (a replica set, for transactions).
 */
const server = process.env.MONGODB_TEST_URI
if (!server) console.info('tests/int/mongodb.int.spec.ts skipped: set MONGODB_TEST_URI to a MongoDB replica set to run it.')

describe.skipIf(!server)('MongoDB adapter', () => {
  let t: TestPayload
  beforeAll(async () => {
    const url = new URL(server!)
    url.pathname = `/kala_int_${Date.now()}`
    t = await startPayload({ databaseUri: url.toString() })
  })
  afterAll(async () => {
    await t?.payload.db.connection?.dropDatabase?.()
    await t?.close()
  })

  it('stores and reads artworks with the same access rules', async () => {
    const cast = await makeCast(t.payload)
    expect(t.payload.db.name).toBe('mongoose')
    const visitorView = await t.payload.find({ collection: 'users', where: { id: { equals: cast.artistA.id } }, overrideAccess: false })
    expect(visitorView.docs[0]).not.toHaveProperty('email')
    await expect(
      t.payload.create({
        collection: 'artwork-collections',
        data: { collectionName: 'x', description: 'y', status: true } as never,
        overrideAccess: false,
        user: cast.explorer,
      }),
    ).rejects.toThrow()
  })

  it('answers the public API through the portable catalogue: listing, one artwork, search', async () => {
    const { catalogueOf } = await import('../../cms/catalogue')
    const { createApp } = await import('../../cms/app')
    const { listen } = await import('./helpers/server')
    const { file, jpeg } = await import('./helpers/images')
    const { makeUser } = await import('./helpers/users')
    expect(catalogueOf(t.payload).impl).toBe('portable')
    const artist = await makeUser(t.payload, 'artist', 'mongo-artist')
    const image = await t.payload.create({ collection: 'media', data: { alt: 'x' }, file: file(await jpeg(7)), overrideAccess: true })
    const work = await t.payload.create({
      collection: 'artworks',
      data: { title: 'Monsoon Harbour', owner: artist.id, medium: 'Oil', price: 1000, images: [image.id] } as never,
      overrideAccess: true,
    })
    const { url, close } = await listen(createApp({ payload: t.payload, mediaDir: process.env.MEDIA_DIR }))
    try {
      const post = (path: string, body: unknown) =>
        fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) =>
          r.json(),
        )
      expect(await post('/api/public/artworks', {})).toMatchObject({
        count: 1,
        artworks: [{ _id: String(work.id), saleStatus: 'available' }],
      })
      expect((await (await fetch(`${url}/api/public/artwork/${work.id}`)).json()).artwork.artistSlug).toBe('mongo-artist')
      expect((await post('/api/user/search', { searchString: 'monsoon harbor' })).artworks.map((a: { _id: string }) => a._id)).toEqual([
        String(work.id),
      ])
    } finally {
      await close()
    }
  })

  it("counts views once per visitor and day and keeps a seller's likes per day (the stats store's MongoDB writes)", async () => {
    const { createApp } = await import('../../cms/app')
    const { listen } = await import('./helpers/server')
    const { file, jpeg } = await import('./helpers/images')
    const { makeUser } = await import('./helpers/users')
    const { dayOf } = await import('../../cms/stats/day')
    const seller = await makeUser(t.payload, 'artist', 'mongo-seller')
    const fan = await makeUser(t.payload, 'explorer', 'mongo-fan')
    const image = await t.payload.create({ collection: 'media', data: { alt: 'x' }, file: file(await jpeg(8)), overrideAccess: true })
    const work = await t.payload.create({
      collection: 'artworks',
      data: { title: 'Counted', owner: seller.id, medium: 'Oil', price: 1000, images: [image.id] } as never,
      overrideAccess: true,
    })
    const { url, close } = await listen(createApp({ payload: t.payload, mediaDir: process.env.MEDIA_DIR }))
    try {
      const view = (agent: string) =>
        fetch(`${url}/api/public/artwork/${work.id}/view`, { method: 'POST', headers: { 'user-agent': agent } })
      await Promise.all(Array.from({ length: 10 }, () => view('one')))
      await view('two')
      const day = dayOf(new Date())
      const stats = async () =>
        (await t.payload.find({ collection: 'seller-stats', where: { seller: { equals: seller.id } }, overrideAccess: true })).docs
      const views = await t.payload.find({ collection: 'artwork-views', where: { artwork: { equals: work.id } }, overrideAccess: true })
      expect(views.docs.map((d) => [d.day, d.views])).toEqual([[day, 2]])
      expect((await stats()).map((d) => [d.day, d.views, d.likes])).toEqual([[day, 2, 0]])
      const like = await t.payload.create({ collection: 'likes', data: { owner: fan.id, artwork: work.id }, overrideAccess: true })
      expect((await stats())[0]?.likes).toBe(1)
      await t.payload.delete({ collection: 'likes', id: like.id, overrideAccess: true })
      expect((await stats())[0]?.likes).toBe(0)
    } finally {
      await close()
    }
  })
})
