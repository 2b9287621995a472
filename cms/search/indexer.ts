/**
 * The search index on SQL, in two tables of its own, so every server instance reads the same one:
 *
 *   search_terms  (kind, term, weight, rank,    one row per word of a document, with the weight of
 *                  doc_id)                      the best field it appears in (postings.ts) and the
 *                                               document's popularity (likes) as the tie-break, in
 *                                               that order in the primary key, so the best documents
 *                                               for a term are the first rows of an index range
 *   search_vocab  (key, term)                   every distinct term under itself and under each
 *                                               string made by deleting one of its letters; a query
 *                                               word's own deletion keys then find every term within
 *                                               one typo with one indexed IN lookup
 *
 * Collection hooks (hooks.ts) keep it in step with artworks, artists (users of role artist) and
 * galleries, inside the write's own transaction. The vocabulary only grows; a term nobody uses
 * any more matches no rows and costs nothing. MongoDB uses the portable index (portable.ts).
 */
import type { Payload, PayloadRequest } from 'payload'
import { forget } from '../catalogue/memo'
import { anyOf, requireDialect, rows, run, sql, values } from '../db/sql'
import { artworkPostings, KIND, personPostings, rankOf, type Kind, type Postings } from './postings'
import { deletionKeys } from './text'
import { publicAccountSql } from '../catalogue/saleRules'

const BATCH = 200

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
  if (!Number.isInteger(docId)) return
  await run(payload, sql`DELETE FROM search_terms WHERE kind = ${KIND[kind]} AND doc_id = ${docId}`, req)
  const entries = [...postings]
  for (let i = 0; i < entries.length; i += BATCH) {
    const batch = entries.slice(i, i + BATCH)
    await run(
      payload,
      sql`INSERT INTO search_terms (kind, term, weight, rank, doc_id) VALUES ${sql.join(
        batch.map(([term, weight]) => values([KIND[kind], term, weight, rankOf(rank), docId])),
        sql`, `,
      )}`,
      req,
    )
  }
  await addToVocabulary(
    payload,
    entries.map(([term]) => term),
    req,
  )
}

export async function removeDocument(payload: Payload, kind: Kind, id: number | string, req?: Partial<PayloadRequest>): Promise<void> {
  const docId = Number(id)
  if (!Number.isInteger(docId)) return
  await run(payload, sql`DELETE FROM search_terms WHERE kind = ${KIND[kind]} AND doc_id = ${docId}`, req)
}

/** The (key, term) rows of a list of terms. */
export function vocabularyRows(list: Iterable<string>): [string, string][] {
  const out: [string, string][] = []
  for (const term of new Set(list)) for (const key of deletionKeys(term)) out.push([key, term])
  return out
}

/** Adds terms the vocabulary does not hold yet (one lookup, then inserts for the new ones only). */
export async function addToVocabulary(payload: Payload, list: string[], req?: Partial<PayloadRequest>): Promise<void> {
  const unique = [...new Set(list)]
  if (unique.length === 0) return
  const known = new Set<string>()
  for (let i = 0; i < unique.length; i += 500) {
    const chunk = unique.slice(i, i + 500)
    const found = await rows<{ term: string }>(
      payload,
      sql`SELECT key AS term FROM search_vocab WHERE ${anyOf(requireDialect(payload), 'key', chunk)} AND key = term`,
      req,
    )
    for (const r of found) known.add(r.term)
  }
  const fresh = vocabularyRows(unique.filter((t) => !known.has(t)))
  for (let i = 0; i < fresh.length; i += 500) {
    const batch = fresh.slice(i, i + 500)
    await run(
      payload,
      sql`INSERT INTO search_vocab (key, term) VALUES ${sql.join(
        batch.map((pair) => values(pair)),
        sql`, `,
      )} ON CONFLICT DO NOTHING`,
      req,
    )
  }
}

/**
 * Rebuilds the whole index from the tables (after the migration that creates it, or to repair it):
 * reads with plain SQL in pages, and only columns that existed when the index was introduced, so it
 * runs at that migration as well as after any later schema change. Public accounts only (a gallery
 * by its owner's verification, read from users, not from the later `owner_verified` copy).
 */
export async function rebuildSearchIndex(
  payload: Payload,
  req?: Partial<PayloadRequest>,
  log: (line: string) => void = () => {},
): Promise<void> {
  await run(payload, sql`DELETE FROM search_terms`, req)
  let last = 0
  let count = 0
  for (;;) {
    const page = await rows(
      payload,
      sql`SELECT id, title, artist_name, medium, material, style, category, mood, description, interpretation, location, likes FROM artworks WHERE id > ${last} ORDER BY id LIMIT 500`,
      req,
    )
    if (page.length === 0) break
    const ids = page.map((r) => Number(r.id))
    const colors = await rows(
      payload,
      sql`SELECT parent_id, value FROM artworks_colors WHERE ${anyOf(requireDialect(payload), 'parent_id', ids)}`,
      req,
    )
    const byArtwork = new Map<number, string[]>()
    for (const c of colors) byArtwork.set(Number(c.parent_id), [...(byArtwork.get(Number(c.parent_id)) ?? []), String(c.value)])
    for (const r of page) {
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
    count += page.length
    last = ids[ids.length - 1]
  }
  const artists = await rows(
    payload,
    sql`SELECT id, full_name, username, slug, city, bio FROM users u WHERE role = 'artist' AND ${publicAccountSql('u')}`,
    req,
  )
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
  const galleries = await rows(
    payload,
    sql`SELECT id, name, username, city, bio, views FROM galleries g WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = g.owner_id AND ${publicAccountSql('u')})`,
    req,
  )
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
  // What this process answered from the old index is stale; the catalogue's version does not follow the index.
  forget(payload)
}
