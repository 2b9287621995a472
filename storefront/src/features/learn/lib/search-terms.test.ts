import { describe, expect, it } from 'vitest'
import type { DictionaryTerm } from '@shared/api-types'
import { matchSnippet, searchTerms } from './search-terms'

const t = (slug: string, term: string, definition: string, categorySlug = 'techniques'): DictionaryTerm => ({
  slug,
  term,
  definition,
  categorySlug,
  image: null,
  relatedTerms: [],
})

const terms = [
  t('glazing', 'Glazing', 'Thin transparent layers of oil paint.'),
  t('impasto', 'Impasto', 'Paint applied thickly with a palette knife.'),
  t('palette-knife', 'Palette knife painting', 'Applying paint with a blade.'),
  t('giclee', 'Archival pigment print (giclée)', 'An inkjet print.', 'printmaking'),
]

describe('searchTerms', () => {
  it('finds names first, then definitions, case- and accent-insensitively', () => {
    expect(searchTerms(terms, 'palette').map((x) => x.slug)).toEqual(['palette-knife', 'impasto'])
    expect(searchTerms(terms, 'GICLEE').map((x) => x.slug)).toEqual(['giclee'])
    expect(searchTerms(terms, 'oil transparent').map((x) => x.slug)).toEqual(['glazing'])
  })
  it('returns nothing for an empty query or no match', () => {
    expect(searchTerms(terms, '  ')).toEqual([])
    expect(searchTerms(terms, 'sculpture')).toEqual([])
  })
})

describe('matchSnippet', () => {
  const long =
    'A movement that began in France in the 1870s with painters such as Monet, Renoir and Pissarro. They painted outdoors, in short broken strokes of pure colour, to capture fleeting effects of light and weather rather than precise detail.'
  it('starts at the beginning when the match is early', () => {
    expect(matchSnippet(long, 'movement', 60)).toBe('A movement that began in France in the 1870s with painters…')
  })
  it('shows the passage around a late match', () => {
    const s = matchSnippet(long, 'light', 60)
    expect(s.startsWith('…')).toBe(true)
    expect(s).toContain('light')
    expect(s.length).toBeLessThanOrEqual(62)
  })
  it('returns short text whole', () => {
    expect(matchSnippet('Thin layers.', 'layers')).toBe('Thin layers.')
  })
})
