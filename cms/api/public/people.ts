/**
 * Public routes about people: the artists and galleries lists, their top lists, one gallery page,
 * and public profiles. Documents come from the Local API as a visitor (`overrideAccess: false`,
 * no user), so the access rules and the private-field hooks of collections/Users apply; the
 * rankings are computed with grouped SQL and remembered for a few seconds (cache.ts).
 */
import { Router } from 'express'
import type { Payload, Where } from 'payload'
import type { ArtistSummary, Exhibition as ApiExhibition, Gallery as ApiGallery } from '../../../shared/api-types'
import { MEMBER_ROLES, TOP_ARTIST_TABS, TOP_GALLERY_TABS } from '../../../shared/constants'
import { pageBodySchema, topListSchema } from '../../../shared/schemas'
import type { Exhibition, Gallery, User } from '../../../payload-types'
import { all, iso, num } from '../../search/sql'
import { badRequest, notFound } from '../http/errors'
import { body } from '../http/validate'
import { exhibitionState, toApiExhibition, toApiGallery } from '../mappers/gallery'
import { idOf } from '../../../shared/idOf'
import { toArtistSummary, toPublicProfile } from '../mappers/profile'
import { memo } from './cache'
import { VISIBLE } from './catalogue'
import { offsetOf, PAGE_SIZE, paged } from './paging'

const DAY = 86_400_000
const SUMMARY_SELECT = { fullName: true, username: true, slug: true, photo: true, city: true, role: true } as const

/** Visible works and their likes per owner (one grouped scan, remembered for a few seconds). */
export function worksPerOwner(payload: Payload): Promise<Map<number, { works: number; likes: number }>> {
  return memo(payload, 'works-per-owner', async () => {
    const rows = await all(
      payload,
      `SELECT a.owner_id, count(*) AS works, sum(a.likes) AS likes FROM artworks a WHERE ${VISIBLE} GROUP BY a.owner_id`,
    )
    return new Map(rows.map((r) => [num(r.owner_id), { works: num(r.works), likes: num(r.likes) }]))
  })
}

export function exhibitionsPerGallery(payload: Payload): Promise<Map<number, number>> {
  return memo(payload, 'exhibitions-per-gallery', async () => {
    const rows = await all(payload, 'SELECT gallery_id, count(*) AS n FROM exhibitions GROUP BY gallery_id')
    return new Map(rows.map((r) => [num(r.gallery_id), num(r.n)]))
  })
}

/** Artist summaries for user ids, in the order given. */
export async function artistSummaries(payload: Payload, ids: number[]): Promise<ArtistSummary[]> {
  if (ids.length === 0) return []
  const [{ docs }, works] = await Promise.all([
    payload.find({
      collection: 'users',
      where: { id: { in: ids } },
      limit: ids.length,
      pagination: false,
      depth: 1,
      select: SUMMARY_SELECT,
      overrideAccess: false,
    }),
    worksPerOwner(payload),
  ])
  const byId = new Map(docs.map((u) => [Number(u.id), u as User]))
  return ids
    .map((id) => byId.get(id))
    .filter((u): u is User => u !== undefined)
    .map((u) => toArtistSummary(u, works.get(Number(u.id))?.works ?? 0))
}

/** Galleries for ids, in the order given. */
export async function gallerySummaries(payload: Payload, ids: number[]): Promise<ApiGallery[]> {
  if (ids.length === 0) return []
  const [{ docs }, counts] = await Promise.all([
    payload.find({
      collection: 'galleries',
      where: { id: { in: ids } },
      limit: ids.length,
      pagination: false,
      depth: 1,
      overrideAccess: false,
    }),
    exhibitionsPerGallery(payload),
  ])
  const byId = new Map(docs.map((g) => [Number(g.id), g]))
  return ids
    .map((id) => byId.get(id))
    .filter((g): g is Gallery => g !== undefined)
    .map((g) => toApiGallery(g, counts.get(Number(g.id)) ?? 0))
}

/** Current exhibitions first (closing soonest), then upcoming (opening soonest), then the archive (latest first). */
export function sortExhibitions(list: Exhibition[], now = new Date()): Exhibition[] {
  const order = { current: 0, upcoming: 1, archive: 2 } as const
  const key = (e: Exhibition) => {
    const state = exhibitionState(e, now)
    const t = state === 'current' ? Date.parse(e.endDate) : state === 'upcoming' ? Date.parse(e.startDate) : -Date.parse(e.endDate)
    return [order[state], t] as const
  }
  return [...list].sort((a, b) => {
    const [sa, ta] = key(a)
    const [sb, tb] = key(b)
    return sa - sb || ta - tb || Number(b.id) - Number(a.id)
  })
}

/** A gallery by numeric id or by username (DECISIONS 12: both appear in links). */
export async function findGallery(payload: Payload, idOrUsername: string): Promise<Gallery | null> {
  const key = idOrUsername.trim()
  if (!/^[a-z0-9][a-z0-9._-]{0,63}$/i.test(key)) return null
  const where: Where = /^\d{1,12}$/.test(key)
    ? { or: [{ id: { equals: Number(key) } }, { username: { equals: key } }] }
    : { username: { equals: key } }
  const { docs } = await payload.find({ collection: 'galleries', where, limit: 1, depth: 1, overrideAccess: false })
  return docs[0] ?? null
}

/** All exhibitions of a gallery (a gallery holds tens, not thousands), current first. */
export async function galleryExhibitions(payload: Payload, galleryId: number | string, now = new Date()): Promise<Exhibition[]> {
  const { docs } = await payload.find({
    collection: 'exhibitions',
    where: { gallery: { equals: galleryId } },
    limit: 500,
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return sortExhibitions(docs, now)
}

type Ranked = { id: number; createdAt: string }

async function membersOfRole(payload: Payload, role: string): Promise<Ranked[]> {
  return memo(payload, `members:${role}`, async () => {
    const rows = await all(payload, 'SELECT id, created_at FROM users WHERE role = ?', [role])
    return rows.map((r) => ({ id: num(r.id), createdAt: iso(r.created_at) }))
  })
}

/** Likes on each owner's works since `since`. */
async function recentLikesPerOwner(payload: Payload, days: number): Promise<Map<number, number>> {
  return memo(payload, `recent-likes-per-owner:${days}`, async () => {
    const since = new Date(Date.now() - days * DAY).toISOString()
    const rows = await all(
      payload,
      'SELECT a.owner_id, count(*) AS n FROM likes l JOIN artworks a ON a.id = l.artwork_id WHERE l.created_at >= ? GROUP BY a.owner_id',
      [since],
    )
    return new Map(rows.map((r) => [num(r.owner_id), num(r.n)]))
  })
}

const newestFirst = (a: Ranked, b: Ranked) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id

/** Every member of the role, in the tab's order (computed in memory: members are thousands, not millions). */
async function rankArtists(payload: Payload, type: (typeof TOP_ARTIST_TABS)[number], role: string): Promise<number[]> {
  const members = await membersOfRole(payload, role)
  if (type === 'New Arrivals') return [...members].sort(newestFirst).map((m) => m.id)
  const works = await worksPerOwner(payload)
  const likes = (id: number) => works.get(id)?.likes ?? 0
  const byLikes = (a: Ranked, b: Ranked) =>
    likes(b.id) - likes(a.id) || (works.get(b.id)?.works ?? 0) - (works.get(a.id)?.works ?? 0) || newestFirst(a, b)
  if (type === 'Trending Artists') {
    const recent = await recentLikesPerOwner(payload, 30)
    return [...members].sort((a, b) => (recent.get(b.id) ?? 0) - (recent.get(a.id) ?? 0) || byLikes(a, b)).map((m) => m.id)
  }
  // Top Ranked: staff's list first, then by all-time likes.
  const curation = await payload.findGlobal({ slug: 'home-curation', depth: 0, overrideAccess: false })
  const ids = new Set(members.map((m) => m.id))
  const curated = (curation.topArtists ?? []).map((u) => Number(idOf(u))).filter((id) => ids.has(id))
  const rest = members.filter((m) => !curated.includes(m.id)).sort(byLikes)
  return [...curated, ...rest.map((m) => m.id)]
}

async function rankGalleries(payload: Payload, type: (typeof TOP_GALLERY_TABS)[number]): Promise<number[]> {
  const now = new Date().toISOString()
  const galleries = await memo(payload, 'galleries', async () => {
    const rows = await all(payload, 'SELECT id, created_at, views FROM galleries')
    return rows.map((r) => ({ id: num(r.id), createdAt: iso(r.created_at), views: num(r.views) }))
  })
  const views = new Map(galleries.map((g) => [g.id, g.views]))
  const byViews = (a: Ranked, b: Ranked) => (views.get(b.id) ?? 0) - (views.get(a.id) ?? 0) || newestFirst(a, b)
  if (type === 'New Arrivals') return [...galleries].sort(newestFirst).map((g) => g.id)
  if (type === 'Currently Viewing') {
    // Galleries with an exhibition open today, most viewed first; then the others.
    const open = await memo(payload, 'galleries-open', async () => {
      const rows = await all(payload, 'SELECT DISTINCT gallery_id FROM exhibitions WHERE start_date <= ? AND end_date >= ?', [now, now])
      return new Set(rows.map((r) => num(r.gallery_id)))
    })
    return [...galleries].sort((a, b) => Number(open.has(b.id)) - Number(open.has(a.id)) || byViews(a, b)).map((g) => g.id)
  }
  // Most Active: staff's list first, then by exhibitions held in the last year and planned.
  const active = await memo(payload, 'galleries-active', async () => {
    const since = new Date(Date.now() - 365 * DAY).toISOString()
    const rows = await all(payload, 'SELECT gallery_id, count(*) AS n FROM exhibitions WHERE end_date >= ? GROUP BY gallery_id', [since])
    return new Map(rows.map((r) => [num(r.gallery_id), num(r.n)]))
  })
  const curation = await payload.findGlobal({ slug: 'home-curation', depth: 0, overrideAccess: false })
  const ids = new Set(galleries.map((g) => g.id))
  const curated = (curation.topGalleries ?? []).map((g) => Number(idOf(g))).filter((id) => ids.has(id))
  const rest = galleries
    .filter((g) => !curated.includes(g.id))
    .sort((a, b) => (active.get(b.id) ?? 0) - (active.get(a.id) ?? 0) || byViews(a, b))
  return [...curated, ...rest.map((g) => g.id)]
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T, field: string): T {
  if (value === undefined || value === '') return fallback
  const found = allowed.find((a) => a.toLowerCase() === value.toLowerCase())
  if (!found)
    throw badRequest(`${field} must be one of: ${allowed.join(', ')}.`, [{ path: field, message: `must be one of: ${allowed.join(', ')}` }])
  return found
}

export function publicPeopleRouter(payload: Payload): Router {
  const router = Router()

  router.post('/artists', async (req, res) => {
    const { page } = body(req, pageBodySchema)
    const result = await payload.find({
      collection: 'users',
      where: { role: { equals: 'artist' } },
      sort: 'fullName',
      page,
      limit: PAGE_SIZE,
      depth: 1,
      select: SUMMARY_SELECT,
      overrideAccess: false,
    })
    const works = await worksPerOwner(payload)
    res.json(
      paged(
        'artists',
        result.docs.map((u) => toArtistSummary(u as User, works.get(Number(u.id))?.works ?? 0)),
        page,
        result.totalDocs,
      ),
    )
  })

  router.post('/galleries', async (req, res) => {
    const { page } = body(req, pageBodySchema)
    const result = await payload.find({ collection: 'galleries', sort: 'name', page, limit: PAGE_SIZE, depth: 1, overrideAccess: false })
    const counts = await exhibitionsPerGallery(payload)
    res.json(
      paged(
        'galleries',
        result.docs.map((g) => toApiGallery(g, counts.get(Number(g.id)) ?? 0)),
        page,
        result.totalDocs,
      ),
    )
  })

  router.post('/top-artists', async (req, res) => {
    const f = body(req, topListSchema)
    const type = oneOf(f.type, TOP_ARTIST_TABS, TOP_ARTIST_TABS[0], 'type')
    const ranked = await rankArtists(payload, type, f.role ?? 'artist')
    const ids = ranked.slice(offsetOf(f.page), offsetOf(f.page) + PAGE_SIZE)
    res.json({ ...paged('artists', await artistSummaries(payload, ids), f.page, ranked.length), type })
  })

  router.post('/top-galleries', async (req, res) => {
    const f = body(req, topListSchema)
    const type = oneOf(f.type, TOP_GALLERY_TABS, TOP_GALLERY_TABS[0], 'type')
    const ranked = await rankGalleries(payload, type)
    const ids = ranked.slice(offsetOf(f.page), offsetOf(f.page) + PAGE_SIZE)
    res.json({ ...paged('galleries', await gallerySummaries(payload, ids), f.page, ranked.length), type })
  })

  router.get('/gallery/:id', async (req, res) => {
    const gallery = await findGallery(payload, String(req.params.id))
    if (!gallery) throw notFound('No such gallery.')
    const now = new Date()
    const [exhibitions, artists] = await Promise.all([
      galleryExhibitions(payload, gallery.id, now),
      artistSummaries(
        payload,
        (gallery.artists ?? []).map((a) => Number(idOf(a))).filter((id) => Number.isInteger(id)),
      ),
    ])
    res.json({
      gallery: toApiGallery(gallery, exhibitions.length),
      exhibitions: exhibitions.map((e) => toApiExhibition(e, now)) satisfies ApiExhibition[],
      artists,
    })
  })

  router.get('/profile/:role/:slug', async (req, res) => {
    const role = String(req.params.role).toLowerCase()
    const slug = String(req.params.slug).trim()
    if (!(MEMBER_ROLES as readonly string[]).includes(role) || !/^[a-z0-9][a-z0-9._-]{0,119}$/i.test(slug))
      throw notFound('No such profile.')
    const { docs } = await payload.find({
      collection: 'users',
      where: { and: [{ role: { equals: role } }, { or: [{ slug: { equals: slug.toLowerCase() } }, { username: { equals: slug } }] }] },
      limit: 1,
      depth: 1,
      overrideAccess: false,
    })
    if (!docs[0]) throw notFound('No such profile.')
    res.json({ profile: toPublicProfile(docs[0] as User) })
  })

  return router
}
