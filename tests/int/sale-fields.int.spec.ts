/**
 * The sale's fields (saleState, reservedUntil, soldAt, reservedOrder, soldOrder) and the likes
 * counter are written only by the sale's conditional writes, the likes route and the seed: no
 * request may set them, staff included. Otherwise the back office's form, which sends back every
 * field it showed, would put a work sold since the form opened back on sale.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Artwork, User } from '../../payload-types'
import { file, jpeg } from './helpers/images'
import { startPayload, type TestPayload } from './helpers/payload'
import { makeUser } from './helpers/users'

let t: TestPayload
let payload: Payload
let artist: User
let editor: User
let mediaId: number

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  artist = await makeUser(payload, 'artist', 'field-artist')
  editor = await makeUser(payload, 'editor', 'field-editor')
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'x', owner: artist.id },
    file: file(await jpeg(3)),
    overrideAccess: true,
  })
  mediaId = media.id
}, 300_000)

afterAll(async () => {
  await t?.close()
})

const base = () => ({ title: 'Quiet Harbour', owner: artist.id, medium: 'Oil', images: [mediaId], price: 40000 })

describe('sale fields', () => {
  it('a stale back-office save cannot put a sold work back on sale', async () => {
    const sold = await payload.create({
      collection: 'artworks',
      data: { ...base(), saleState: 'sold', available: false, soldAt: new Date().toISOString(), likes: 4 } as Artwork,
      overrideAccess: true,
    })
    // What the form opened before the sale would send back.
    await payload.update({
      collection: 'artworks',
      id: sold.id,
      data: { saleState: 'forSale', available: true, soldAt: null, likes: 900, title: 'Quiet Harbour II' },
      overrideAccess: false,
      user: editor,
    })
    const after = await payload.findByID({ collection: 'artworks', id: sold.id, overrideAccess: true, depth: 0 })
    expect(after).toMatchObject({ title: 'Quiet Harbour II', saleState: 'sold', available: false, likes: 4 })
    expect(after.soldAt).toBeTruthy()
  })

  it('a member cannot create a work already sold, reserved or liked', async () => {
    const created = await payload.create({
      collection: 'artworks',
      data: { ...base(), saleState: 'sold', reservedUntil: new Date(Date.now() + 3_600_000).toISOString(), likes: 999 } as Artwork,
      overrideAccess: false,
      user: artist,
    })
    const stored = await payload.findByID({ collection: 'artworks', id: created.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ saleState: 'forSale', available: true, likes: 0 })
    expect(stored.reservedUntil ?? null).toBeNull()
  })
})
