/**
 * Ranked, typo-tolerant search over the index of cms/search/indexer.ts.
 *
 * 1. The query's words (normalised like the index) become index terms with one round trip to
 *    search_vocab: each word's deletion keys find every term within one edit (confirmed with a
 *    real edit distance), and a key range finds the longer terms it begins.
 * 2. A document's score is, per query word, the best of (field weight x 4 + match quality) over
 *    the terms it matched, summed over the words. Weight dominates quality, so a title match
 *    outranks an artist-name match, which outranks medium/style, then description; within a field
 *    an exact word (3) beats a prefix (2) beats a typo (1). Ties go to the most liked, then the
 *    newest (highest id).
 * 3. Cost is bounded by the page, not by how common a word is:
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
import { KIND, type Kind } from './indexer'
import { all, placeholders, type Row } from './sql'
import { deletionKeys, editDistance, MATCH, MIN_TYPO_LENGTH, queryWords, type MatchQuality } from './text'

/** A word shorter than this is not expanded to the longer words it begins. */
const MIN_PREFIX = 3
/** At most this many longer terms per word (in alphabetical order) from the vocabulary. */
const PREFIX_TERMS = 40
/** Per word, the terms worth reading: exact first, then typos, then the shortest longer words. */
const TERMS_PER_WORD = 8

export type Term = { term: string; quality: MatchQuality }
/** For each query word with at least one match, its terms. */
export type Expansion = Term[][]

/** The query's words and the index terms each matches (words matching nothing are dropped). */
export async function expandQuery(payload: Payload, query: string): Promise<{ words: string[]; expansion: Expansion }> {
  const words = queryWords(query)
  if (words.length === 0) return { words, expansion: [] }
  const keys = [...new Set(words.flatMap((w) => deletionKeys(w)))]
  const parts = [`SELECT key, term FROM search_vocab WHERE key IN (${placeholders(keys.length)})`]
  const params: unknown[] = [...keys]
  for (const w of words.filter((w) => w.length >= MIN_PREFIX)) {
    // Terms are [a-z0-9]; '{' sorts right after 'z' (byte order: SQLite's default, PostgreSQL's "C" column).
    parts.push(
      `SELECT * FROM (SELECT key, term FROM search_vocab WHERE key > ? AND key < ? AND key = term ORDER BY key LIMIT ${PREFIX_TERMS}) p${parts.length}`,
    )
    params.push(w, `${w}{`)
  }
  const rows = await all<{ key: string; term: string }>(payload, parts.join(' UNION ALL '), params)
  const candidates = [...new Set(rows.map((r) => String(r.term)))]
  const expansion: Expansion = []
  for (const w of words) {
    const matches: Term[] = []
    for (const term of candidates) {
      if (term === w) matches.push({ term, quality: MATCH.exact })
      else if (w.length >= MIN_PREFIX && term.startsWith(w)) matches.push({ term, quality: MATCH.prefix })
      else if (w.length >= MIN_TYPO_LENGTH && editDistance(w, term) <= 1) matches.push({ term, quality: MATCH.typo })
    }
    matches.sort((a, b) => b.quality - a.quality || a.term.length - b.term.length || (a.term < b.term ? -1 : 1))
    if (matches.length > 0) expansion.push(matches.slice(0, TERMS_PER_WORD))
  }
  return { words, expansion }
}

/** `CASE term WHEN … THEN quality … END` for a word's terms, with its values. */
function quality(terms: Term[], column = 'term'): { sql: string; params: unknown[] } {
  return {
    sql: `CASE ${column} ${terms.map(() => 'WHEN ? THEN ?').join(' ')} ELSE 0 END`,
    params: terms.flatMap((t) => [t.term, t.quality]),
  }
}

/** The rows of each of `terms`, best first, at most `depth` per term. */
function bestRows(kind: Kind, terms: Term[], depth: number): { sql: string; params: unknown[] } {
  return {
    sql: terms
      .map(
        (_, i) =>
          `SELECT * FROM (SELECT term, weight, rank, doc_id FROM search_terms WHERE kind = ? AND term = ? ORDER BY weight DESC, rank DESC, doc_id DESC LIMIT ?) t${i}`,
      )
      .join(' UNION ALL '),
    params: terms.flatMap((t) => [KIND[kind], t.term, depth]),
  }
}

/** How many documents each word matches (counting stops at `cap`). */
async function wordCounts(payload: Payload, kind: Kind, expansion: Expansion, cap: number): Promise<number[]> {
  const sql = expansion
    .map(
      (terms, i) =>
        `SELECT ${i} AS w, count(*) AS n FROM (SELECT 1 FROM search_terms WHERE kind = ? AND term IN (${placeholders(terms.length)}) LIMIT ${cap + 1}) c${i}`,
    )
    .join(' UNION ALL ')
  const rows = await all(
    payload,
    sql,
    expansion.flatMap((terms) => [KIND[kind], ...terms.map((t) => t.term)]),
  )
  const counts = expansion.map(() => 0)
  for (const r of rows) counts[Number(r.w)] = Number(r.n)
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
async function candidates(
  payload: Payload,
  kind: Kind,
  expansion: Expansion,
  window: number,
): Promise<{ sql: string; params: unknown[]; words: number }> {
  // Counted a little past the window, so that of two common words the rarer one drives.
  const index = await rarestWord(payload, kind, expansion, Math.max(window, 5000))
  const driver = expansion[index]
  const others = expansion.filter((_, i) => i !== index)
  const rows = bestRows(kind, driver, window)
  const q0 = quality(driver)
  const probes = others.map((terms, i) => {
    const q = quality(terms, 'o.term')
    return {
      sql: `(SELECT max(o.weight * 4 + ${q.sql}) FROM search_terms o WHERE o.kind = ? AND o.term IN (${placeholders(terms.length)}) AND o.doc_id = c.doc_id) AS s${i + 1}`,
      params: [...q.params, KIND[kind], ...terms.map((t) => t.term)],
    }
  })
  return {
    sql: `SELECT c.doc_id, c.rank, c.s0${probes.map((p) => `, ${p.sql}`).join('')} FROM (SELECT doc_id, max(rank) AS rank, max(weight * 4 + ${q0.sql}) AS s0 FROM (${rows.sql}) d GROUP BY doc_id) c`,
    params: [...probes.flatMap((p) => p.params), ...q0.params, ...rows.params],
    words: expansion.length,
  }
}

type Scored = { id: number; matched: number; score: number; rank: number }
const byRank = (a: Scored, b: Scored) => b.matched - a.matched || b.score - a.score || b.rank - a.rank || b.id - a.id

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
  keep: (ids: number[]) => Promise<number[]> = async (ids) => ids,
): Promise<number[]> {
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
      const { sql, params } = bestRows(kind, terms, depth)
      const rows = await all<Row>(payload, sql, params)
      const best = new Map<number, Scored>()
      const perTerm = new Map<string, number>()
      for (const r of rows) {
        perTerm.set(String(r.term), (perTerm.get(String(r.term)) ?? 0) + 1)
        const q = terms.find((t) => t.term === r.term)?.quality ?? 0
        const s = { id: Number(r.doc_id), matched: 1, score: Number(r.weight) * 4 + q, rank: Number(r.rank) }
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
      const rows = await all<Row>(
        payload,
        `SELECT m.doc_id, m.rank, ${matched} AS matched, ${score} AS score, count(*) OVER () AS total FROM (${c.sql}) m ORDER BY 3 DESC, 4 DESC, m.rank DESC, m.doc_id DESC LIMIT ?`,
        [...c.params, limit * 4 + 16],
      )
      ranked = rows.map((r) => ({ id: Number(r.doc_id), matched: Number(r.matched), score: Number(r.score), rank: Number(r.rank) }))
      cut = Number(rows[0]?.total ?? 0) >= depth
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
  /** The documents' table and alias, its visibility rule and filters (SQL on the alias), with their values. */
  join: { table: string; alias: string; where: string; params: unknown[]; tieBreak: string }
  limit: number
  offset: number
  /** An ORDER BY that replaces relevance (e.g. price). */
  orderBy?: string
  /** Candidates read from the driving word (see the top of this file). */
  window?: number
}

/**
 * A page of ids of documents with every word, joined to their table for visibility and filters,
 * ordered by relevance (or `orderBy`), and how many there are among the candidates.
 */
export async function rankedPage(
  payload: Payload,
  kind: Kind,
  expansion: Expansion,
  options: RankOptions,
): Promise<{ ids: number[]; count: number }> {
  if (expansion.length === 0) return { ids: [], count: 0 }
  const { join, limit, offset } = options
  const c = await candidates(payload, kind, expansion, options.window ?? 2000)
  const score = Array.from({ length: c.words }, (_, i) => `m.s${i}`).join(' + ')
  const everyWord = Array.from({ length: c.words - 1 }, (_, i) => `m.s${i + 1} IS NOT NULL`)
  const where = [...everyWord, join.where].join(' AND ')
  const order = options.orderBy ?? `(${score}) DESC, ${join.tieBreak}`
  const from = `FROM (${c.sql}) m JOIN ${join.table} ${join.alias} ON ${join.alias}.id = m.doc_id WHERE ${where}`
  const rows = await all<Row>(
    payload,
    `SELECT ${join.alias}.id AS id, count(*) OVER () AS total ${from} ORDER BY ${order} LIMIT ? OFFSET ?`,
    [...c.params, ...join.params, limit, offset],
  )
  if (rows.length > 0) return { ids: rows.map((r) => Number(r.id)), count: Number(rows[0].total) }
  if (offset === 0) return { ids: [], count: 0 }
  const [row] = await all<Row>(payload, `SELECT count(*) AS total ${from}`, [...c.params, ...join.params])
  return { ids: [], count: Number(row?.total ?? 0) }
}
