/**
 * Moderation (issue 10, part 5): an account that has not verified its e-mail is never public (its
 * profile, every list, search, the sitemap, its works), and a new seller's works wait in staff's
 * review queue until approved or until staff trust the seller. Through the real Express app on
 * both catalogue implementations (vitest.int.config.ts runs this file again with the portable one).
 */
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyEndpoint } from '../../collections/Users/verifyEndpoint'
import type { Artwork, User } from '../../payload-types'
import { jpeg } from './helpers/images'
import { type Json, type Shop, startShop } from './helpers/shop'
import { makeUser } from './helpers/users'

let shop: Shop
let editor: User
let admin: User

beforeAll(async () => {
  shop = await startShop()
  editor = await makeUser(shop.payload, 'editor', 'moderating-editor')
  // Accounts are edited by admins (collections/Users: update is admin or self), so trust is theirs to give.
  admin = await makeUser(shop.payload, 'admin', 'moderating-admin')
})
afterAll(async () => shop?.close())

const pub = (path: string, body: unknown = {}) => shop.http.post(`/api/public${path}`, body)
const pubGet = (path: string) => shop.http.get(`/api/public${path}`)
const usernames = (list: Json[]) => list.map((x) => x.username as string)
const titles = (list: Json[]) => list.map((x) => x.title as string)

/** Everything a visitor can reach an account or a work by, in one read. */
async function publicView(artistSlug: string, galleryUsername: string, word: string) {
  const [newArtists, artists, profile, galleries, newGalleries, gallery, search, shopList] = await Promise.all([
    pub('/top-artists', { type: 'New Arrivals' }),
    pub('/artists', { page: 1 }),
    pubGet(`/profile/artist/${artistSlug}`),
    pub('/galleries', {}),
    pub('/top-galleries', { type: 'New Arrivals' }),
    pubGet(`/gallery/${galleryUsername}`),
    shop.http.post('/api/user/search', { searchString: word }),
    pub('/artworks', { page: 1 }),
  ])
  return {
    newArtists: usernames(newArtists.json.artists),
    artists: usernames(artists.json.artists),
    profile: profile.status,
    galleries: usernames(galleries.json.galleries),
    newGalleries: usernames(newGalleries.json.galleries),
    gallery: gallery.status,
    searchArtists: usernames(search.json.artists),
    searchGalleries: usernames(search.json.galleries),
    searchWorks: titles(search.json.artworks),
    shopWorks: titles(shopList.json.artworks),
  }
}

async function signUp(role: 'artist' | 'gallery', username: string, fullName: string) {
  const res = await shop.http.post('/auth/signup', {
    role,
    fullName,
    username,
    email: `${username}@example.test`,
    password: 'long-password-1',
    cpassword: 'long-password-1',
  })
  expect(res.status).toBe(201)
  const row = (await shop.payload.db.findOne({ collection: 'users', where: { username: { equals: username } } })) as User & {
    _verificationToken: string
  }
  return row
}

async function verify(user: User & { _verificationToken: string }) {
  const res = await shop.http.post('/auth/verify-email', { email: user.email, verificationToken: user._verificationToken })
  expect(res.status).toBe(200)
}

/** A member's own request with multipart fields and one image (the storefront's artwork form). */
async function sendForm(method: 'POST' | 'PUT', path: string, who: User, fields: Record<string, string>, withImage = true) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  if (withImage) form.append('artworks', new Blob([new Uint8Array(await jpeg(9))], { type: 'image/jpeg' }), 'work.jpg')
  const res = await fetch(shop.base + path, { method, headers: { authorization: `Bearer ${shop.http.tokenOf(who)}` }, body: form })
  const text = await res.text()
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Json }
}

const addWork = (who: User, title: string) =>
  sendForm('POST', '/api/admin/add-artwork', who, {
    artistName: who.fullName,
    title,
    medium: 'Oil',
    material: 'Canvas',
    height: '20',
    width: '16',
    depth: '1',
    price: '42000',
    status: 'published',
    available: 'true',
  })

const stored = (id: number | string) => shop.payload.findByID({ collection: 'artworks', id, overrideAccess: true, depth: 0 })

describe('an account that has not verified its e-mail', () => {
  it('is in no list, profile, search result or sitemap, nor are its works, until it verifies; then at once', async () => {
    const artist = await signUp('artist', 'aadya-unverified', 'Aadya Quokkapainter')
    const gallery = await signUp('gallery', 'aaa-unverified-gallery', 'Aaa Quokka Gallery')
    // Staff list and approve a work for the artist (as for a consigned work): still not public.
    const work = await shop.payload.create({
      collection: 'artworks',
      data: {
        title: 'Quokka at Dawn',
        owner: artist.id,
        medium: 'Oil',
        price: 30000,
        images: [(await shop.work(editor)).images[0]],
        review: 'approved',
      } as Artwork,
      overrideAccess: true,
    })
    expect(work.ownerVerified).toBe(false)

    const before = await publicView('aadya-unverified', 'aaa-unverified-gallery', 'quokka')
    expect(before).toMatchObject({ profile: 404, gallery: 404 })
    expect(before.newArtists).not.toContain('aadya-unverified')
    expect(before.artists).not.toContain('aadya-unverified')
    expect(before.galleries).not.toContain('aaa-unverified-gallery')
    expect(before.newGalleries).not.toContain('aaa-unverified-gallery')
    expect(before.searchArtists).toEqual([])
    expect(before.searchGalleries).toEqual([])
    expect(before.searchWorks).toEqual([])
    expect(before.shopWorks).not.toContain('Quokka at Dawn')
    expect((await pubGet(`/artwork/${work.id}`)).status).toBe(404)
    const sitemap = await (await fetch(`${shop.base}/sitemap.xml`)).text()
    expect(sitemap).not.toContain('aadya-unverified')
    expect(sitemap).not.toContain('aaa-unverified-gallery')
    expect(sitemap).not.toContain(`/${work.id}<`)
    // Nor through Payload as a visitor or another member (the rules /cms/api applies).
    const other = await shop.member('collector', 'curious')
    for (const who of [undefined, other]) {
      const users = await shop.payload.find({
        collection: 'users',
        where: { username: { like: 'unverified' } },
        overrideAccess: false,
        user: who,
      })
      expect(users.docs).toEqual([])
      const pages = await shop.payload.find({ collection: 'galleries', overrideAccess: false, user: who, depth: 0 })
      expect(usernames(pages.docs as unknown as Json[])).not.toContain('aaa-unverified-gallery')
    }

    await verify(artist)
    await verify(gallery)
    // No memo is forgotten here: the lists follow the verification at once.
    const after = await publicView('aadya-unverified', 'aaa-unverified-gallery', 'quokka')
    expect(after).toMatchObject({ profile: 200, gallery: 200 })
    expect(after.newArtists[0]).toBe('aadya-unverified')
    expect(after.artists).toContain('aadya-unverified')
    expect(after.galleries[0]).toBe('aaa-unverified-gallery')
    expect(after.newGalleries[0]).toBe('aaa-unverified-gallery')
    expect(after.searchArtists).toEqual(['aadya-unverified'])
    expect(after.searchGalleries).toEqual(['aaa-unverified-gallery'])
    expect(after.searchWorks).toEqual(['Quokka at Dawn'])
    expect(after.shopWorks).toContain('Quokka at Dawn')
    expect((await pubGet(`/artwork/${work.id}`)).status).toBe(200)
  })

  it("becomes public at once when verified through the back office's door too (/cms/api/users/verify/:token)", async () => {
    const gallery = await signUp('gallery', 'door-verified-gallery', 'Door Verified Gallery')
    expect((await pubGet('/gallery/door-verified-gallery')).status).toBe(404)
    // Payload's REST router answers with the first endpoint that matches: ours, not Payload's own (which runs no hooks).
    const endpoints = shop.payload.collections.users.config.endpoints || []
    const first = endpoints.find((e) => e.path === '/verify/:id' && e.method === 'post')
    expect(first?.handler).toBe(verifyEndpoint.handler)
    const req = await createLocalReq({}, shop.payload)
    req.routeParams = { id: gallery._verificationToken }
    expect((await verifyEndpoint.handler(req)).status).toBe(200)
    expect((await pubGet('/gallery/door-verified-gallery')).status).toBe(200)
    expect(usernames((await shop.http.post('/api/user/search', { searchString: 'door verified' })).json.galleries)).toEqual([
      'door-verified-gallery',
    ])
    req.routeParams = { id: 'no-such-token' }
    await expect(verifyEndpoint.handler(req)).rejects.toMatchObject({ status: 403 })
  })

  it('hides again when staff withdraw the verification', async () => {
    const seller = await shop.member('artist', 'withdrawn-verification', { fullName: 'Wombat Withdrawn' })
    const work = await shop.work(seller, { title: 'Wombat Nocturne' })
    expect((await pubGet(`/artwork/${work.id}`)).status).toBe(200)
    await shop.payload.update({
      collection: 'users',
      id: seller.id,
      data: { _verified: false } as never,
      overrideAccess: false,
      user: admin,
    })
    expect((await pubGet(`/artwork/${work.id}`)).status).toBe(404)
    expect((await pubGet(`/profile/artist/${seller.username}`)).status).toBe(404)
    expect(titles((await shop.http.post('/api/user/search', { searchString: 'wombat' })).json.artworks)).toEqual([])
  })
})

describe('the review queue', () => {
  it("keeps a new seller's work pending and out of the shop; the owner sees it awaiting review", async () => {
    const newbie = await shop.member('artist', 'newbie', { trusted: false })
    const added = await addWork(newbie, 'Pending Pangolin')
    expect(added.status).toBe(201)
    expect(added.json.artwork.review).toEqual({ state: 'pending', reason: null })
    const id = added.json.artwork._id as string
    expect((await pubGet(`/artwork/${id}`)).status).toBe(404)
    expect(titles((await pub('/artworks', { page: 1 })).json.artworks)).not.toContain('Pending Pangolin')
    expect(titles((await shop.http.post('/api/user/search', { searchString: 'pangolin' })).json.artworks)).toEqual([])
    // The owner sees it, with its state, in the member area and on the artwork page.
    const own = await shop.http.get(`/api/admin/artwork/${id}`, newbie)
    expect(own.json.artwork).toMatchObject({ title: 'Pending Pangolin', review: { state: 'pending', reason: null } })
    const list = await shop.http.post('/api/admin/artworks', { page: 1 }, newbie)
    expect(list.json.artworks.map((a: Json) => [a.title, a.review.state])).toEqual([['Pending Pangolin', 'pending']])
    expect((await shop.http.get(`/api/public/artwork/${id}`, newbie)).status).toBe(200)
  })

  it("publishes a trusted seller's work on create", async () => {
    const trusted = await shop.member('artist', 'trusted')
    const added = await addWork(trusted, 'Trusted Tapir')
    expect(added.json.artwork.review).toEqual({ state: 'approved', reason: null })
    expect((await pubGet(`/artwork/${added.json.artwork._id}`)).status).toBe(200)
  })

  it('never lets a member set the review, the trust or the verification copy, through either door', async () => {
    const sneaky = await shop.member('artist', 'sneaky', { trusted: false })
    // The storefront's form refuses fields it does not know.
    const forged = await sendForm('POST', '/api/admin/add-artwork', sneaky, {
      artistName: 'Sneaky',
      title: 'Forged Approval',
      medium: 'Oil',
      material: 'Canvas',
      height: '20',
      width: '16',
      depth: '1',
      price: '1000',
      available: 'true',
      review: 'approved',
    })
    expect(forged.status).toBe(400)
    expect((await sendForm('PUT', '/api/admin/update-profile', sneaky, { trusted: 'true' }, false)).status).toBe(400)
    // Through Payload as the member (the rules /cms/api applies): the fields are dropped.
    // One of the member's own images (another's is refused: hooks/ownRelations.ts).
    const image = (await shop.work(sneaky)).images[0]
    const created = await shop.payload.create({
      collection: 'artworks',
      data: { title: 'Forged Too', owner: sneaky.id, medium: 'Oil', images: [image], review: 'approved', ownerVerified: true } as Artwork,
      overrideAccess: false,
      user: sneaky,
    })
    expect(await stored(created.id)).toMatchObject({ review: 'pending', ownerVerified: true })
    await shop.payload.update({
      collection: 'artworks',
      id: created.id,
      data: { review: 'approved', rejectionReason: 'none' },
      overrideAccess: false,
      user: sneaky,
    })
    expect(await stored(created.id)).toMatchObject({ review: 'pending', rejectionReason: null })
    await shop.payload.update({ collection: 'users', id: sneaky.id, data: { trusted: true }, overrideAccess: false, user: sneaky })
    const visitorMade = await shop.payload.create({
      collection: 'users',
      data: {
        email: 'self-trusted@example.test',
        username: 'self-trusted',
        fullName: 'Self Trusted',
        role: 'artist',
        password: 'long-password-1',
        trusted: true,
      },
      overrideAccess: false,
      disableVerificationEmail: true,
    })
    for (const id of [sneaky.id, visitorMade.id]) {
      const row = (await shop.payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })) as User
      expect(row.trusted).toBe(false)
    }
    expect((await pubGet(`/artwork/${created.id}`)).status).toBe(404)
  })

  it('rejects with a reason only; the seller reads it, and editing sends the work back for review', async () => {
    const seller = await shop.member('artist', 'rejected-seller', { trusted: false })
    const id = (await addWork(seller, 'Rejected Rhino')).json.artwork._id as string
    await expect(
      shop.payload.update({ collection: 'artworks', id, data: { review: 'rejected' }, overrideAccess: false, user: editor }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('Rejection Reason') })
    expect((await stored(id)).review).toBe('pending')
    await shop.payload.update({
      collection: 'artworks',
      id,
      data: { review: 'rejected', rejectionReason: 'The photo is blurred.' },
      overrideAccess: false,
      user: editor,
    })
    const own = await shop.http.get(`/api/admin/artwork/${id}`, seller)
    expect(own.json.artwork.review).toEqual({ state: 'rejected', reason: 'The photo is blurred.' })
    expect((await pubGet(`/artwork/${id}`)).status).toBe(404)
    const edited = await sendForm('PUT', '/api/admin/update-artwork', seller, { _id: id, title: 'Rejected Rhino, sharper' }, false)
    expect(edited.status).toBe(200)
    expect(edited.json.artwork.review).toEqual({ state: 'pending', reason: null })
  })

  it('makes a work public at once when staff approve it, and approves the waiting works when staff trust the seller', async () => {
    const seller = await shop.member('artist', 'approved-seller', { trusted: false })
    const first = (await addWork(seller, 'Okapi First')).json.artwork._id as string
    const second = (await addWork(seller, 'Okapi Second')).json.artwork._id as string
    const count = async () => (await pub('/artworks', { page: 1 })).json.count as number
    const before = await count()
    await shop.payload.update({ collection: 'artworks', id: first, data: { review: 'approved' }, overrideAccess: false, user: editor })
    expect((await pubGet(`/artwork/${first}`)).status).toBe(200)
    expect(await count()).toBe(before + 1)
    expect(titles((await shop.http.post('/api/user/search', { searchString: 'okapi' })).json.artworks)).toEqual(['Okapi First'])
    await shop.payload.update({ collection: 'users', id: seller.id, data: { trusted: true }, overrideAccess: false, user: admin })
    expect((await stored(second)).review).toBe('approved')
    expect(await count()).toBe(before + 2)
    expect((await addWork(seller, 'Okapi Third')).json.artwork.review.state).toBe('approved')
  })
})
