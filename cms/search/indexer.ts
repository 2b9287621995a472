/**
 * The search index lives in the database, so every server instance reads the same one:
 *
 *   search_terms  (kind, term, weight, rank,    one row per word of a document, with the weight of
 *                  doc_id)                      the best field it appears in (title 4, artist name
 *                                               3, medium/style/… 2, description 1) and the
 *                                               document's popularity (likes) as the tie-break, in
 *                                               that order in the primary key, so the best documents
 *                                               for a term are the first rows of an index range
 *   search_vocab  (key, term)                   every distinct term under itself and under each
 *                                               string made by deleting one of its letters; a query
 *                                               word's own deletion keys then find every term within
 *                                               one typo with one indexed IN lookup
 *
 * Collection hooks keep it in step with artworks, artists (users of role artist) and galleries,
 * inside the write's own transaction. The vocabulary only grows; a term nobody uses any more
 * matches no rows and costs nothing.
 */
import type { Payload, PayloadRequest } from 'payload'
import { all, placeholders, run } from './sql'
import { deletionKeys, terms } from './text'

export const KIND = { artwork: 1, artist: 2, gallery: 3 } as const
export type Kind = keyof typeof KIND

/** Field weights: the rank prefers a match in the title, then the artist's name, then the facets, then the text. */
export const WEIGHT = { title: 4, name: 3, facet: 2, text: 1 } as const

export type Postings = Map<string, number>

function add(postings: Postings, text: unknown, weight: number): void {
  if (typeof text !== 'string' && typeof text !== 'number') return
  for (const term of terms(String(text))) {
    if ((postings.get(term) ?? 0) < weight) postings.set(term, weight)
  }
}

export type ArtworkText = {
  title?: string | null
  artistName?: string | null
  medium?: string | null
  material?: string | null
  style?: string | null
  category?: string | null
  mood?: string | null
  colors?: readonly string[] | null
  description?: string | null
  interpretation?: string | null
  location?: string | null
}

export function artworkPostings(a: ArtworkText): Postings {
  const p: Postings = new Map()
  add(p, a.title, WEIGHT.title)
  add(p, a.artistName, WEIGHT.name)
  for (const facet of [a.medium, a.material, a.style, a.category, a.mood, ...(a.colors ?? [])]) add(p, facet, WEIGHT.facet)
  for (const text of [a.description, a.interpretation, a.location]) add(p, text, WEIGHT.text)
  return p
}

export type PersonText = { name?: string | null; username?: string | null; slug?: string | null; city?: string | null; bio?: string | null }

/** Artists and galleries: their name first, then the name in the URL, the city, the bio. */
export function personPostings(u: PersonText): Postings {
  const p: Postings = new Map()
  add(p, u.name, WEIGHT.title)
  add(p, u.username, WEIGHT.name)
  add(p, u.slug, WEIGHT.name)
  add(p, u.city, WEIGHT.facet)
  add(p, u.bio, WEIGHT.text)
  return p
}

const BATCH = 200

/** The tie-break stored with each row: likes for artworks, views for galleries (a whole number). */
export const rankOf = (value: unknown): number => Math.max(0, Math.min(2_000_000_000, Math.round(Number(value) || 0)))

/** Replaces a document's rows in the index (an empty map removes it). */
export async function indexDocument(
  payload: Payload,
  kind: Kind,
  id: number | string,
  postings: Postings,
  rank: number,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const docId = Number(id)
  if (!Number.isInteger(docId)) return // MongoDB ids: the SQL index does not apply
  await run(payload, 'DELETE FROM search_terms WHERE kind = ? AND doc_id = ?', [KIND[kind], docId], req)
  const rows = [...postings]
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH)
    await run(
      payload,
      `INSERT INTO search_terms (kind, term, weight, rank, doc_id) VALUES ${batch.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
      batch.flatMap(([term, weight]) => [KIND[kind], term, weight, rankOf(rank), docId]),
      req,
    )
  }
  await addToVocabulary(
    payload,
    rows.map(([term]) => term),
    req,
  )
}

export async function removeDocument(payload: Payload, kind: Kind, id: number | string, req?: Partial<PayloadRequest>): Promise<void> {
  const docId = Number(id)
  if (!Number.isInteger(docId)) return
  await run(payload, 'DELETE FROM search_terms WHERE kind = ? AND doc_id = ?', [KIND[kind], docId], req)
}

/** The (key, term) rows of a list of terms. */
export function vocabularyRows(list: Iterable<string>): [string, string][] {
  const rows: [string, string][] = []
  for (const term of new Set(list)) for (const key of deletionKeys(term)) rows.push([key, term])
  return rows
}

/** Adds terms the vocabulary does not hold yet (one lookup, then inserts for the new ones only). */
export async function addToVocabulary(payload: Payload, list: string[], req?: Partial<PayloadRequest>): Promise<void> {
  const unique = [...new Set(list)]
  if (unique.length === 0) return
  const known = new Set<string>()
  for (let i = 0; i < unique.length; i += 500) {
    const chunk = unique.slice(i, i + 500)
    const rows = await all<{ term: string }>(
      payload,
      `SELECT key AS term FROM search_vocab WHERE key IN (${placeholders(chunk.length)}) AND key = term`,
      chunk,
      req,
    )
    for (const r of rows) known.add(r.term)
  }
  const rows = vocabularyRows(unique.filter((t) => !known.has(t)))
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500)
    await run(
      payload,
      `INSERT INTO search_vocab (key, term) VALUES ${batch.map(() => '(?, ?)').join(', ')} ON CONFLICT DO NOTHING`,
      batch.flat(),
      req,
    )
  }
}

/**
 * Rebuilds the whole index from the tables (after the migration that creates it, or to repair it):
 * reads with plain SQL in pages, so it runs before or after any later schema change.
 */
export async function rebuildSearchIndex(
  payload: Payload,
  req?: Partial<PayloadRequest>,
  log: (line: string) => void = () => {},
): Promise<void> {
  await run(payload, 'DELETE FROM search_terms', [], req)
  let last = 0
  let count = 0
  for (;;) {
    const rows = await all(
      payload,
      `SELECT id, title, artist_name, medium, material, style, category, mood, description, interpretation, location, likes FROM artworks WHERE id > ? ORDER BY id LIMIT 500`,
      [last],
      req,
    )
    if (rows.length === 0) break
    const ids = rows.map((r) => Number(r.id))
    const colors = await all(
      payload,
      `SELECT parent_id, value FROM artworks_colors WHERE parent_id IN (${placeholders(ids.length)})`,
      ids,
      req,
    )
    const byArtwork = new Map<number, string[]>()
    for (const c of colors) byArtwork.set(Number(c.parent_id), [...(byArtwork.get(Number(c.parent_id)) ?? []), String(c.value)])
    for (const r of rows) {
      const postings = artworkPostings({
        title: r.title as string,
        artistName: r.artist_name as string,
        medium: r.medium as string,
        material: r.material as string,
        style: r.style as string,
        category: r.category as string,
        mood: r.mood as string,
        colors: byArtwork.get(Number(r.id)),
        description: r.description as string,
        interpretation: r.interpretation as string,
        location: r.location as string,
      })
      await indexDocument(payload, 'artwork', Number(r.id), postings, rankOf(r.likes), req)
    }
    count += rows.length
    last = ids[ids.length - 1]
  }
  const artists = await all(payload, `SELECT id, full_name, username, slug, city, bio FROM users WHERE role = ?`, ['artist'], req)
  for (const u of artists) {
    await indexDocument(
      payload,
      'artist',
      Number(u.id),
      personPostings({
        name: u.full_name as string,
        username: u.username as string,
        slug: u.slug as string,
        city: u.city as string,
        bio: u.bio as string,
      }),
      0,
      req,
    )
  }
  const galleries = await all(payload, `SELECT id, name, username, city, bio, views FROM galleries`, [], req)
  for (const g of galleries) {
    await indexDocument(
      payload,
      'gallery',
      Number(g.id),
      personPostings({ name: g.name as string, username: g.username as string, city: g.city as string, bio: g.bio as string }),
      rankOf(g.views),
      req,
    )
  }
  log(`search index: ${count} artworks, ${artists.length} artists, ${galleries.length} galleries`)
}
