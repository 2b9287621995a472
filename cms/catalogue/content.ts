/**
 * Catalogue content read through the Local API by both implementations (one read path each):
 * staff's home curation, galleries' exhibitions and artists' collections. These are small
 * (tens per gallery or member) and read as a visitor (`overrideAccess: false`), so the access
 * rules apply: a visitor sees published collections only; an owner signed in may open their own
 * unpublished one.
 */
import type { Payload, Where } from 'payload'
import type { ArtworkCollection, Exhibition, HomeCuration, User } from '../../payload-types'
import type { ExhibitionFilter } from '../../shared/constants'
import { exhibitionState } from '../api/mappers/gallery'
import type { Segment } from '../api/segments'
import { compareIds } from '../search/rank'
import type { Id } from './types'

const visitor = { overrideAccess: false } as const

/** An id, slug or username as a URL carries it; anything else names nothing (a 404 without a lookup). */
export const isKey = (key: string): boolean => /^[a-z0-9][a-z0-9._-]{0,119}$/i.test(key)

/** Numeric ids on SQL; on MongoDB an ObjectId. */
export const looksLikeId = (payload: Payload, key: string): boolean =>
  payload.db.name === 'mongoose' ? /^[0-9a-f]{24}$/i.test(key) : /^\d{1,12}$/.test(key)

/** By id, or by slug (lower-cased). */
const byIdOrSlug = (payload: Payload, key: string): Where =>
  looksLikeId(payload, key) ? { id: { equals: key } } : { slug: { equals: key.toLowerCase() } }

export async function curation(payload: Payload): Promise<HomeCuration> {
  return payload.findGlobal({ slug: 'home-curation', depth: 0, overrideAccess: false })
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
    return sa - sb || ta - tb || compareIds(String(b.id), String(a.id))
  })
}

/** All exhibitions of a gallery (a gallery holds tens, not thousands), current first. */
export async function galleryExhibitions(payload: Payload, galleryId: Id | number, now = new Date()): Promise<Exhibition[]> {
  const { docs } = await payload.find({
    collection: 'exhibitions',
    where: { gallery: { equals: galleryId } },
    limit: 500,
    pagination: false,
    depth: 1,
    ...visitor,
  })
  return sortExhibitions(docs, now)
}

/**
 * Every gallery's exhibitions in sortExhibitions' order, as the three segments a page is read
 * from (current, closing soonest; upcoming, opening soonest; past, latest first), or only one of
 * them: each read in its date index's order, never all exhibitions at once.
 */
export function exhibitionSegments(payload: Payload, now: Date, only?: ExhibitionFilter): Segment<Exhibition>[] {
  const at = now.toISOString()
  const states: Record<ExhibitionFilter, { where: Where; sort: string[] }> = {
    current: {
      where: { and: [{ startDate: { less_than_equal: at } }, { endDate: { greater_than_equal: at } }] },
      sort: ['endDate', '-id'],
    },
    upcoming: { where: { startDate: { greater_than: at } }, sort: ['startDate', '-id'] },
    archive: { where: { and: [{ startDate: { less_than_equal: at } }, { endDate: { less_than: at } }] }, sort: ['-endDate', '-id'] },
  }
  return (only ? [only] : (['current', 'upcoming', 'archive'] as const)).map((state) => ({
    count: async () => (await payload.count({ collection: 'exhibitions', where: states[state].where, ...visitor })).totalDocs,
    page: async (page, limit) =>
      (await payload.find({ collection: 'exhibitions', ...states[state], page, limit, depth: 1, ...visitor })).docs as Exhibition[],
  }))
}

/** One exhibition by id or slug, with its gallery's name, artworks' titles and artists' usernames. */
export async function exhibitionByKey(payload: Payload, key: string): Promise<Exhibition | null> {
  const { docs } = await payload.find({
    collection: 'exhibitions',
    where: byIdOrSlug(payload, key),
    limit: 1,
    depth: 1,
    populate: { artworks: { title: true }, users: { username: true } },
    ...visitor,
  })
  return (docs[0] as Exhibition | undefined) ?? null
}

/** A page of a member's collections, newest first (published ones, for a visitor). */
export async function memberCollections(payload: Payload, ownerId: Id | number, page: number, limit: number) {
  return payload.find({
    collection: 'artwork-collections',
    where: { owner: { equals: ownerId } },
    sort: '-createdAt',
    page,
    limit,
    depth: 1,
    populate: { users: { username: true } },
    ...visitor,
  })
}

/** A page of every published collection, newest first (as a visitor sees them). */
export async function publishedCollections(payload: Payload, page: number, limit: number) {
  return payload.find({
    collection: 'artwork-collections',
    sort: ['-createdAt', '-id'],
    page,
    limit,
    depth: 1,
    populate: { users: { username: true } },
    ...visitor,
  })
}

/** One collection by id or slug, as the caller may see it. */
export async function collectionByKey(payload: Payload, key: string, user: User | null | undefined): Promise<ArtworkCollection | null> {
  const { docs } = await payload.find({
    collection: 'artwork-collections',
    where: byIdOrSlug(payload, key),
    limit: 1,
    depth: 1,
    populate: { users: { username: true } },
    ...visitor,
    user: user ?? undefined,
  })
  return docs[0] ?? null
}
