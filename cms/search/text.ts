/**
 * Text handling of the search index: one normaliser for indexing and querying, the single-deletion
 * neighbourhood used to find one-typo matches with an indexed lookup, and the edit distance that
 * confirms them. Pure functions, no I/O.
 */

/** Words that carry no meaning in a search for art; never indexed, dropped from queries. */
const STOPWORDS = new Set(
  'a an and are as at be by for from has have in into is it its of on or that the their this to was were with by de la le'.split(' '),
)

/** Longest indexed word; longer ones are cut (no real word in a title or a description is longer). */
export const MAX_TERM_LENGTH = 24
/** Words shorter than this are matched exactly: one edit of a 2-letter word matches half the language. */
export const MIN_TYPO_LENGTH = 3
/** Words at least this long also match longer words they begin ("acry" finds acrylic). */
export const MIN_PREFIX_LENGTH = 2

/** Lower-case ASCII words: accents folded ("Café" → cafe), British and American spellings kept apart. */
export function words(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/<[^>]*>/g, ' ') // bios are HTML
    .replace(/&[a-z]+;/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, MAX_TERM_LENGTH))
}

/** The index terms of a text: its words minus stop words and single characters. */
export function terms(text: string | null | undefined): string[] {
  return words(text).filter((w) => w.length > 1 && !STOPWORDS.has(w))
}

/**
 * The words of a query, in order, without duplicates. Stop words are dropped unless the query is
 * nothing else ("the" still finds something). At most 6 words are used.
 */
export function queryWords(query: string): string[] {
  const all = [...new Set(words(query))]
  const meaningful = all.filter((w) => !STOPWORDS.has(w) && (w.length > 1 || /\d/.test(w)))
  return (meaningful.length > 0 ? meaningful : all).slice(0, 6)
}

/** The word itself and every string made by deleting one character of it. */
export function deletionKeys(word: string): string[] {
  const keys = new Set([word])
  if (word.length >= MIN_TYPO_LENGTH) {
    for (let i = 0; i < word.length; i++) keys.add(word.slice(0, i) + word.slice(i + 1))
  }
  return [...keys]
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transposition), stopping early once
 * it exceeds `max`. "acrylc"→"acrylic" is 1, "arcylic"→"acrylic" is 1, "oli"→"oil" is 1.
 */
export function editDistance(a: string, b: string, max = 1): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a === b) return 0
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1)
      row.push(d)
      if (d < best) best = d
    }
    if (best > max) return max + 1
    rows.push(row)
  }
  return rows[a.length][b.length]
}

/** How a query word matched an index term; the rank prefers exact, then prefix, then typo. */
export const MATCH = { exact: 3, prefix: 2, typo: 1 } as const
export type MatchQuality = (typeof MATCH)[keyof typeof MATCH]
