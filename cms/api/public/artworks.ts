/**
 * Public artwork routes: the shop listing (filters, sort, free text), one artwork, the artwork of
 * the day, an artist's works, and the top-artwork lists. Reads go through catalogue.ts (plain SQL
 * with the collection's visibility rule); curation comes from the home-curation global.
 */
import { Router } from 'express'
import type { Payload } from 'payload'
import type { Artwork as ApiArtwork } from '../../../shared/api-types'
import { PRICE_FILTER, type TopArtworkType } from '../../../shared/constants'
import {
  artworksByArtistSchema,
  artworksFilterSchema,
  byUsernameSchema,
  topArtworksSchema,
  type ArtworksFilter,
} from '../../../shared/schemas'
import type { User } from '../../../payload-types'
import { expandQuery, rankedPage } from '../../search/query'
import { all, num, placeholders, type Row } from '../../search/sql'
import { badRequest, notFound } from '../http/errors'
import { body } from '../http/validate'
import { idOf } from '../../../shared/idOf'
import { toPublicProfile } from '../mappers/profile'
import { catalogueVersion, memo } from './cache'
import {
  artworkRows,
  artworksByIds,
  countArtworks,
  findArtworkRow,
  toApiArtworks,
  VISIBLE,
  visibleArtworksByIds,
  visibleIds,
} from './catalogue'
import { mapFacet, mediumSpellings } from './filters'
import { publicProfileBySql } from './profiles'
import { offsetOf, PAGE_SIZE, paged, pageOf } from './paging'

const NEWEST = 'a.created_at DESC, a.id DESC'
const RELATED = 6

type Conditions = { where: string[]; params: unknown[]; none: boolean }

/** The listing's filters as SQL conditions on alias `a` (all of them index-backed, see Artworks' indexes). */
export function filterConditions(f: Partial<ArtworksFilter>, options: { priceAsFilter?: boolean } = {}): Conditions {
  const c: Conditions = { where: [], params: [], none: false }
  const inList = (column: string, values: string[] | undefined) => {
    if (values === undefined) return
    if (values.length === 0) {
      c.none = true
      return
    }
    c.where.push(`a.${column} IN (${placeholders(values.length)})`)
    c.params.push(...values)
  }
  inList('category', mapFacet('category', f.category))
  inList('style', mapFacet('style', f.style))
  const mediums = mapFacet('medium', f.medium)
  inList('medium', mediums && mediums.length > 0 ? mediumSpellings(mediums) : mediums)
  inList('mood', mapFacet('mood', f.mood))
  inList('size_class', f.size && f.size.length > 0 ? f.size : undefined)
  if (f.color) {
    c.where.push('a.primary_color = ?')
    c.params.push(f.color)
  }
  // Sorted newest first, a price range is better checked on the rows an ordered index yields than
  // used as the index (which reads the whole range and sorts it): SQLite's planner, with no
  // histogram of prices, picks the range; `+a.price` keeps it from using that index.
  const price = options.priceAsFilter ? '+a.price' : 'a.price'
  if (f.priceMin !== undefined && f.priceMin > 0) {
    c.where.push(`${price} >= ?`)
    c.params.push(f.priceMin)
  }
  // The slider's top (500000) reads as "and above".
  if (f.priceMax !== undefined && f.priceMax < PRICE_FILTER.max) {
    c.where.push(`${price} <= ?`)
    c.params.push(f.priceMax)
  }
  return c
}

/** Counted with the catalogue's version in the key: exact after every write, at most 10 s stale otherwise. */
async function count(payload: Payload, where: string[], params: unknown[]): Promise<number> {
  const version = await catalogueVersion(payload)
  return memo(payload, `count:${version}:${where.join(' AND ')}:${JSON.stringify(params)}`, () => countArtworks(payload, where, params))
}

/**
 * A page of visible artworks matching `c`, in `sort` order. Price sorts list the priced works by
 * price, then the "Price on request" ones (newest first), as two index-ordered segments.
 */
async function listPage(
  payload: Payload,
  c: Conditions,
  sort: ArtworksFilter['sort'],
  page: number,
): Promise<{ rows: Row[]; count: number }> {
  const offset = offsetOf(page)
  if (sort === 'newest') {
    const [rows, total] = await Promise.all([
      artworkRows(payload, { where: c.where, params: c.params, orderBy: NEWEST, limit: PAGE_SIZE, offset }),
      count(payload, c.where, c.params),
    ])
    return { rows, count: total }
  }
  const priced = [...c.where, 'a.price IS NOT NULL']
  const direction = sort === 'price-asc' ? 'ASC' : 'DESC'
  const [pricedCount, total] = await Promise.all([count(payload, priced, c.params), count(payload, c.where, c.params)])
  const rows: Row[] = []
  if (offset < pricedCount) {
    rows.push(
      ...(await artworkRows(payload, {
        where: priced,
        params: c.params,
        orderBy: `a.price ${direction}, a.id ${direction}`,
        limit: PAGE_SIZE,
        offset,
      })),
    )
  }
  if (rows.length < PAGE_SIZE && total > pricedCount) {
    rows.push(
      ...(await artworkRows(payload, {
        where: [...c.where, 'a.price IS NULL'],
        params: c.params,
        orderBy: NEWEST,
        limit: PAGE_SIZE - rows.length,
        offset: Math.max(0, offset - pricedCount),
      })),
    )
  }
  return { rows, count: total }
}

/** The shop search: free text ranked by the search index, with the same filters. */
async function searchPage(
  payload: Payload,
  q: string,
  c: Conditions,
  sort: ArtworksFilter['sort'] | 'relevance',
  page: number,
): Promise<{ rows: Row[]; count: number } | null> {
  const { words, expansion } = await expandQuery(payload, q)
  if (words.length === 0) return null
  const orderBy =
    sort === 'price-asc'
      ? 'a.price IS NULL, a.price ASC, a.id ASC'
      : sort === 'price-desc'
        ? 'a.price IS NULL, a.price DESC, a.id DESC'
        : sort === 'newest'
          ? NEWEST
          : undefined
  const { ids, count: total } = await rankedPage(payload, 'artwork', expansion, {
    join: {
      table: 'artworks',
      alias: 'a',
      where: [VISIBLE, ...c.where].join(' AND '),
      params: c.params,
      tieBreak: 'a.likes DESC, a.id DESC',
    },
    limit: PAGE_SIZE,
    offset: offsetOf(page),
    orderBy,
  })
  return { rows: await artworksByIds(payload, ids), count: total }
}

/** Day number in India (the pick changes at midnight IST), hashed (FNV-1a) to spread neighbouring days. */
export function dailyHash(now = new Date()): { date: string; hash: number } {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
  let h = 0x811c9dc5
  for (const ch of `kala:${date}`) {
    h ^= ch.charCodeAt(0)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return { date, hash: h }
}

/**
 * The daily pick: the first visible artwork at or after a point chosen by the day's hash in the id
 * range (wrapping round): two index lookups, the same on every instance, different every day.
 */
export async function dailyPick(payload: Payload, now = new Date()): Promise<number | null> {
  const [range] = await all(payload, 'SELECT min(id) AS lo, max(id) AS hi FROM artworks')
  if (range?.lo === null || range?.lo === undefined) return null
  const lo = num(range.lo)
  const hi = num(range.hi)
  const start = lo + (dailyHash(now).hash % (hi - lo + 1))
  const [after] = await all(payload, `SELECT a.id FROM artworks a WHERE a.id >= ? AND ${VISIBLE} ORDER BY a.id LIMIT 1`, [start])
  if (after) return num(after.id)
  const [first] = await all(payload, `SELECT a.id FROM artworks a WHERE ${VISIBLE} ORDER BY a.id LIMIT 1`)
  return first ? num(first.id) : null
}

async function curation(payload: Payload) {
  return payload.findGlobal({ slug: 'home-curation', depth: 0, overrideAccess: false })
}

const numericIds = (list: unknown): number[] =>
  Array.isArray(list) ? list.map((v) => Number(idOf(v))).filter((n) => Number.isInteger(n)) : []

/** Artworks with the most likes in the last 14 days (at most 120), for Trending. */
async function recentlyLiked(payload: Payload): Promise<number[]> {
  const since = new Date(Date.now() - 14 * 86_400_000).toISOString()
  return memo(payload, 'trending-artworks', async () => {
    const rows = await all(
      payload,
      `SELECT l.artwork_id AS id, count(*) AS n FROM likes l JOIN artworks a ON a.id = l.artwork_id WHERE l.created_at >= ? AND ${VISIBLE} GROUP BY l.artwork_id ORDER BY n DESC, l.artwork_id DESC LIMIT 120`,
      [since],
    )
    return rows.map((r) => num(r.id))
  })
}

const TOP_LISTS: Record<TopArtworkType, { curated: 'trending' | 'topPicked' | 'newArrivals'; orderBy: string }> = {
  'Trending Artworks': { curated: 'trending', orderBy: 'a.likes DESC, a.id DESC' },
  'Top Picked': { curated: 'topPicked', orderBy: 'a.likes DESC, a.id DESC' },
  'New Arrivals': { curated: 'newArrivals', orderBy: NEWEST },
}

/** A user by username or slug (artistSlug), through the Local API as a visitor. */
export async function findMember(payload: Payload, field: 'username' | 'slug', value: string): Promise<User | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { [field]: { equals: value } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  return (docs[0] as User | undefined) ?? null
}

export function publicArtworksRouter(payload: Payload): Router {
  const router = Router()

  router.post('/artworks', async (req, res) => {
    const f = body(req, artworksFilterSchema)
    if (f.priceMin !== undefined && f.priceMax !== undefined && f.priceMin > f.priceMax) {
      throw badRequest('priceMin must not be more than priceMax.', [{ path: 'priceMin', message: 'must not be more than priceMax' }])
    }
    const c = filterConditions(f, { priceAsFilter: payload.db.name === 'sqlite' && f.sort === 'newest' && !f.q })
    if (c.none) return res.json(paged('artworks', [], f.page, 0))
    const explicitSort = typeof req.body?.sort === 'string'
    const found = f.q ? await searchPage(payload, f.q, c, explicitSort ? f.sort : 'relevance', f.page) : null
    const { rows, count: total } = found ?? (await listPage(payload, c, f.sort, f.page))
    res.json(paged('artworks', await toApiArtworks(payload, rows, req.user), f.page, total))
  })

  router.get('/artwork-of-the-day', async (req, res) => {
    const now = new Date()
    const chosen = (await curation(payload)).artworkOfTheDay
    const curatedId = chosen ? Number(idOf(chosen)) : null
    const [curated] = curatedId ? await visibleArtworksByIds(payload, [curatedId], req.user) : []
    const pick = curated ? null : await dailyPick(payload, now)
    const [artwork] = curated ? [curated] : pick ? await visibleArtworksByIds(payload, [pick], req.user) : []
    res.json({ artwork: artwork ?? null, date: dailyHash(now).date, curated: Boolean(curated) })
  })

  router.get('/artwork/:id', async (req, res) => {
    const key = String(req.params.id).trim()
    if (!/^[a-z0-9][a-z0-9._-]{0,119}$/i.test(key)) throw notFound('No such artwork.')
    const row = await findArtworkRow(payload, key, req.user)
    if (!row) throw notFound('No such artwork.')
    const ownerId = num(row.owner_id)
    const [artist, byArtist] = await Promise.all([
      publicProfileBySql(payload, ownerId),
      artworkRows(payload, {
        where: ['a.owner_id = ?', 'a.id <> ?'],
        params: [ownerId, num(row.id)],
        orderBy: NEWEST,
        limit: RELATED,
        offset: 0,
      }),
    ])
    const sameStyle =
      byArtist.length < RELATED && row.style
        ? await artworkRows(payload, {
            where: ['a.style = ?', 'a.owner_id <> ?'],
            params: [row.style, ownerId],
            orderBy: NEWEST,
            limit: RELATED - byArtist.length,
            offset: 0,
          })
        : []
    const [artwork, ...related] = await toApiArtworks(payload, [row, ...byArtist, ...sameStyle], req.user)
    res.json({ artwork, artist, related })
  })

  router.post('/artworks-by-artist', async (req, res) => {
    const f = body(req, artworksByArtistSchema)
    const artist = (await findMember(payload, 'slug', f.artistSlug.toLowerCase())) ?? (await findMember(payload, 'username', f.artistSlug))
    if (!artist) throw notFound('No such artist.')
    const c = filterConditions({ color: f.color, size: f.size ? [f.size] : undefined })
    const where = ['a.owner_id = ?', ...c.where]
    const params = [artist.id, ...c.params]
    const [rows, total] = await Promise.all([
      artworkRows(payload, { where, params, orderBy: NEWEST, limit: PAGE_SIZE, offset: offsetOf(f.page) }),
      count(payload, where, params),
    ])
    res.json({ ...paged('artworks', await toApiArtworks(payload, rows, req.user), f.page, total), profile: toPublicProfile(artist) })
  })

  router.post('/artworks-by-username', async (req, res) => {
    const f = body(req, byUsernameSchema)
    const member = await findMember(payload, 'username', f.username)
    if (!member) throw notFound('No such member.')
    const where = ['a.owner_id = ?']
    const params = [member.id]
    const [rows, total] = await Promise.all([
      artworkRows(payload, { where, params, orderBy: NEWEST, limit: PAGE_SIZE, offset: offsetOf(f.page) }),
      count(payload, where, params),
    ])
    res.json({ ...paged('artworks', await toApiArtworks(payload, rows, req.user), f.page, total), profile: toPublicProfile(member) })
  })

  router.post('/top-artworks', async (req, res) => {
    const f = body(req, topArtworksSchema)
    const list = TOP_LISTS[f.type]
    const curated = await visibleIds(payload, numericIds((await curation(payload))[list.curated]))
    const head = f.type === 'Trending Artworks' ? [...new Set([...curated, ...(await recentlyLiked(payload))])] : curated
    const ids = await pageOf(head, f.page, async (exclude, offset, limit) => {
      const where = exclude.length > 0 ? [`a.id NOT IN (${placeholders(exclude.length)})`] : []
      const rows = await all(
        payload,
        `SELECT a.id FROM artworks a WHERE ${[VISIBLE, ...where].join(' AND ')} ORDER BY ${list.orderBy} LIMIT ? OFFSET ?`,
        [...exclude, limit, offset],
      )
      return rows.map((r) => num(r.id))
    })
    const [artworks, total] = await Promise.all([visibleArtworksByIds(payload, ids, req.user), count(payload, [], [])])
    res.json(paged('artworks', artworks satisfies ApiArtwork[], f.page, total))
  })

  return router
}
