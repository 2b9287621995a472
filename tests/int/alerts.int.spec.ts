/**
 * Alerts, digests and notifications (issue 21, part 2): an alert matches exactly the works the
 * shop's listing shows under its filters; a work that becomes public tells each matching member
 * and each follower once; the digest goes out once per member and day however often, and however
 * concurrently, its task runs; its one-click unsubscribe link works without a session and a forged
 * one is refused; a lower price tells the work's likers.
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { alertsMatching, onReleased, sendDigests, unsubscribeToken, worksMatching } from '../../cms/alerts'
import type { Artwork, User } from '../../payload-types'
import { ALERT_LIMIT, ALERT_MESSAGES, criteriaKey, type AlertCriteria } from '../../shared/alerts'
import { alertCriteriaSchema } from '../../shared/alertSchemas'
import { formatInr } from '../../shared/checkout-messages'
import { mailsTo, runJobs, startShop, subjectOf, type Shop } from './helpers/shop'

let shop: Shop
let payload: Payload

beforeAll(async () => {
  shop = await startShop()
  payload = shop.payload
})
afterAll(async () => {
  await shop?.close()
})
afterEach(() => {
  vi.useRealTimers()
})

const notificationsOf = async (who: User) =>
  (
    await payload.find({
      collection: 'notifications',
      where: { recipient: { equals: who.id } },
      sort: ['createdAt', 'id'],
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

/** Every id the shop's listing shows for these filters, as the storefront asks for them. */
async function shopIds(criteria: AlertCriteria): Promise<string[]> {
  const body: Record<string, unknown> = { page: 1, sort: 'newest' }
  for (const [k, v] of Object.entries(criteria)) body[k] = Array.isArray(v) ? v.join(',') : v
  const ids: string[] = []
  for (let page = 1; page < 20; page++) {
    const res = await shop.http.post('/api/public/artworks', { ...body, page })
    expect(res.status).toBe(200)
    const list = res.json.artworks as { _id: string }[]
    ids.push(...list.map((a) => a._id))
    if (list.length < 12) break
  }
  return ids.sort()
}

const CRITERIA: AlertCriteria[] = [
  {},
  { style: ['abstract'] },
  { medium: ['oil'] },
  { style: ['abstract', 'figurative'], medium: ['acrylic'] },
  { color: 'blue' },
  { size: ['large'] },
  { priceMin: 20000, priceMax: 60000 },
  { priceMax: 30000, mood: ['calm'] },
  { category: ['painting'], color: 'red', size: ['small', 'medium'] },
  { style: ['no-such-style'] },
]

describe('matching: the same rule as the shop listing', () => {
  it('matches exactly the works the listing shows under the same filters, on two catalogues', async () => {
    const artist = await shop.seller('matcher')
    const make = (data: Partial<Artwork>) => shop.work(artist, data)
    const first = [
      await make({ title: 'Blue field', style: 'Abstract', medium: 'Oil', colors: ['blue', 'white'], price: 25000, width: 20, height: 20 }),
      await make({
        title: 'Red figure',
        style: 'Figurative',
        medium: 'Acrylic',
        colors: ['red'],
        price: 55000,
        width: 60,
        height: 40,
        category: 'Painting',
      }),
      await make({
        title: 'Calm sea',
        style: 'Abstract',
        medium: 'Watercolour',
        mood: 'Calm',
        colors: ['white', 'blue'],
        price: 12000,
        width: 10,
        height: 14,
      }),
      await make({ title: 'On request', style: 'Minimalism', medium: 'oil', price: null, width: 70, height: 50 }),
      await make({ title: 'Draft', style: 'Abstract', medium: 'Oil', status: 'unpublished' } as Partial<Artwork>),
    ]
    const all = async () =>
      (
        await payload.find({ collection: 'artworks', pagination: false, depth: 0, select: { createdAt: true }, overrideAccess: true })
      ).docs.map((d) => String(d.id))
    for (const c of CRITERIA) expect((await worksMatching(payload, c, await all())).sort(), JSON.stringify(c)).toEqual(await shopIds(c))
    // A second catalogue: the same works changed, and more of them.
    await payload.update({ collection: 'artworks', id: first[0].id, data: { price: 65000, colors: ['red', 'blue'] }, overrideAccess: true })
    await payload.update({ collection: 'artworks', id: first[2].id, data: { available: false }, overrideAccess: true })
    await make({
      title: 'Large red',
      style: 'Abstract',
      category: 'Painting',
      medium: 'Acrylic',
      colors: ['red'],
      price: 18000,
      width: 80,
      height: 60,
    })
    await make({
      title: 'Small calm',
      style: 'Figurative',
      category: 'Painting',
      mood: 'Calm',
      colors: ['red'],
      price: 9000,
      width: 8,
      height: 8,
    })
    for (const c of CRITERIA) expect((await worksMatching(payload, c, await all())).sort(), JSON.stringify(c)).toEqual(await shopIds(c))
  })

  it('stores one normalised shape: the same view, written any way, has one key', () => {
    const a = alertCriteriaSchema.parse({ style: 'pop-art,Abstract', color: 'Blue', priceMin: 0, priceMax: 500000 })
    const b = alertCriteriaSchema.parse({ style: ['abstract', 'pop-art', 'abstract'], color: 'blue' })
    expect(a).toEqual({ style: ['abstract', 'pop-art'], color: 'blue' })
    expect(criteriaKey(a)).toBe(criteriaKey(b))
    expect(alertCriteriaSchema.safeParse({ q: 'river' }).error?.issues[0].message).toBe(ALERT_MESSAGES.noSearchWords)
    expect(alertCriteriaSchema.safeParse({ priceMin: 5000, priceMax: 10 }).error?.issues[0].message).toBe(ALERT_MESSAGES.priceOrder)
  })
})

describe('saving alerts through /api/user/alerts', () => {
  it('saves, refuses a duplicate and search words, caps the number, and keeps each member to their own', async () => {
    const asha = await shop.buyer('asha-saver')
    const ravi = await shop.buyer('ravi-saver')
    const saved = await shop.http.post('/api/user/alerts', { criteria: { style: 'abstract,pop-art', color: 'blue' } }, asha)
    expect(saved.status).toBe(201)
    expect(saved.json.alert.name).toBe('Abstract, Pop Art · Blue')
    expect(saved.json.alert.shopPath).toBe('/shop/artworks?style=abstract,pop-art&color=blue')
    expect(saved.json.message).toBe(ALERT_MESSAGES.saved)
    const again = await shop.http.post('/api/user/alerts', { criteria: { color: 'Blue', style: ['pop-art', 'abstract'] } }, asha)
    expect(again).toMatchObject({ status: 409, json: { error: ALERT_MESSAGES.duplicate } })
    expect((await shop.http.post('/api/user/alerts', { criteria: { q: 'river' } }, asha)).status).toBe(400)
    expect((await shop.http.post('/api/user/alerts', { criteria: { style: 'abstract' } }, null)).status).toBe(401)
    // Ravi may save the same view: the key is per member.
    expect((await shop.http.post('/api/user/alerts', { criteria: { style: 'abstract,pop-art', color: 'blue' } }, ravi)).status).toBe(201)
    // Ravi cannot see or delete Asha's alert.
    expect((await shop.http.get('/api/user/alerts', ravi)).json.alerts).toHaveLength(1)
    expect((await shop.http.call('DELETE', `/api/user/alerts/${saved.json.alert._id}`, undefined, ravi)).status).toBe(404)
    for (let i = 1; i < ALERT_LIMIT; i++) {
      expect((await shop.http.post('/api/user/alerts', { criteria: { priceMin: i * 1000 } }, asha)).status).toBe(201)
    }
    expect(await shop.http.post('/api/user/alerts', { criteria: { priceMin: 999 } }, asha)).toMatchObject({
      status: 400,
      json: { error: ALERT_MESSAGES.tooMany },
    })
    expect((await shop.http.call('DELETE', `/api/user/alerts/${saved.json.alert._id}`, undefined, asha)).status).toBe(200)
    expect((await shop.http.get('/api/user/alerts', asha)).json.alerts).toHaveLength(ALERT_LIMIT - 1)
  })
})

describe('events, digests and unsubscribing', () => {
  it('tells each matching member and follower once when a work becomes public, and mails one digest a day', async () => {
    const seller = await shop.member('artist', 'new-seller', { trusted: false })
    const staff = await shop.member('editor', 'staff-reviewer')
    const byStyle = await shop.buyer('digest-style')
    const byPrice = await shop.buyer('digest-price')
    const follower = await shop.buyer('digest-follower')
    const elsewhere = await shop.buyer('digest-elsewhere')
    const both = await shop.buyer('digest-both')
    const save = async (who: User, criteria: Record<string, unknown>) =>
      expect((await shop.http.post('/api/user/alerts', { criteria }, who)).status).toBe(201)
    await save(byStyle, { style: 'surrealism' })
    await save(byPrice, { medium: 'charcoal', priceMax: 40000 })
    await save(elsewhere, { style: 'surrealism', priceMin: 100000 })
    await save(both, { style: 'surrealism' })
    for (const who of [follower, both])
      expect((await shop.http.call('PUT', `/api/user/following/artist/${seller.id}`, undefined, who)).status).toBe(200)

    // A new seller's work waits for review: not public, nobody is told.
    const work = await shop.work(seller, { title: 'Dream of Kochi', style: 'Surrealism', medium: 'Charcoal', price: 32000 })
    expect(work.review).toBe('pending')
    expect(await alertsMatching(payload, work.id)).toEqual([])
    for (const who of [byStyle, byPrice, follower, elsewhere, both]) expect(await notificationsOf(who)).toEqual([])
    // A draft approved stays unseen: still nobody.
    const draft = await shop.work(seller, {
      title: 'Unfinished',
      style: 'Surrealism',
      medium: 'Charcoal',
      price: 1000,
      status: 'unpublished',
    } as Partial<Artwork>)
    await payload.update({ collection: 'artworks', id: draft.id, data: { review: 'approved' }, user: staff, overrideAccess: false })
    // Staff approve the work: it is public now.
    await payload.update({ collection: 'artworks', id: work.id, data: { review: 'approved' }, user: staff, overrideAccess: false })
    // Saved again (a second review, an edit): nothing new.
    await payload.update({ collection: 'artworks', id: work.id, data: { title: 'Dream of Kochi' }, overrideAccess: true })
    const told = async (who: User) => (await notificationsOf(who)).map((n) => [n.kind, n.reason, String(n.artwork)])
    expect(await told(byStyle)).toEqual([['new-work', 'alert', String(work.id)]])
    expect(await told(byPrice)).toEqual([['new-work', 'alert', String(work.id)]])
    expect(await told(follower)).toEqual([['new-work', 'follow', String(work.id)]])
    expect(await told(both)).toEqual([['new-work', 'alert', String(work.id)]])
    expect(await told(elsewhere)).toEqual([])

    // The bell's count and the list, which marks them read.
    expect((await shop.http.get('/api/user/notifications/unread', follower)).json).toEqual({ unread: 1 })
    const list = await shop.http.get('/api/user/notifications', follower)
    expect(list.json.notifications[0]).toMatchObject({
      kind: 'new-work',
      reason: 'follow',
      artwork: { title: 'Dream of Kochi', price: 32000 },
    })
    expect((await shop.http.post('/api/user/notifications/read', {}, follower)).json).toEqual({ unread: 0 })
    // Another member reads none of them.
    expect((await shop.http.get('/api/user/notifications', elsewhere)).json.notifications).toEqual([])

    // Before 8:00 in India no daily digest goes; at 10:00 one each, however often and however concurrently the task runs.
    const early = new Date('2026-12-01T01:00:00Z') // 06:30 IST
    const morning = new Date('2026-12-01T04:30:00Z') // 10:00 IST
    expect(await sendDigests(payload, early)).toBe(0)
    const runs = [await sendDigests(payload, morning), await sendDigests(payload, morning)]
    runs.push(...(await Promise.all([sendDigests(payload, morning), sendDigests(payload, morning)])))
    // (Members of the tests above whose alerts match get theirs too: the first run sends every due digest.)
    expect(runs[0]).toBeGreaterThanOrEqual(4)
    expect(runs.slice(1)).toEqual([0, 0, 0])
    for (const who of [byStyle, byPrice, follower, both]) expect(mailsTo(who.email)).toHaveLength(1)
    expect(mailsTo(elsewhere.email)).toHaveLength(0)

    // Through the jobs queue, twice, with time moved on the same day: nothing more.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T09:00:00Z') })
    await payload.jobs.queue({ task: 'sendDigests', input: {} })
    await payload.jobs.queue({ task: 'sendDigests', input: {} })
    await runJobs(payload)
    vi.useRealTimers()
    for (const who of [byStyle, byPrice, follower, both]) expect(mailsTo(who.email)).toHaveLength(1)

    const mail = mailsTo(byStyle.email)[0]
    expect(subjectOf(mail)).toBe(ALERT_MESSAGES.digestSubject(1))
    expect(mail).toContain('Dream of Kochi')
    expect(mail).toContain('New Seller')
    expect(mail).toContain(formatInr(32000))
    expect(mail).toMatch(/<img src="[^"]+"/)
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
    const link = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail)?.[1]
    expect(link).toContain(`/api/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(payload, byStyle.id))}`)

    // The link: a GET shows the page and changes nothing; the one-click POST, without a session, turns digests off.
    const path = new URL(link!).pathname + new URL(link!).search
    const page = await shop.http.get(path)
    expect(page.status).toBe(200)
    expect(page.text).toContain('<button type="submit">Unsubscribe</button>')
    const stored = async (who: User) =>
      (await payload.findByID({ collection: 'users', id: who.id, overrideAccess: true, depth: 0 })).alertSettings
    expect((await stored(byStyle))?.digest).toBe('daily')
    const posted = await shop.http.call('POST', path, 'List-Unsubscribe=One-Click', null, {
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(posted.status).toBe(200)
    expect(posted.json.message).toBe(ALERT_MESSAGES.unsubscribed)
    expect((await stored(byStyle))?.digest).toBe('off')
    // A forged token (another member's id under this signature), or none, is refused and changes nothing.
    const forged = unsubscribeToken(payload, byStyle.id).replace(/^\d+/, String(byPrice.id))
    const refused = await shop.http.call(
      'POST',
      `/api/alerts/unsubscribe?token=${encodeURIComponent(forged)}`,
      'List-Unsubscribe=One-Click',
      null,
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    )
    expect(refused).toMatchObject({ status: 400, json: { error: ALERT_MESSAGES.badToken } })
    expect((await shop.http.call('POST', '/api/alerts/unsubscribe', '', null)).status).toBe(400)
    expect((await stored(byPrice))?.digest).toBe('daily')

    // Next day: the unsubscribed member gets nothing more, even with a new match.
    const next = await shop.work(seller, { title: 'Second dream', style: 'Surrealism', medium: 'Oil', price: 90000 })
    await payload.update({ collection: 'artworks', id: next.id, data: { review: 'approved' }, user: staff, overrideAccess: false })
    await sendDigests(payload, new Date('2026-12-02T04:30:00Z'))
    expect(mailsTo(both.email)).toHaveLength(2)
    expect(mailsTo(byStyle.email)).toHaveLength(1)
    expect(mailsTo(follower.email)).toHaveLength(2)
  })

  it('tells likers of a lower price and of a work available again, once each; an instant member is mailed at once', async () => {
    const artist = await shop.seller('price-artist')
    const liker = await shop.buyer('price-liker')
    const other = await shop.buyer('price-other')
    const work = await shop.work(artist, { title: 'Falling price', price: 50000 })
    expect((await shop.http.post('/api/user/like-artwork', { artworkId: String(work.id) }, liker)).status).toBe(200)
    expect(
      (await shop.http.call('PUT', '/api/user/notification-settings', { digest: 'instant', followedWorks: true }, liker)).json.settings,
    ).toEqual({ digest: 'instant', followedWorks: true })
    await payload.update({ collection: 'artworks', id: work.id, data: { price: 60000 }, overrideAccess: true })
    expect(await notificationsOf(liker)).toEqual([])
    await payload.update({ collection: 'artworks', id: work.id, data: { price: 40000 }, overrideAccess: true })
    await onReleased(payload, [work.id], new Date('2026-12-03T02:00:00Z'))
    await onReleased(payload, [work.id], new Date('2026-12-03T02:00:00Z'))
    expect((await notificationsOf(liker)).map((n) => n.kind)).toEqual(['price-drop', 'back-available'])
    expect(await notificationsOf(other)).toEqual([])
    // Instant: mailed at the next run, before the digest hour, once.
    const early = new Date('2026-12-03T01:00:00Z')
    await Promise.all([sendDigests(payload, early), sendDigests(payload, early)])
    await sendDigests(payload, early)
    const mails = mailsTo(liker.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('Price lowered')
    expect(mails[0]).toContain('Available again')
    expect(mails[0]).toContain(formatInr(40000))
  })
})
