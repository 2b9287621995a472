/**
 * The shop listing's filter state and its round trip through the URL.
 * Pure functions, no React: the page reads `parseFilters(location.search)`, changes a copy and
 * navigates to `filtersToSearch(next)`, so a link reproduces the view and Back restores it.
 *
 * URL: lower-case parameter names priceMin, priceMax, color, category, style, medium, mood, size,
 * sort, q, and match=any (the style quiz's view: the facets rank the works instead of filtering). Multi-values are comma-separated slugs (`?style=abstract,pop-art`), colour is one value.
 * Defaults (no price bound, sort 'newest', nothing selected) are left out, so the bare
 * /shop/artworks is the unfiltered view. The page number is never in the URL: a filter change
 * starts again at page 1 and 'Load More' appends.
 */
import {
  CATEGORIES,
  COLORS,
  MEDIUMS,
  MOODS,
  PRICE_FILTER,
  SIZES,
  SORTS,
  STYLES,
  type Color,
  type SizeClass,
  type Sort,
} from '@shared/constants'
import { facetSlug } from '@shared/facets'
import type { ArtworksFilter } from '@shared/schemas'
import { toQueryString } from '@shared/paths'

export const MULTI_KEYS = ['category', 'style', 'medium', 'mood'] as const
export type MultiKey = (typeof MULTI_KEYS)[number]

export type ShopFilters = {
  category: string[]
  style: string[]
  medium: string[]
  mood: string[]
  size: SizeClass[]
  color: Color | null
  /** Null when there is no lower bound (0). */
  priceMin: number | null
  /** Null when there is no upper bound (the slider's top means "and above"). */
  priceMax: number | null
  sort: Sort
  /** Free-text search from the header's search box. */
  q: string
  /**
   * 'all': every facet must hold (the default). 'any': the style quiz's answers rank the whole
   * collection, works matching more of them first, so its link always leads to works.
   */
  match: FacetMatch
}

export type FacetMatch = ArtworksFilter['match']

export const EMPTY_FILTERS: ShopFilters = {
  category: [],
  style: [],
  medium: [],
  mood: [],
  size: [],
  color: null,
  priceMin: null,
  priceMax: null,
  sort: 'newest',
  q: '',
  match: 'all',
}

export type FilterOption = { value: string; label: string }

/**
 * The slug an option's name travels under in URLs. It matches the shop landing's links
 * (LANDING_CATEGORIES: 'surreal', 'watercolor') and the seeded shop categories' slugs.
 */
export const optionSlug = facetSlug

const toOptions = (labels: readonly string[]): FilterOption[] => labels.map((label) => ({ value: optionSlug(label), label }))

/** The four multi-select filters, in the sidebar's order, with the option lists of shared/constants.ts. */
export const MULTI_FILTERS: ReadonlyArray<{ key: MultiKey; title: string; options: FilterOption[] }> = [
  { key: 'category', title: 'Category', options: toOptions(CATEGORIES) },
  { key: 'style', title: 'Style', options: toOptions(STYLES) },
  { key: 'medium', title: 'Medium', options: toOptions(MEDIUMS) },
  { key: 'mood', title: 'Mood', options: toOptions(MOODS) },
]

/** 'dreamy' → 'Dreamy', 'pop-art' → 'Pop Art': a label for a value that is not in the list. */
export function labelOfSlug(value: string): string {
  return value
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/**
 * A filter's options with every selected value shown, also one that is not in the option list
 * (the landing links to mood=dreamy): it is appended, so it shows as selected and can be removed.
 */
export function optionsWithSelected(options: readonly FilterOption[], selected: readonly string[]): FilterOption[] {
  const known = new Set(options.map((o) => o.value))
  const extra = selected.filter((v) => !known.has(v)).map((value) => ({ value, label: labelOfSlug(value) }))
  return [...options, ...extra]
}

/** The label of a value of a filter, for chips and announcements. */
export function labelOf(key: MultiKey, value: string): string {
  const group = MULTI_FILTERS.find((g) => g.key === key)
  return group?.options.find((o) => o.value === value)?.label ?? labelOfSlug(value)
}

/** Toggling a selected option removes it, else adds it (order of selection kept). */
export function toggleValue<T extends string>(selected: readonly T[], value: T): T[] {
  return selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]
}

/**
 * The options a multi-select shows: those matching its search box (case-insensitive, on the
 * label), the first LIMITS.filterOptionsShown of them unless 'Show More' is on.
 */
export function visibleOptions(
  options: readonly FilterOption[],
  { search, showAll, limit }: { search: string; showAll: boolean; limit: number },
): { shown: FilterOption[]; matching: number; hasMore: boolean } {
  const needle = search.trim().toLowerCase()
  const matching = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : [...options]
  return {
    shown: showAll ? matching : matching.slice(0, limit),
    matching: matching.length,
    hasMore: matching.length > limit,
  }
}

// ---------- price ----------

/**
 * A price bound in whole rupees kept inside 0 to 500000. Typed values are not snapped to the
 * slider's 1000 step (a collector who types 2500 means 2500); the range inputs snap themselves.
 */
export function clampPrice(value: number): number {
  if (!Number.isFinite(value)) return PRICE_FILTER.min
  return Math.min(PRICE_FILTER.max, Math.max(PRICE_FILTER.min, Math.round(value)))
}

/**
 * A price range from two handles or two inputs: each bound clamped, the pair put in order, and
 * the slider's ends read as "no bound" (null), so the default range adds nothing to the URL.
 */
export function normalizePriceRange(min: number | null, max: number | null): { priceMin: number | null; priceMax: number | null } {
  let lo = min === null ? PRICE_FILTER.min : clampPrice(min)
  let hi = max === null ? PRICE_FILTER.max : clampPrice(max)
  if (lo > hi) [lo, hi] = [hi, lo]
  return {
    priceMin: lo > PRICE_FILTER.min ? lo : null,
    priceMax: hi < PRICE_FILTER.max ? hi : null,
  }
}

// ---------- URL ⇄ state ----------

const SLUG = /^[a-z0-9][a-z0-9-]{0,49}$/
const MAX_VALUES = 20

function parseList(raw: string | null): string[] {
  if (!raw) return []
  const values = raw
    .split(',')
    .map((v) => v.trim().toLowerCase().replace(/\s+/g, '-'))
    .filter((v) => SLUG.test(v))
  return [...new Set(values)].slice(0, MAX_VALUES)
}

function parsePrice(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null
  const value = Number(raw)
  return Number.isFinite(value) && value >= 0 ? value : null
}

const SIZE_SET = new Set<string>(SIZES.map((s) => s.value))
const COLOR_SET = new Set<string>(COLORS)
const SORT_SET = new Set<string>(SORTS)

/** The filters a query string describes; anything unknown or malformed is ignored. */
export function parseFilters(search: string | URLSearchParams): ShopFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const color = params.get('color')?.trim().toLowerCase() ?? ''
  const sort = params.get('sort')?.trim() ?? ''
  const price = normalizePriceRange(parsePrice(params.get('priceMin')), parsePrice(params.get('priceMax')))
  return {
    category: parseList(params.get('category')),
    style: parseList(params.get('style')),
    medium: parseList(params.get('medium')),
    mood: parseList(params.get('mood')),
    size: parseList(params.get('size')).filter((s): s is SizeClass => SIZE_SET.has(s)),
    color: COLOR_SET.has(color) ? (color as Color) : null,
    ...price,
    sort: SORT_SET.has(sort) ? (sort as Sort) : 'newest',
    q: (params.get('q') ?? '').trim().slice(0, 100),
    match: params.get('match')?.trim() === 'any' ? 'any' : 'all',
  }
}

/**
 * The canonical query string of a filter state ('' for no filters), in a stable order. Commas
 * between values stay literal (`style=abstract,pop-art`): they are legal in a query and readable.
 */
export function filtersToSearch(filters: ShopFilters): string {
  return toQueryString({
    q: filters.q.trim() || undefined,
    category: filters.category,
    style: filters.style,
    medium: filters.medium,
    mood: filters.mood,
    size: filters.size,
    color: filters.color ?? undefined,
    priceMin: filters.priceMin ?? undefined,
    priceMax: filters.priceMax ?? undefined,
    sort: filters.sort === 'newest' ? undefined : filters.sort,
    match: filters.match === 'any' ? 'any' : undefined,
  }).replace(/%2C/gi, ',')
}

/** How many filters narrow the list (sort and the search text are not filters). */
export function activeFilterCount(filters: ShopFilters): number {
  return (
    filters.category.length +
    filters.style.length +
    filters.medium.length +
    filters.mood.length +
    filters.size.length +
    (filters.color ? 1 : 0) +
    (filters.priceMin !== null || filters.priceMax !== null ? 1 : 0)
  )
}

/** 'Clear All': every filter off (and with them the quiz's ranking); the search text and the sort order stay. */
export function clearFilters(filters: ShopFilters): ShopFilters {
  return { ...EMPTY_FILTERS, q: filters.q, sort: filters.sort }
}

/** The body of POST /api/public/artworks for one page: empty filters are left out. */
export type ArtworksRequest = {
  /** Load More's cursor (the page before's `next`); the first page sends none. */
  after?: string
  sort: Sort
  priceMin?: number
  priceMax?: number
  color?: Color
  category?: string
  style?: string
  medium?: string
  mood?: string
  size?: string
  q?: string
  match?: 'any'
}

export function toRequestBody(filters: ShopFilters, after: string | null = null): ArtworksRequest {
  const body: ArtworksRequest = { sort: filters.sort }
  if (after !== null) body.after = after
  if (filters.priceMin !== null) body.priceMin = filters.priceMin
  if (filters.priceMax !== null) body.priceMax = filters.priceMax
  if (filters.color) body.color = filters.color
  for (const key of MULTI_KEYS) if (filters[key].length) body[key] = filters[key].join(',')
  if (filters.size.length) body.size = filters.size.join(',')
  if (filters.q.trim()) body.q = filters.q.trim()
  if (filters.match === 'any') body.match = 'any'
  return body
}

/** A stable cache key for a filter state. */
export function filtersKey(filters: ShopFilters): string {
  return filtersToSearch(filters) || '?'
}
