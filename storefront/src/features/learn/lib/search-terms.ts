import type { DictionaryTerm } from '@shared/api-types'

/** Lower case without accents, so 'giclee' finds 'giclée'. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
}

/**
 * Terms whose name or definition contains every word of the query (DECISIONS 3). Names that
 * start with the query come first, then other name matches, then definition-only matches;
 * alphabetical within each group. Duplicates (a term listed in two categories) are kept once.
 */
export function searchTerms(terms: DictionaryTerm[], query: string): DictionaryTerm[] {
  const needle = normalise(query)
  if (!needle) return []
  const words = needle.split(/\s+/)
  const seen = new Set<string>()
  const scored: { term: DictionaryTerm; rank: number }[] = []
  for (const term of terms) {
    const key = `${term.categorySlug}/${term.slug}`
    if (seen.has(key)) continue
    const name = normalise(term.term)
    const text = `${name} ${normalise(term.definition)}`
    if (!words.every((w) => text.includes(w))) continue
    seen.add(key)
    const rank = name.startsWith(needle) ? 0 : words.every((w) => name.includes(w)) ? 1 : 2
    scored.push({ term, rank })
  }
  return scored.sort((a, b) => a.rank - b.rank || a.term.term.localeCompare(b.term.term)).map((s) => s.term)
}

/**
 * A short extract of a definition around the first match of the query (so the reader sees why
 * the term was found), or its start when the match is early or absent.
 */
export function matchSnippet(definition: string, query: string, max = 140): string {
  const words = normalise(query).split(/\s+/).filter(Boolean)
  const text = definition.replace(/\s+/g, ' ').trim()
  const haystack = normalise(text)
  const at = Math.min(...words.map((w) => haystack.indexOf(w)).filter((i) => i >= 0), Infinity)
  const cut = (from: number) => {
    const slice = text.slice(from, from + max + 1)
    if (from + max >= text.length) return slice.trim()
    const space = slice.lastIndexOf(' ')
    return `${slice.slice(0, space > 0 ? space : max).replace(/[\s,;:.]+$/, '')}…`
  }
  if (!Number.isFinite(at) || at < max * 0.6) return cut(0)
  // Start at a word boundary a little before the match.
  const from = text.lastIndexOf(' ', Math.max(0, at - 40)) + 1
  return `…${cut(from)}`
}
