import { describe, expect, it } from 'vitest'
import { LANDING_CATEGORIES } from '@shared/constants'
import {
  activeFilterCount,
  clampPrice,
  clearFilters,
  EMPTY_FILTERS,
  filtersToSearch,
  MULTI_FILTERS,
  normalizePriceRange,
  optionsWithSelected,
  parseFilters,
  toggleValue,
  toRequestBody,
  visibleOptions,
  type ShopFilters,
} from './filters'

describe('shop filters ⇄ URL', () => {
  it('reads every filter from the query string, lower-casing values and splitting commas', () => {
    const filters = parseFilters(
      '?category=Painting,drawing&style=abstract,pop-art&medium=oil&mood=calm&size=small,large&color=Blue&priceMin=5000&priceMax=250000&sort=price-desc&q=%20monsoon%20',
    )
    expect(filters).toEqual<ShopFilters>({
      category: ['painting', 'drawing'],
      style: ['abstract', 'pop-art'],
      medium: ['oil'],
      mood: ['calm'],
      size: ['small', 'large'],
      color: 'blue',
      priceMin: 5000,
      priceMax: 250000,
      sort: 'price-desc',
      q: 'monsoon',
      match: 'all',
    })
  })

  it('writes the same query string back (a link reproduces the view)', () => {
    const search = '?q=monsoon&category=painting,drawing&style=abstract&size=small&color=blue&priceMin=5000&priceMax=250000&sort=price-asc'
    expect(decodeURIComponent(filtersToSearch(parseFilters(search)))).toBe(search)
  })

  it('leaves defaults out: no filters is the bare URL', () => {
    expect(filtersToSearch(EMPTY_FILTERS)).toBe('')
    expect(filtersToSearch({ ...EMPTY_FILTERS, sort: 'newest', priceMin: null, priceMax: null })).toBe('')
    expect(parseFilters('')).toEqual(EMPTY_FILTERS)
  })

  it('ignores unknown or malformed values', () => {
    const filters = parseFilters('?color=teal&size=huge,small&sort=random&priceMin=abc&priceMax=-5&style=,,<b>,abstract,abstract')
    expect(filters.color).toBeNull()
    expect(filters.size).toEqual(['small'])
    expect(filters.sort).toBe('newest')
    expect(filters.priceMin).toBeNull()
    expect(filters.priceMax).toBeNull()
    expect(filters.style).toEqual(['abstract'])
  })

  it("keeps the shop landing's values (style=surreal, medium=watercolor, mood=dreamy) as selections", () => {
    for (const [key, values] of Object.entries(LANDING_CATEGORIES)) {
      for (const value of values) {
        const filters = parseFilters(`?${key}=${value}`)
        expect(filters[key as 'style' | 'medium' | 'mood']).toEqual([value])
      }
    }
    const style = MULTI_FILTERS.find((g) => g.key === 'style')!
    expect(style.options.find((o) => o.value === 'surreal')?.label).toBe('Surrealism')
    const medium = MULTI_FILTERS.find((g) => g.key === 'medium')!
    expect(medium.options.find((o) => o.value === 'watercolor')?.label).toBe('Watercolour')
    // 'dreamy' is not one of MOODS: it is added to the list so it shows as selected.
    const mood = MULTI_FILTERS.find((g) => g.key === 'mood')!
    expect(optionsWithSelected(mood.options, ['dreamy']).at(-1)).toEqual({ value: 'dreamy', label: 'Dreamy' })
    expect(optionsWithSelected(mood.options, ['calm'])).toHaveLength(mood.options.length)
  })

  it('builds the API body, comma-joining multi-values, leaving empty filters out, and going on from a cursor', () => {
    const filters = parseFilters('?style=abstract,minimalism&size=medium&color=red&priceMax=100000')
    expect(toRequestBody(filters)).toEqual({
      sort: 'newest',
      style: 'abstract,minimalism',
      size: 'medium',
      color: 'red',
      priceMax: 100000,
    })
    expect(toRequestBody(EMPTY_FILTERS, 'eyJwIjoxfQ')).toEqual({ after: 'eyJwIjoxfQ', sort: 'newest' })
    expect(toRequestBody({ ...EMPTY_FILTERS, q: ' ink ' })).toEqual({ sort: 'newest', q: 'ink' })
  })

  it("counts active filters, and 'Clear All' keeps only the search and the sort", () => {
    const filters = parseFilters('?q=rain&style=abstract,figurative&color=red&priceMin=1000&sort=price-asc')
    expect(activeFilterCount(filters)).toBe(4)
    const cleared = clearFilters(filters)
    expect(activeFilterCount(cleared)).toBe(0)
    expect(filtersToSearch(cleared)).toBe('?q=rain&sort=price-asc')
  })
})

describe('toggling an option (spec point 5)', () => {
  it('adds an option that is not selected and removes one that is', () => {
    expect(toggleValue([], 'oil')).toEqual(['oil'])
    expect(toggleValue(['oil'], 'acrylic')).toEqual(['oil', 'acrylic'])
    expect(toggleValue(['oil', 'acrylic'], 'oil')).toEqual(['acrylic'])
    expect(toggleValue(toggleValue(['oil'], 'charcoal'), 'charcoal')).toEqual(['oil'])
  })
})

describe('visible options', () => {
  const options = MULTI_FILTERS.find((g) => g.key === 'category')!.options
  it('shows 5, all with Show More, and filters by the search box', () => {
    expect(options).toHaveLength(8)
    const five = visibleOptions(options, { search: '', showAll: false, limit: 5 })
    expect(five.shown.map((o) => o.label)).toEqual(['Painting', 'Sculpture', 'Drawing', 'Digital', 'Photography'])
    expect(five.hasMore).toBe(true)
    expect(visibleOptions(options, { search: '', showAll: true, limit: 5 }).shown).toHaveLength(8)
    const searched = visibleOptions(options, { search: 'IN', showAll: false, limit: 5 })
    expect(searched.shown.map((o) => o.label)).toEqual(['Painting', 'Drawing', 'Installation', 'Print'])
    expect(searched.hasMore).toBe(false)
    expect(visibleOptions(options, { search: 'zzz', showAll: false, limit: 5 }).matching).toBe(0)
  })
})

describe('price range', () => {
  it('keeps bounds inside 0 to 500000 and in order; the ends mean no bound', () => {
    expect(clampPrice(-10)).toBe(0)
    expect(clampPrice(900000)).toBe(500000)
    expect(clampPrice(2500.4)).toBe(2500)
    expect(normalizePriceRange(0, 500000)).toEqual({ priceMin: null, priceMax: null })
    expect(normalizePriceRange(300000, 20000)).toEqual({ priceMin: 20000, priceMax: 300000 })
    expect(normalizePriceRange(null, 800000)).toEqual({ priceMin: null, priceMax: null })
    expect(normalizePriceRange(10000, null)).toEqual({ priceMin: 10000, priceMax: null })
    expect(parseFilters('?priceMin=900000').priceMin).toBe(500000)
  })

  it("keeps the quiz's match=any through the URL and into the request, and drops it with 'Clear All'", () => {
    const filters = parseFilters('?color=red&style=figurative&match=any')
    expect(filters.match).toBe('any')
    expect(filtersToSearch(filters)).toBe('?style=figurative&color=red&match=any')
    expect(toRequestBody(filters)).toEqual({ sort: 'newest', style: 'figurative', color: 'red', match: 'any' })
    expect(parseFilters('?match=everything').match).toBe('all')
    expect(toRequestBody(parseFilters('?color=red'))).not.toHaveProperty('match')
    expect(clearFilters(filters).match).toBe('all')
  })
})
