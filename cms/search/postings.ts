/**
 * What the search index holds for a document: its terms, each with the weight of the best field
 * it appears in (title 4, artist name 3, medium/style/… 2, description 1). Pure functions, used by
 * both index stores (the SQL tables of indexer.ts and the portable collection of portable.ts).
 */
import { terms } from './text'

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

/** The tie-break stored with each document: likes for artworks, views for galleries (a whole number). */
export const rankOf = (value: unknown): number => Math.max(0, Math.min(2_000_000_000, Math.round(Number(value) || 0)))
