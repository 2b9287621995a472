/**
 * POST /api/user/search { searchString } — for visitors too (DECISIONS 13): the best 12 artworks,
 * 6 artists and 6 galleries for the words typed, ranked and typo-tolerant (cms/search/query.ts).
 *
 * This is the header's search-as-you-type, so everything here is plain indexed SQL: the ranked
 * ids, then the rows. Artists and galleries are read with SQL too; the columns are the public ones
 * of the same mappers (toArtistSummary, toApiGallery), and users are readable by anyone in
 * collections/Users, galleries in collections/Galleries, so the result is what the Local API
 * would give (a test compares the two).
 */
import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import type { ArtistSummary, Gallery as ApiGallery } from '../../../shared/api-types'
import { searchSchema } from '../../../shared/schemas'
import type { Gallery, Media, User } from '../../../payload-types'
import { expandQuery, searchTop } from '../../search/query'
import { all, dialectOf, num, placeholders } from '../../search/sql'
import { body } from '../http/validate'
import { toApiGallery } from '../mappers/gallery'
import { toArtistSummary } from '../mappers/profile'
import { artworksByIds, mediaByIds, toApiArtworks, VISIBLE, visibleIds } from './catalogue'
import { exhibitionsPerGallery, worksPerOwner } from './people'

export const SEARCH_LIMITS = { artworks: 12, artists: 6, galleries: 6 } as const

const inOrder = <T>(ids: number[], rows: T[], id: (row: T) => number): T[] => {
  const byId = new Map(rows.map((r) => [id(r), r]))
  return ids.map((i) => byId.get(i)).filter((r): r is T => r !== undefined)
}

/** Artist summaries by SQL (users are public; only public columns are read). */
export async function artistSummariesBySql(payload: Payload, ids: number[]): Promise<ArtistSummary[]> {
  if (ids.length === 0) return []
  const rows = await all(
    payload,
    `SELECT id, full_name, username, slug, city, photo_id, role FROM users WHERE id IN (${placeholders(ids.length)}) AND role = 'artist'`,
    ids,
  )
  const [photos, works] = await Promise.all([
    mediaByIds(
      payload,
      rows.map((r) => num(r.photo_id)),
    ),
    worksPerOwner(payload),
  ])
  return inOrder(ids, rows, (r) => num(r.id)).map((r) =>
    toArtistSummary(
      {
        id: num(r.id),
        fullName: String(r.full_name),
        username: String(r.username),
        slug: (r.slug as string | null) ?? null,
        city: (r.city as string | null) ?? null,
        photo: photos.get(num(r.photo_id)) ?? null,
      } as User,
      works.get(num(r.id))?.works ?? 0,
    ),
  )
}

/** Galleries by SQL, with photo and banners. */
export async function galleriesBySql(payload: Payload, ids: number[]): Promise<ApiGallery[]> {
  if (ids.length === 0) return []
  const list = placeholders(ids.length)
  const [rows, banners, counts] = await Promise.all([
    all(payload, `SELECT id, name, username, bio, city, photo_id FROM galleries WHERE id IN (${list})`, ids),
    all(
      payload,
      `SELECT parent_id, media_id FROM galleries_rels WHERE parent_id IN (${list}) AND path = 'banners' ORDER BY parent_id, "order"`,
      ids,
    ),
    exhibitionsPerGallery(payload),
  ])
  const media = await mediaByIds(payload, [...rows.map((r) => num(r.photo_id)), ...banners.map((b) => num(b.media_id))])
  const bannersOf = new Map<number, Media[]>()
  for (const b of banners) {
    const m = media.get(num(b.media_id))
    if (m) bannersOf.set(num(b.parent_id), [...(bannersOf.get(num(b.parent_id)) ?? []), m])
  }
  return inOrder(ids, rows, (r) => num(r.id)).map((r) =>
    toApiGallery(
      {
        id: num(r.id),
        name: String(r.name),
        username: String(r.username),
        bio: (r.bio as string | null) ?? null,
        city: (r.city as string | null) ?? null,
        photo: media.get(num(r.photo_id)) ?? null,
        banners: bannersOf.get(num(r.id)) ?? [],
      } as unknown as Gallery,
      counts.get(num(r.id)) ?? 0,
    ),
  )
}

export function searchHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const { searchString } = body(req, searchSchema)
    if (!dialectOf(payload)) return void res.status(503).json({ error: 'Search needs the SQL database (SQLite or PostgreSQL).' })
    const { words, expansion } = await expandQuery(payload, searchString)
    if (words.length === 0) return void res.json({ artworks: [], artists: [], galleries: [] })
    const [artworkIds, artistIds, galleryIds] = await Promise.all([
      searchTop(payload, 'artwork', expansion, SEARCH_LIMITS.artworks, (ids) => visibleIds(payload, ids)),
      searchTop(payload, 'artist', expansion, SEARCH_LIMITS.artists),
      searchTop(payload, 'gallery', expansion, SEARCH_LIMITS.galleries),
    ])
    const [artworks, artists, galleries] = await Promise.all([
      artworksByIds(payload, artworkIds, VISIBLE).then((rows) => toApiArtworks(payload, rows, req.user)),
      artistSummariesBySql(payload, artistIds),
      galleriesBySql(payload, galleryIds),
    ])
    res.json({ artworks, artists, galleries })
  }
}
