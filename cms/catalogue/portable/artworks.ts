/**
 * Artworks on Payload's Local API, for any database adapter (MongoDB has no SQL). Lists read as a
 * visitor (`overrideAccess: false`, no user: the collection's read access, which is saleRules'
 * visibility) with saleRules' `visibleWhere` spelt out as well; one document by key is read with
 * access overridden and checked by the caller (an owner may open their own draft). Orders the
 * Local API cannot express (the style quiz's score) are computed in memory: slower than SQL at
 * scale, but the same answers.
 */
import type { Payload, Sort, Where } from 'payload'
import type { Artwork } from '../../../payload-types'
import { idOf } from '../../../shared/idOf'
import { compareIds } from '../../search/rank'
import { looksLikeId } from '../content'
import { artistKey } from '../homeRows'
import { PUBLIC_COLLECTIONS, PUBLIC_GLOBALS } from '../contentVersion'
import { visibleWhere } from '../saleRules'
import type { ArtworkFilter, ArtworkOrder, CreditedTo, Facets, Id, KeysetOrder, KeysetPoint, Ranked } from '../types'

/** A relationship's id, or null when it is empty. */
const idOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : idOf(v))

function facetWheres(f: Facets): Where[] {
  const out: Where[] = []
  if (f.category) out.push({ category: { in: f.category } })
  if (f.style) out.push({ style: { in: f.style } })
  if (f.medium) out.push({ medium: { in: f.medium } })
  if (f.mood) out.push({ mood: { in: f.mood } })
  if (f.color) out.push({ colors: { in: [f.color] } })
  return out
}

/** The filter as a Where, visibility included (the same conditions as the SQL catalogue's whereOf). */
export function whereOf(f: ArtworkFilter): Where {
  const and: Where[] = [visibleWhere]
  if (f.facets) and.push(...facetWheres(f.facets))
  if (f.primaryColor) and.push({ primaryColor: { equals: f.primaryColor } })
  if (f.notPrimaryColor) and.push({ or: [{ primaryColor: { not_equals: f.notPrimaryColor } }, { primaryColor: { exists: false } }] })
  if (f.sizes) and.push({ sizeClass: { in: f.sizes } })
  if (f.priceMin !== undefined) and.push({ price: { greater_than_equal: f.priceMin } })
  if (f.priceMax !== undefined) and.push({ price: { less_than_equal: f.priceMax } })
  if (f.priced !== undefined) and.push({ price: { exists: f.priced } })
  if (f.artist !== undefined) and.push({ artist: { equals: f.artist } })
  if (f.notArtist !== undefined) and.push({ or: [{ artist: { not_equals: f.notArtist } }, { artist: { exists: false } }] })
  if (f.owner !== undefined) and.push({ owner: { equals: f.owner } })
  if (f.unprofiledArtistName !== undefined) and.push({ artist: { exists: false } }, { artistName: { equals: f.unprofiledArtistName } })
  if (f.collection !== undefined) and.push({ collection: { equals: f.collection } })
  if (f.style !== undefined) and.push({ style: { equals: f.style } })
  if (f.excludeIds && f.excludeIds.length > 0) and.push({ id: { not_in: f.excludeIds } })
  return { and }
}

const SORTS: Record<Exclude<ArtworkOrder, object>, Sort> = {
  newest: ['-createdAt', '-id'],
  'price-asc': ['price', 'id'],
  'price-desc': ['-price', '-id'],
  likes: ['-likes', '-id'],
}

/** After `point` in a keyset order: the key beyond the point's, or the same key and the id beyond it. */
function afterPoint(order: KeysetOrder, point: KeysetPoint): Where {
  const field = order === 'newest' ? 'createdAt' : 'price'
  const beyond = order === 'price-asc' ? 'greater_than' : 'less_than'
  return {
    or: [{ [field]: { [beyond]: point.key } }, { and: [{ [field]: { equals: point.key } }, { id: { [beyond]: point.id } }] }],
  }
}

/** How many of the facets a work matches (the SQL catalogue's facetScore). */
export function scoreOf(a: Partial<Artwork>, f: Facets): number {
  const has = (list: string[] | undefined, v: unknown) => (list && typeof v === 'string' && list.includes(v) ? 1 : 0)
  return (
    has(f.category, a.category) +
    has(f.style, a.style) +
    has(f.medium, a.medium) +
    has(f.mood, a.mood) +
    (f.color && (a.colors ?? []).includes(f.color as never) ? 1 : 0)
  )
}

/** Whom a work counts for (types.ts CreditedTo); an artist's own work names them as its artist. */
const creditedTo = (a: Partial<Artwork>, by: CreditedTo): Id => (by === 'artist' ? (idOrNull(a.artist) ?? idOf(a.owner)) : idOf(a.owner))

const newestFirst = (a: Partial<Artwork>, b: Partial<Artwork>): number =>
  String(b.createdAt).localeCompare(String(a.createdAt)) || compareIds(String(b.id), String(a.id))

export function portableArtworks(payload: Payload) {
  const visitor = { overrideAccess: false, depth: 0 } as const

  /** Ids of a slice of the filter's works in a Local API order: Payload pages by page number, so read up to the slice's end. */
  async function slice(where: Where, sort: Sort, offset: number, limit: number): Promise<Id[]> {
    if (limit <= 0) return []
    const { docs } = await payload.find({
      collection: 'artworks',
      where,
      sort,
      limit: offset + limit,
      page: 1,
      select: { createdAt: true },
      ...visitor,
    })
    return docs.slice(offset, offset + limit).map((d) => String(d.id))
  }

  async function byIds(ids: Id[], overrideAccess: boolean): Promise<Artwork[]> {
    const unique = [...new Set(ids.map(String))]
    if (unique.length === 0) return []
    const { docs } = await payload.find({
      collection: 'artworks',
      where: { id: { in: unique } },
      limit: unique.length,
      pagination: false,
      depth: 1,
      populate: { users: { username: true }, 'artwork-collections': { collectionName: true } },
      overrideAccess,
    })
    const byId = new Map(docs.map((d) => [String(d.id), d]))
    return ids.map((id) => byId.get(String(id))).filter((a): a is Artwork => a !== undefined)
  }

  async function visibleIds(ids: Id[]): Promise<Id[]> {
    const unique = [...new Set(ids.map(String))]
    if (unique.length === 0) return []
    const { docs } = await payload.find({
      collection: 'artworks',
      where: { and: [visibleWhere, { id: { in: unique } }] },
      limit: unique.length,
      pagination: false,
      select: { createdAt: true },
      ...visitor,
    })
    const visible = new Set(docs.map((d) => String(d.id)))
    return ids.filter((id) => visible.has(String(id)))
  }

  /** Every visible artwork of the filter with the fields `select` names (the in-memory orders and counts). */
  async function every(filter: ArtworkFilter, select: Record<string, true>): Promise<Partial<Artwork>[]> {
    const { docs } = await payload.find({ collection: 'artworks', where: whereOf(filter), pagination: false, select, ...visitor })
    return docs as Partial<Artwork>[]
  }

  /** Likes given since `since`, counted per artwork id. */
  async function likesSince(since: Date): Promise<Map<string, number>> {
    const { docs } = await payload.find({
      collection: 'likes',
      where: { createdAt: { greater_than_equal: since.toISOString() } },
      pagination: false,
      depth: 0,
      select: { artwork: true },
      overrideAccess: true,
    })
    const counts = new Map<string, number>()
    for (const l of docs) {
      const id = idOrNull(l.artwork)
      if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1)
    }
    return counts
  }

  return {
    async artworkIds(filter: ArtworkFilter, order: ArtworkOrder, offset: number, limit: number): Promise<Id[]> {
      if (typeof order !== 'object') return slice(whereOf(filter), SORTS[order], offset, limit)
      const docs = await every(filter, { category: true, style: true, medium: true, mood: true, colors: true, createdAt: true })
      const scored = docs.map((d) => ({ d, score: scoreOf(d, order.score) }))
      scored.sort((a, b) => b.score - a.score || newestFirst(a.d, b.d))
      return scored.slice(offset, offset + limit).map((s) => String(s.d.id))
    },

    async artworksAfter(filter: ArtworkFilter, order: KeysetOrder, after: KeysetPoint | null, limit: number): Promise<KeysetPoint[]> {
      if (after && !looksLikeId(payload, String(after.id))) return []
      const where = whereOf(filter)
      const { docs } = await payload.find({
        collection: 'artworks',
        where: after ? { and: [where, afterPoint(order, after)] } : where,
        sort: SORTS[order],
        limit,
        page: 1,
        select: { createdAt: true, price: true },
        ...visitor,
      })
      return docs.map((d) => ({ id: String(d.id), key: order === 'newest' ? String(d.createdAt) : Number(d.price) }))
    },

    async countArtworks(filter: ArtworkFilter, upTo?: number): Promise<number> {
      // The Local API has no bounded count: the exact one, bounded here (the same answer as SQL's).
      const n = (await payload.count({ collection: 'artworks', where: whereOf(filter), overrideAccess: false })).totalDocs
      return upTo === undefined ? n : Math.min(n, upTo + 1)
    },

    artworksByIds: (ids: Id[]) => byIds(ids, true),

    visibleIds,

    async artworkByKey(key: string): Promise<Artwork | null> {
      const where: Where = looksLikeId(payload, key) ? { id: { equals: key } } : { slug: { equals: key } }
      const { docs } = await payload.find({
        collection: 'artworks',
        where,
        limit: 1,
        depth: 1,
        populate: { users: { username: true }, 'artwork-collections': { collectionName: true } },
        overrideAccess: true,
      })
      return docs[0] ?? null
    },

    async likedAmong(userId: Id, ids: Id[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set()
      const { docs } = await payload.find({
        collection: 'likes',
        where: { and: [{ owner: { equals: userId } }, { artwork: { in: ids } }] },
        pagination: false,
        depth: 0,
        select: { artwork: true },
        overrideAccess: true,
      })
      return new Set(docs.map((l) => idOrNull(l.artwork)).filter((v): v is string => v !== null))
    },

    async ranked(order: 'likes' | 'newest', exclude: Id[], offset: number, limit: number): Promise<Ranked[]> {
      const { docs } = await payload.find({
        collection: 'artworks',
        where: whereOf({ excludeIds: exclude }),
        sort: SORTS[order],
        limit: offset + limit,
        page: 1,
        select: { artist: true, owner: true, artistName: true },
        ...visitor,
      })
      return docs
        .slice(offset, offset + limit)
        .map((d) => ({ id: String(d.id), artist: artistKey(idOrNull(d.artist), idOf(d.owner), d.artistName) }))
    },

    /** The visible artwork at position hash mod n, oldest first. */
    async dailyPick(hash: number): Promise<Id | null> {
      const { totalDocs } = await payload.count({ collection: 'artworks', where: visibleWhere, overrideAccess: false })
      if (totalDocs === 0) return null
      const { docs } = await payload.find({
        collection: 'artworks',
        where: visibleWhere,
        sort: ['createdAt', 'id'],
        limit: 1,
        page: (hash % totalDocs) + 1,
        select: { createdAt: true },
        ...visitor,
      })
      return docs[0] ? String(docs[0].id) : null
    },

    async recentlyLiked(since: Date, limit: number): Promise<Id[]> {
      const counts = await likesSince(since)
      const visible = new Set(await visibleIds([...counts.keys()]))
      return [...counts]
        .filter(([id]) => visible.has(id))
        .sort((a, b) => b[1] - a[1] || compareIds(b[0], a[0]))
        .slice(0, limit)
        .map(([id]) => id)
    },

    async worksPer(by: CreditedTo): Promise<Map<Id, { works: number; likes: number }>> {
      const out = new Map<Id, { works: number; likes: number }>()
      for (const a of await every({}, { artist: true, owner: true, likes: true })) {
        const key = creditedTo(a, by)
        const prev = out.get(key) ?? { works: 0, likes: 0 }
        out.set(key, { works: prev.works + 1, likes: prev.likes + (a.likes ?? 0) })
      }
      return out
    },

    async recentLikesPer(by: CreditedTo, since: Date): Promise<Map<Id, number>> {
      const perArtwork = await likesSince(since)
      if (perArtwork.size === 0) return new Map()
      const { docs: works } = await payload.find({
        collection: 'artworks',
        where: { id: { in: [...perArtwork.keys()] } },
        pagination: false,
        depth: 0,
        select: { artist: true, owner: true },
        overrideAccess: true,
      })
      const out = new Map<Id, number>()
      for (const a of works) {
        const key = creditedTo(a, by)
        out.set(key, (out.get(key) ?? 0) + (perArtwork.get(String(a.id)) ?? 0))
      }
      return out
    },

    async worksPerCollection(ids: Id[]): Promise<Map<Id, number>> {
      const out = new Map<Id, number>()
      if (ids.length === 0) return out
      const { docs } = await payload.find({
        collection: 'artworks',
        where: { and: [visibleWhere, { collection: { in: ids } }] },
        pagination: false,
        select: { collection: true },
        ...visitor,
      })
      for (const a of docs) {
        const key = idOrNull(a.collection)
        if (key !== null) out.set(key, (out.get(key) ?? 0) + 1)
      }
      return out
    },

    async version(): Promise<string> {
      const newestOf = async (collection: (typeof PUBLIC_COLLECTIONS)[number]): Promise<string> =>
        String(
          (await payload.find({ collection, sort: '-updatedAt', limit: 1, select: { updatedAt: true }, depth: 0, overrideAccess: true }))
            .docs[0]?.updatedAt ?? '',
        )
      const globalOf = async (slug: (typeof PUBLIC_GLOBALS)[number]): Promise<string> =>
        String((await payload.findGlobal({ slug, depth: 0, overrideAccess: true })).updatedAt ?? '')
      const [stamps, created] = await Promise.all([
        Promise.all([...PUBLIC_COLLECTIONS.map(newestOf), ...PUBLIC_GLOBALS.map(globalOf)]),
        payload.find({ collection: 'artworks', sort: '-id', limit: 1, select: { updatedAt: true }, depth: 0, overrideAccess: true }),
      ])
      // Every collection's newest stamp (see the SQL version): a clock ahead elsewhere hides nothing.
      return `${stamps.join('|')}#${created.docs[0]?.id ?? 0}`
    },
  }
}
