/**
 * The ranking rules both search implementations share (cms/search/query.ts on SQL, portable.ts on
 * the Local API), so that they order results the same way:
 *
 * - a query word matches an index term exactly (3), as the beginning of a longer term (2, words
 *   of 3 letters or more) or within one typo (1, words of 3 letters or more); per word, the best
 *   TERMS_PER_WORD terms are used: exact first, then typos, then the shortest longer words;
 * - a document scores, per word, the best (field weight x 4 + match quality) over its terms, summed
 *   over the words; documents with more of the words come first, then the higher score, then the
 *   more popular (likes, views), then the newest (highest id).
 */
import type { Expansion, SearchTerm } from '../catalogue/types'
import { editDistance, MATCH, MIN_TYPO_LENGTH } from './text'

/** A word shorter than this is not expanded to the longer words it begins. */
export const MIN_PREFIX = 3
/** At most this many longer terms per word (in alphabetical order) from the vocabulary. */
export const PREFIX_TERMS = 40
/** Per word, the terms worth reading. */
export const TERMS_PER_WORD = 8

/** How `word` matches `term` (0: not at all). */
export function matchQuality(word: string, term: string): number {
  if (term === word) return MATCH.exact
  if (word.length >= MIN_PREFIX && term.startsWith(word)) return MATCH.prefix
  if (word.length >= MIN_TYPO_LENGTH && editDistance(word, term) <= 1) return MATCH.typo
  return 0
}

/** The expansion of the query's words over candidate terms (words matching none are dropped). */
export function expansionOf(words: string[], candidates: Iterable<string>): Expansion {
  const terms = [...new Set(candidates)]
  const expansion: Expansion = []
  for (const w of words) {
    const matches: SearchTerm[] = []
    for (const term of terms) {
      const quality = matchQuality(w, term)
      if (quality > 0) matches.push({ term, quality })
    }
    matches.sort((a, b) => b.quality - a.quality || a.term.length - b.term.length || (a.term < b.term ? -1 : 1))
    if (matches.length > 0) expansion.push(matches.slice(0, TERMS_PER_WORD))
  }
  return expansion
}

export type Scored = { id: string; matched: number; score: number; rank: number }

/** Ids compare as numbers when both are (SQL), else as text (MongoDB's ObjectIds grow with time). */
export const compareIds = (a: string, b: string): number => {
  const x = Number(a)
  const y = Number(b)
  return Number.isFinite(x) && Number.isFinite(y) ? x - y : a < b ? -1 : a > b ? 1 : 0
}

export const byRank = (a: Scored, b: Scored): number =>
  b.matched - a.matched || b.score - a.score || b.rank - a.rank || compareIds(b.id, a.id)
