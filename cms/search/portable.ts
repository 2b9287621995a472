/**
 * The search index and its queries on Payload's Local API, for the portable catalogue (MongoDB, or
 * CATALOGUE_IMPL=portable on SQL): one `search-entries` document per searchable document, holding
 * its postings ({ term: weight }) and its keys: every term, each term's one-letter deletions and
 * its beginnings of 3 letters or more. A query word's own deletion keys then find, with one `in`
 * query on an indexed field, every entry with an exact, one-typo or prefix match (the same
 * symmetric-deletion idea as the SQL vocabulary, indexer.ts), and rank.ts scores them the way the
 * SQL search does. Candidates are scored in memory: slower than the SQL index on a big catalogue,
 * with the same answers.
 *
 * Collection hooks (hooks.ts) keep it in step; `ensurePortableIndex` builds it on first use when
 * it does not match the catalogue (a database that switched to the portable catalogue).
 */
import type { Payload, PayloadRequest, Where } from 'payload'
import type { Artwork, Gallery, User } from '../../payload-types'
import { forget } from '../catalogue/memo'
import type { ArtworkFilter, Expansion, Id, Search, SearchKind, SearchOrder } from '../catalogue/types'
import { artworkPostings, personPostings, rankOf, type Postings } from './postings'
import { byRank, compareIds, expansionOf, MIN_PREFIX, type Scored } from './rank'
import { deletionKeys, queryWords } from './text'

type Entry = { kind: SearchKind; doc: string; rank: number; postings: Record<string, number> }

/** The keys an entry is found by (see the top of this file). */
export function entryKeys(terms: Iterable<string>): string[] {
  const keys = new Set<string>()
  for (const term of terms) {
    for (const key of deletionKeys(term)) keys.add(key)
    for (let n = MIN_PREFIX; n < term.length; n++) keys.add(term.slice(0, n))
  }
  return [...keys]
}

/** Replaces a document's entry (every document has one, so that their number tells whether the index is complete). */
export async function indexEntry(
  payload: Payload,
  kind: SearchKind,
  id: Id | number,
  postings: Postings,
  rank: number,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const doc = String(id)
  const data = { kind, doc, rank: rankOf(rank), postings: Object.fromEntries(postings), keys: entryKeys(postings.keys()) }
  const { docs } = await payload.find({
    collection: 'search-entries',
    where: { and: [{ kind: { equals: kind } }, { doc: { equals: doc } }] },
    limit: 1,
    depth: 0,
    select: { doc: true },
    overrideAccess: true,
    req,
  })
  if (docs[0]) await payload.update({ collection: 'search-entries', id: docs[0].id, data, depth: 0, overrideAccess: true, req })
  else await payload.create({ collection: 'search-entries', data, depth: 0, overrideAccess: true, req })
}

export async function removeEntry(payload: Payload, kind: SearchKind, id: Id | number, req?: Partial<PayloadRequest>): Promise<void> {
  await payload.delete({
    collection: 'search-entries',
    where: { and: [{ kind: { equals: kind } }, { doc: { equals: String(id) } }] },
    overrideAccess: true,
    req,
  })
}

export const artworkEntry = (a: Partial<Artwork>): Postings => artworkPostings({ ...a, colors: a.colors ?? [] })
export const artistEntry = (u: Partial<User>): Postings =>
  personPostings({ name: u.fullName, username: u.username, slug: u.slug, city: u.city, bio: u.bio })
export const galleryEntry = (g: Partial<Gallery>): Postings =>
  personPostings({ name: g.name, username: g.username, city: g.city, bio: g.bio })

const PAGE = 200

/** Rebuilds every entry from the collections (pages of 200, through the Local API). */
export async function rebuildPortableIndex(payload: Payload, log: (line: string) => void = () => {}): Promise<void> {
  await payload.delete({ collection: 'search-entries', where: { doc: { exists: true } }, overrideAccess: true })
  const each = async <T extends { id: number | string }>(
    collection: 'artworks' | 'users' | 'galleries',
    where: Where,
    index: (doc: T) => Promise<void>,
  ): Promise<number> => {
    let count = 0
    for (let page = 1; ; page++) {
      const result = await payload.find({ collection, where, page, limit: PAGE, sort: 'id', depth: 0, overrideAccess: true })
      for (const doc of result.docs) await index(doc as unknown as T)
      count += result.docs.length
      if (!result.hasNextPage) return count
    }
  }
  const artworks = await each<Artwork>('artworks', {}, (a) => indexEntry(payload, 'artwork', a.id, artworkEntry(a), a.likes ?? 0))
  const artists = await each<User>('users', { role: { equals: 'artist' } }, (u) => indexEntry(payload, 'artist', u.id, artistEntry(u), 0))
  const galleries = await each<Gallery>('galleries', {}, (g) => indexEntry(payload, 'gallery', g.id, galleryEntry(g), g.views ?? 0))
  log(`portable search index: ${artworks} artworks, ${artists} artists, ${galleries} galleries`)
  // What this process answered from the old index is stale; the catalogue's version does not follow the index.
  forget(payload)
}

const checked = new WeakMap<Payload, Promise<void>>()

/**
 * Once per process: when the entries do not match the catalogue's documents in number (a database
 * that ran the SQL catalogue until now), the index is rebuilt before the first search.
 */
export function ensurePortableIndex(payload: Payload): Promise<void> {
  let check = checked.get(payload)
  if (!check) {
    check = (async () => {
      const count = async (collection: 'artworks' | 'users' | 'galleries' | 'search-entries', where?: Where) =>
        (await payload.count({ collection, where, overrideAccess: true })).totalDocs
      const [entries, artworks, artists, galleries] = await Promise.all([
        count('search-entries'),
        count('artworks'),
        count('users', { role: { equals: 'artist' } }),
        count('galleries'),
      ])
      if (entries !== artworks + artists + galleries) await rebuildPortableIndex(payload, (line) => payload.logger.info(line))
    })()
    checked.set(payload, check)
    check.catch(() => checked.delete(payload))
  }
  return check
}

export type PortableSearchDeps = {
  visibleIds: (ids: Id[]) => Promise<Id[]>
  /** The visible artworks among `ids` that pass the filter, with what the orders need. */
  filtered: (ids: Id[], filter: ArtworkFilter) => Promise<{ id: Id; likes: number; price: number | null; createdAt: string }[]>
}

export function portableSearch(payload: Payload, deps: PortableSearchDeps): Search {
  /** Entries (of one kind, or of all) with any of the keys. */
  async function entries(keys: string[], kind?: SearchKind): Promise<Entry[]> {
    if (keys.length === 0) return []
    await ensurePortableIndex(payload)
    const where: Where = kind ? { and: [{ kind: { equals: kind } }, { keys: { in: keys } }] } : { keys: { in: keys } }
    const { docs } = await payload.find({
      collection: 'search-entries',
      where,
      pagination: false,
      depth: 0,
      select: { kind: true, doc: true, rank: true, postings: true },
      overrideAccess: true,
    })
    return docs.map((d) => ({ kind: d.kind, doc: d.doc, rank: d.rank ?? 0, postings: (d.postings ?? {}) as Record<string, number> }))
  }

  /** Per word, the entry's best weight x 4 + quality over the word's terms (null: the word is missing). */
  const wordScores = (entry: Entry, expansion: Expansion): (number | null)[] =>
    expansion.map((terms) => {
      let best: number | null = null
      for (const t of terms) {
        const weight = entry.postings[t.term]
        if (weight !== undefined && (best === null || weight * 4 + t.quality > best)) best = weight * 4 + t.quality
      }
      return best
    })

  const termsOf = (expansion: Expansion) => [...new Set(expansion.flat().map((t) => t.term))]

  return {
    async expand(query: string) {
      const words = queryWords(query)
      if (words.length === 0) return { words, expansion: [] }
      const found = await entries([...new Set(words.flatMap((w) => deletionKeys(w)))])
      return {
        words,
        expansion: expansionOf(
          words,
          found.flatMap((e) => Object.keys(e.postings)),
        ),
      }
    },

    async top(kind: SearchKind, expansion: Expansion, limit: number): Promise<Id[]> {
      const found = await entries(termsOf(expansion), kind)
      const scores = found.map((e) => ({ e, s: wordScores(e, expansion) }))
      // A word no document of this kind has cannot help rank them.
      const words = expansion.map((_, w) => w).filter((w) => scores.some(({ s }) => s[w] !== null))
      if (words.length === 0) return []
      // As on SQL: the rarest word (fewest index rows: documents x terms) drives; candidates are the documents that have it.
      const rowsOf = (w: number) => found.reduce((n, e) => n + expansion[w].filter((t) => e.postings[t.term] !== undefined).length, 0)
      const driver = words.reduce((best, w) => (rowsOf(w) < rowsOf(best) ? w : best))
      const ranked: Scored[] = scores
        .filter(({ s }) => s[driver] !== null)
        .map(({ e, s }) => ({
          id: e.doc,
          matched: words.filter((w) => s[w] !== null).length,
          score: words.reduce((sum, w) => sum + (s[w] ?? 0), 0),
          rank: e.rank,
        }))
        .sort(byRank)
      const best = ranked[0]?.matched ?? 0
      const ordered = ranked.filter((d) => d.matched === best).map((d) => d.id)
      return (kind === 'artwork' ? await deps.visibleIds(ordered) : ordered).slice(0, limit)
    },

    async artworkPage(expansion: Expansion, filter: ArtworkFilter, order: SearchOrder, offset: number, limit: number) {
      if (expansion.length === 0) return { ids: [], count: 0 }
      const found = await entries(termsOf(expansion), 'artwork')
      const score = new Map<string, number>()
      for (const e of found) {
        const s = wordScores(e, expansion)
        if (s.every((x) => x !== null))
          score.set(
            e.doc,
            s.reduce<number>((sum, x) => sum + (x ?? 0), 0),
          )
      }
      const works = await deps.filtered([...score.keys()], filter)
      const price = (dir: 1 | -1) => (a: (typeof works)[number], b: (typeof works)[number]) =>
        (a.price === null ? 1 : 0) - (b.price === null ? 1 : 0) || dir * ((a.price ?? 0) - (b.price ?? 0)) || dir * compareIds(a.id, b.id)
      const sorters: Record<SearchOrder, (a: (typeof works)[number], b: (typeof works)[number]) => number> = {
        relevance: (a, b) => (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0) || b.likes - a.likes || compareIds(b.id, a.id),
        newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || compareIds(b.id, a.id),
        'price-asc': price(1),
        'price-desc': price(-1),
      }
      works.sort(sorters[order])
      return { ids: works.slice(offset, offset + limit).map((w) => w.id), count: works.length }
    },
  }
}
