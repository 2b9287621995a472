/**
 * Ranked, typo-tolerant search over the SQL index of indexer.ts (the ranking rules are rank.ts).
 *
 * 1. The query's words (normalised like the index) become index terms with one round trip to
 *    search_vocab: each word's deletion keys find every term within one edit (confirmed with a
 *    real edit distance), and a key range finds the longer terms it begins.
 * 2. Cost is bounded by the page, not by how common a word is:
 *    - one word: each of its terms' rows is read in the order of the rank index (weight, then
 *      popularity) and only as deep as the page needs; this is exact (a document ranked below n
 *      others in its best term's list has n better documents overall);
 *    - several words: the rarest word (by a count that stops at 5000) drives: its best
 *      `window` rows per term are the candidates (500 for the header search, 2000 for the shop
 *      listing), and each candidate is scored against the other words by primary-key lookups.
 *      Exact whenever the rarest word matches at most `window` documents; when every word is that
 *      common, results come from the rarest word's best `window` documents (its title matches
 *      first, then the most liked).
 *    The shop listing's free-text search works the same way, with the shop's filters applied to
 *    the candidates and `count` counting the candidates that pass them.
 */
import type { Payload } from 'payload'
import type { Expansion, SearchTerm } from '../catalogue/types'
import { anyOf, requireDialect, rows, sql, values, type Row, type SQL } from '../db/sql'
import { KIND, type Kind } from './postings'
import { byRank, expansionOf, MIN_PREFIX, PREFIX_TERMS, type Scored } from './rank'
import { deletionKeys, queryWords } from './text'

/** The query's words and the index terms each matches (words matching nothing are dropped). */
export async function expandQuery(payload: Payload, query: string): Promise<{ words: string[]; expansion: Expansion }> {
  const words = queryWords(query)
  if (words.length === 0) return { words, expansion: [] }
  const keys = [...new Set(words.flatMap((w) => deletionKeys(w)))]
  const parts: SQL[] = [sql`SELECT key, term FROM search_vocab WHERE ${anyOf(requireDialect(payload), 'key', keys)}`]
  for (const w of words.filter((w) => w.length >= MIN_PREFIX)) {
    // Terms are [a-z0-9]; '{' sorts right after 'z' (byte order: SQLite's default, PostgreSQL's "C" column).
    parts.push(
      sql`SELECT key, term FROM (SELECT key, term FROM search_vocab WHERE key > ${w} AND key < ${`${w}{`} AND key = term ORDER BY key LIMIT ${int(PREFIX_TERMS)}) ${sql.raw(`p${parts.length}`)}`,
    )
  }
  const found = await rows<{ key: string; term: string }>(payload, sql.join(parts, sql` UNION ALL `))
  return {
    words,
    expansion: expansionOf(
      words,
      found.map((r) => String(r.term)),
    ),
  }
}

/**
 * A whole number this code computed (a kind, a depth, a match quality), written into the text:
 * Drizzle binds each value at a cost, and only the query's words need binding.
 */
const int = (n: number): SQL => sql.raw(String(Math.trunc(n)))

/** `CASE term WHEN … THEN quality … END` for a word's terms. */
const quality = (terms: SearchTerm[], column = 'term'): SQL =>
  sql`CASE ${sql.raw(column)} ${sql.join(
    terms.map((t) => sql`WHEN ${t.term} THEN ${int(t.quality)}`),
    sql` `,
  )} ELSE 0 END`

/** The rows of each of `terms`, best first, at most `depth` per term. */
const bestRows = (kind: Kind, terms: SearchTerm[], depth: number): SQL =>
  sql.join(
    terms.map(
      (t, i) =>
        sql`SELECT term, weight, rank, doc_id FROM (SELECT term, weight, rank, doc_id FROM search_terms WHERE kind = ${int(KIND[kind])} AND term = ${t.term} ORDER BY weight DESC, rank DESC, doc_id DESC LIMIT ${int(depth)}) ${sql.raw(`t${i}`)}`,
    ),
    sql` UNION ALL `,
  )

/** `<column> IN` the terms (as one bound value; a correlated probe lists them instead, so that it is not re-read per row). */
const inTerms = (payload: Payload, column: string, terms: SearchTerm[]): SQL =>
  anyOf(
    requireDialect(payload),
    column,
    terms.map((t) => t.term),
  )

/** How many documents each word matches (counting stops at `cap`). */
async function wordCounts(payload: Payload, kind: Kind, expansion: Expansion, cap: number): Promise<number[]> {
  const query = sql.join(
    expansion.map(
      (terms, i) =>
        sql`SELECT ${int(i)} AS w, count(*) AS n FROM (SELECT 1 FROM search_terms WHERE kind = ${int(KIND[kind])} AND ${inTerms(payload, 'term', terms)} LIMIT ${int(cap + 1)}) ${sql.raw(`c${i}`)}`,
    ),
    sql` UNION ALL `,
  )
  const counts = expansion.map(() => 0)
  for (const r of await rows(payload, query)) counts[Number(r.w)] = Number(r.n)
  return counts
}

/** The word matching the fewest documents of this kind (the first of equals). */
async function rarestWord(payload: Payload, kind: Kind, expansion: Expansion, cap: number): Promise<number> {
  if (expansion.length === 1) return 0
  const counts = await wordCounts(payload, kind, expansion, cap)
  return counts.indexOf(Math.min(...counts))
}

/**
 * Candidates with their score per word: `SELECT doc_id, rank, s0, s1, …` where s0 is the driving
 * word's and each other sN is NULL when the document lacks that word.
 */
async function candidates(payload: Payload, kind: Kind, expansion: Expansion, window: number): Promise<{ query: SQL; words: number }> {
  // Counted a little past the window, so that of two common words the rarer one drives.
  const index = await rarestWord(payload, kind, expansion, Math.max(window, 5000))
  const driver = expansion[index]
  const others = expansion.filter((_, i) => i !== index)
  const probes = others.map(
    (terms, i) =>
      sql`, (SELECT max(o.weight * 4 + ${quality(terms, 'o.term')}) FROM search_terms o WHERE o.kind = ${int(KIND[kind])} AND o.term IN ${values(terms.map((t) => t.term))} AND o.doc_id = c.doc_id) AS ${sql.raw(`s${i + 1}`)}`,
  )
  return {
    query: sql`SELECT c.doc_id, c.rank, c.s0${sql.join(probes, sql``)} FROM (SELECT doc_id, max(rank) AS rank, max(weight * 4 + ${quality(driver)}) AS s0 FROM (${bestRows(kind, driver, window)}) d GROUP BY doc_id) c`,
    words: expansion.length,
  }
}

/**
 * The best documents of one kind, most relevant first (documents with every word; when there are
 * none, those with the most words). `keep` drops documents the caller may not show (artworks'
 * visibility): the index holds every artwork, public or not, so the lists are read a little deeper
 * than the page, and four times deeper again when too many were dropped.
 */
export async function searchTop(
  payload: Payload,
  kind: Kind,
  expansion: Expansion,
  limit: number,
  keep: (ids: string[]) => Promise<string[]> = async (ids) => ids,
): Promise<string[]> {
  if (expansion.length > 1) {
    // A word no document of this kind has (the vocabulary is shared by all kinds) cannot help rank them.
    const counts = await wordCounts(payload, kind, expansion, 0)
    expansion = expansion.filter((_, i) => counts[i] > 0)
  }
  if (expansion.length === 0) return []
  let depth = expansion.length === 1 ? limit + 8 : 500
  for (let attempt = 0; ; attempt++) {
    let ranked: Scored[]
    let cut: boolean
    if (expansion.length === 1) {
      const [terms] = expansion
      const found = await rows<Row>(payload, bestRows(kind, terms, depth))
      const best = new Map<string, Scored>()
      const perTerm = new Map<string, number>()
      for (const r of found) {
        perTerm.set(String(r.term), (perTerm.get(String(r.term)) ?? 0) + 1)
        const q = terms.find((t) => t.term === r.term)?.quality ?? 0
        const s = { id: String(Number(r.doc_id)), matched: 1, score: Number(r.weight) * 4 + q, rank: Number(r.rank) }
        const prev = best.get(s.id)
        if (!prev || byRank(s, prev) < 0) best.set(s.id, s)
      }
      ranked = [...best.values()]
      cut = [...perTerm.values()].some((n) => n >= depth)
    } else {
      // Ranked in SQL so that only the head of the candidates comes back.
      const c = await candidates(payload, kind, expansion, depth)
      const others = Array.from({ length: c.words - 1 }, (_, i) => `m.s${i + 1}`)
      const matched = ['1', ...others.map((s) => `CASE WHEN ${s} IS NULL THEN 0 ELSE 1 END`)].join(' + ')
      const score = ['m.s0', ...others.map((s) => `coalesce(${s}, 0)`)].join(' + ')
      const found = await rows<Row>(
        payload,
        sql`SELECT m.doc_id, m.rank, ${sql.raw(matched)} AS matched, ${sql.raw(score)} AS score, count(*) OVER () AS total FROM (${c.query}) m ORDER BY 3 DESC, 4 DESC, m.rank DESC, m.doc_id DESC LIMIT ${limit * 4 + 16}`,
      )
      ranked = found.map((r) => ({
        id: String(Number(r.doc_id)),
        matched: Number(r.matched),
        score: Number(r.score),
        rank: Number(r.rank),
      }))
      cut = Number(found[0]?.total ?? 0) >= depth
    }
    ranked.sort(byRank)
    const top = ranked[0]?.matched ?? 0
    const ordered = ranked.filter((d) => d.matched === top).map((d) => d.id)
    const first = limit * 2 + 8
    let kept = await keep(ordered.slice(0, first))
    if (kept.length < limit && ordered.length > first) kept = await keep(ordered.slice(0, 1000))
    if (kept.length >= limit || !cut || attempt === (expansion.length === 1 ? 2 : 1)) return kept.slice(0, limit)
    depth *= 4
  }
}

export type RankOptions = {
  /** The artworks' conditions on alias `a` (visibility and the shop's filters). */
  where: SQL
  /** Ties of relevance, on alias `a`. */
  tieBreak: SQL
  limit: number
  offset: number
  /** An ORDER BY that replaces relevance (e.g. price), on alias `a`. */
  orderBy?: SQL
  /** Candidates read from the driving word (see the top of this file). */
  window?: number
}

/**
 * A page of ids of artworks with every word, joined to their table for visibility and filters,
 * ordered by relevance (or `orderBy`), and how many there are among the candidates.
 */
export async function rankedPage(payload: Payload, expansion: Expansion, options: RankOptions): Promise<{ ids: string[]; count: number }> {
  if (expansion.length === 0) return { ids: [], count: 0 }
  const { limit, offset } = options
  const c = await candidates(payload, 'artwork', expansion, options.window ?? 2000)
  const score = Array.from({ length: c.words }, (_, i) => `m.s${i}`).join(' + ')
  const everyWord = Array.from({ length: c.words - 1 }, (_, i) => sql.raw(`m.s${i + 1} IS NOT NULL`))
  const where = sql.join([...everyWord, options.where], sql` AND `)
  const order = options.orderBy ?? sql`(${sql.raw(score)}) DESC, ${options.tieBreak}`
  const from = sql`FROM (${c.query}) m JOIN artworks a ON a.id = m.doc_id WHERE ${where}`
  const found = await rows<Row>(
    payload,
    sql`SELECT a.id AS id, count(*) OVER () AS total ${from} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
  )
  if (found.length > 0) return { ids: found.map((r) => String(Number(r.id))), count: Number(found[0].total) }
  if (offset === 0) return { ids: [], count: 0 }
  const [row] = await rows<Row>(payload, sql`SELECT count(*) AS total ${from}`)
  return { ids: [], count: Number(row?.total ?? 0) }
}
