/**
 * The shop's filter values, as the storefront sends them (lower-cased query parameters, the shop
 * landing's words like 'surreal', 'watercolor' or 'dreamy'), mapped onto the stored values of the
 * lists in shared/constants.ts. A value that maps to nothing matches nothing: the client gets an
 * empty list, not an error, because a link from an old page or a typed URL is not a broken request.
 */
import { CATEGORIES, MEDIUMS, MOODS, STYLES } from '../../../shared/constants'
import { FACET_WORDS, type Facet } from '../../../shared/facets'

const LISTS: Record<Facet, readonly string[]> = { category: CATEGORIES, style: STYLES, medium: MEDIUMS, mood: MOODS }

const key = (v: string) => v.trim().toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ')

/** The stored values one submitted value stands for (empty when it stands for none). */
export function mapFacetValue(facet: Facet, value: string): string[] {
  const k = key(value)
  if (!k) return []
  const list = LISTS[facet]
  const exact = list.find((v) => key(v) === k || key(v).replace(/ /g, '') === k.replace(/ /g, ''))
  if (exact) return [exact]
  const synonym = FACET_WORDS[facet][k]
  if (synonym) return [...synonym]
  // 'impression' → Impressionism, 'expression' → Expressionism: an unambiguous beginning of at least 4 letters.
  if (k.length >= 4) {
    const starts = list.filter((v) => key(v).startsWith(k))
    if (starts.length === 1) return starts
  }
  return []
}

/**
 * The stored values for a multi-select facet, or undefined when the facet is not filtered.
 * An empty array means "filtered by values that exist nowhere": no artwork matches.
 */
export function mapFacet(facet: Facet, values: string[] | undefined): string[] | undefined {
  if (!values || values.length === 0) return undefined
  return [...new Set(values.flatMap((v) => mapFacetValue(facet, v)))]
}

/**
 * `medium` is free text on the artwork form (MEDIUMS is a suggestion), so the stored value may be
 * lower-case or in the other spelling. The index is on the exact value; matching every usual
 * spelling with IN keeps it an index lookup rather than a scan over lower(medium).
 */
export function mediumSpellings(mediums: string[]): string[] {
  const out = new Set<string>()
  for (const m of mediums) {
    out.add(m)
    out.add(m.toLowerCase())
    out.add(m.toUpperCase())
    if (m === 'Watercolour') for (const v of ['Watercolor', 'watercolor', 'Water colour', 'water colour']) out.add(v)
    if (m === 'Mixed Media') for (const v of ['Mixed media', 'mixed-media', 'Mixed-media']) out.add(v)
  }
  return [...out]
}
