/**
 * The signed-in home's rows (issue 21, part 6): GET /api/user/home-rows answers the newest public
 * works of whom the member follows and of their alerts (the shop listing's filter), never anyone
 * else's follows, never a draft or a work staff have not approved, and nothing to visitors; and
 * PATCH /api/user/alerts/:id changes one alert's frequency, for its owner only. Run on the SQL
 * catalogue and on the portable one (the int-portable project), the same answers.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Gallery, User } from '../../payload-types'
import { ALERT_MESSAGES } from '../../shared/alerts'
import { startShop, type Shop } from './helpers/shop'
import { makeUser } from './helpers/users'

let shop: Shop
let payload: Payload
let asha: User
let ravi: User
let nobody: User
let meera: User
let kiran: User
let galleryOwner: User
let gallery: Gallery

const titles = (list: { title: string }[]) => list.map((a) => a.title)
const patch = (path: string, body: unknown, who?: User | null) => shop.http.call('PATCH', path, body, who)

beforeAll(async () => {
  shop = await startShop()
  payload = shop.payload
  asha = await shop.member('collector', 'asha')
  ravi = await shop.member('collector', 'ravi')
  nobody = await shop.member('collector', 'nobody')
  meera = await shop.seller('meera')
  kiran = await shop.seller('kiran')
  galleryOwner = await makeUser(payload, 'gallery', 'lalit-owner')
  gallery = await payload.create({
    collection: 'galleries',
    data: { name: 'Lalit Gallery', username: 'lalit-gallery', owner: galleryOwner.id, city: 'Mumbai' },
    overrideAccess: true,
  })
})
afterAll(async () => {
  await shop?.close()
})

describe('GET /api/user/home-rows', () => {
  it('asks a visitor to sign in', async () => {
    const res = await shop.http.get('/api/user/home-rows')
    expect(res.status).toBe(401)
  })

  it('answers two empty rows to a member who follows nobody and has no alerts, never cached', async () => {
    const res = await shop.http.get('/api/user/home-rows', nobody)
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ following: [], alerts: [] })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it("shows the followed artists' and galleries' new public works, newest first, and only the member's own follows", async () => {
    await shop.work(meera, { title: 'Meera earlier', style: 'Figurative' })
    await shop.work(meera, { title: 'Meera draft', status: 'unpublished' })
    const pending = await shop.work(meera, { title: 'Meera unreviewed' })
    await payload.update({ collection: 'artworks', id: pending.id, data: { review: 'pending' }, overrideAccess: true })
    await shop.work(galleryOwner, { title: 'Lalit show' })
    await shop.work(kiran, { title: 'Kiran abstract', style: 'Abstract' })
    await shop.work(meera, { title: 'Meera latest', style: 'Figurative' })

    expect((await shop.http.call('PUT', `/api/user/following/artist/${meera.id}`, undefined, asha)).status).toBe(200)
    expect((await shop.http.call('PUT', `/api/user/following/gallery/${gallery.id}`, undefined, asha)).status).toBe(200)
    expect((await shop.http.call('PUT', `/api/user/following/artist/${kiran.id}`, undefined, ravi)).status).toBe(200)

    const mine = await shop.http.get('/api/user/home-rows', asha)
    expect(mine.status).toBe(200)
    expect(titles(mine.json.following)).toEqual(['Meera latest', 'Lalit show', 'Meera earlier'])
    expect(mine.json.alerts).toEqual([])
    // The cards' fields, as the shop's lists answer them.
    expect(mine.json.following[0]).toMatchObject({ artistName: expect.any(String), price: 45000, hasLiked: false })

    const his = await shop.http.get('/api/user/home-rows', ravi)
    expect(titles(his.json.following)).toEqual(['Kiran abstract'])
    expect((await shop.http.get('/api/user/home-rows', nobody)).json).toEqual({ following: [], alerts: [] })
  })

  it('shows the new public works that match any of the alerts, as the shop listing filters them', async () => {
    const saved = await shop.http.post('/api/user/alerts', { criteria: { style: 'abstract' } }, asha)
    expect(saved.status).toBe(201)
    await shop.work(kiran, { title: 'Kiran abstract draft', style: 'Abstract', status: 'unpublished' })
    await shop.work(kiran, { title: 'Kiran minimal', style: 'Minimalism' })
    const res = await shop.http.get('/api/user/home-rows', asha)
    expect(titles(res.json.alerts)).toEqual(['Kiran abstract'])
    // Another member's alert shows nothing to her, and hers nothing to him.
    expect((await shop.http.get('/api/user/home-rows', ravi)).json.alerts).toEqual([])
    await shop.http.post('/api/user/alerts', { criteria: { style: 'minimalism' } }, ravi)
    expect(titles((await shop.http.get('/api/user/home-rows', ravi)).json.alerts)).toEqual(['Kiran minimal'])
    expect(titles((await shop.http.get('/api/user/home-rows', asha)).json.alerts)).toEqual(['Kiran abstract'])
  })
})

describe('PATCH /api/user/alerts/:id', () => {
  it("changes one alert's frequency for its owner only, with a sentence for bad input", async () => {
    const { json } = await shop.http.get('/api/user/alerts', asha)
    const alert = json.alerts[0] as { _id: string; frequency: string }
    expect(alert.frequency).toBe('daily')

    const done = await patch(`/api/user/alerts/${alert._id}`, { frequency: 'instant' }, asha)
    expect(done.status).toBe(200)
    expect(done.json).toMatchObject({ alert: { _id: alert._id, frequency: 'instant' }, message: ALERT_MESSAGES.frequencySaved('instant') })
    const stored = await payload.findByID({ collection: 'alerts', id: alert._id, depth: 0, overrideAccess: true })
    expect(stored.frequency).toBe('instant')

    const other = await patch(`/api/user/alerts/${alert._id}`, { frequency: 'daily' }, ravi)
    expect(other.status).toBe(404)
    expect(other.json.error).toBe(ALERT_MESSAGES.notFound)
    expect((await patch(`/api/user/alerts/${alert._id}`, { frequency: 'weekly' }, asha)).json.error).toMatch(
      /frequency must be daily or instant/,
    )
    expect((await patch(`/api/user/alerts/${alert._id}`, { frequency: 'weekly' }, asha)).status).toBe(400)
    expect((await patch(`/api/user/alerts/${alert._id}`, { frequency: 'daily' }, null)).status).toBe(401)
    expect((await patch('/api/user/alerts/not-an-id', { frequency: 'daily' }, asha)).status).toBe(404)
    expect((await payload.findByID({ collection: 'alerts', id: alert._id, depth: 0, overrideAccess: true })).frequency).toBe('instant')
  })
})
