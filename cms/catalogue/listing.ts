/**
 * The shop listing's rules, the same for both catalogue implementations:
 *
 * - filters (match 'all', the default): every facet holds. A colour matches any of a work's
 *   colours, works whose dominant colour it is first. Price sorts list the priced works by price,
 *   then the "Price on request" ones, newest first. Each of these is a segment read in its own
 *   index order, so a page reads about 12 index entries whatever the sort.
 * - the style quiz (match 'any'): every visible work (within the size and price filters), those
 *   matching more of the facets first, then newest. Never an intersection, so never empty while
 *   the shop has works.
 * - free text (q): ranked by the search index, with the same filters.
 *
 * Counts are memoised with the catalogue's version in the key: exact after every write, at most
 * 10 s stale otherwise (memo.ts). A listing's total is counted up to LIMITS.listingCountUpTo and
 * said to be more beyond it (totalOf): a bounded read for a filter nobody asked for before.
 */
import type { Payload } from 'payload'
import type { ArtworksFilter } from '../../shared/schemas'
import { LIMITS, PRICE_FILTER } from '../../shared/constants'
import { mapFacet, mediumSpellings } from '../api/public/filters'
import { memo } from './memo'
import type { ArtworkFilter, Catalogue, Facets, Id, KeysetOrder, KeysetPoint } from './types'

/** The facets as stored values; `none` when a facet was asked for with values that exist nowhere. */
export function facetsOf(f: Partial<Pick<ArtworksFilter, 'category' | 'style' | 'medium' | 'mood' | 'color'>>): {
  facets: Facets
  none: boolean
} {
  const facets: Facets = {}
  let none = false
  const set = (key: 'category' | 'style' | 'mood', values: string[] | undefined) => {
    if (values === undefined) return
    if (values.length === 0) none = true
    else facets[key] = values
  }
  set('category', mapFacet('category', f.category))
  set('style', mapFacet('style', f.style))
  set('mood', mapFacet('mood', f.mood))
  const mediums = mapFacet('medium', f.medium)
  if (mediums !== undefined) {
    if (mediums.length === 0) none = true
    else facets.medium = mediumSpellings(mediums)
  }
  if (f.color) facets.color = f.color
  return { facets, none }
}

/** The size and price filters (they filter in every mode). */
export function rangeOf(f: Partial<Pick<ArtworksFilter, 'size' | 'priceMin' | 'priceMax'>>): ArtworkFilter {
  const out: ArtworkFilter = {}
  if (f.size && f.size.length > 0) out.sizes = f.size
  if (f.priceMin !== undefined && f.priceMin > 0) out.priceMin = f.priceMin
  // The slider's top (500000) reads as "and above".
  if (f.priceMax !== undefined && f.priceMax < PRICE_FILTER.max) out.priceMax = f.priceMax
  return out
}

/** How many visible works pass the filter, at most upTo + 1 when `upTo` is given (memoised, see the top of this file). */
export async function countOf(payload: Payload, catalogue: Catalogue, filter: ArtworkFilter, upTo?: number): Promise<number> {
  const version = await catalogue.version()
  return memo(payload, `count:${catalogue.impl}:${version}:${upTo ?? ''}:${JSON.stringify(filter)}`, () =>
    catalogue.countArtworks(filter, upTo),
  )
}

/** A listing's total as shown: exact up to `upTo`, else `upTo` with `capped` ("10,000+"). */
export type Total = { count: number; capped: boolean }

/** The total of a listing (LIMITS.listingCountUpTo): a bounded read, however many works pass the filter. */
export async function totalOf(payload: Payload, catalogue: Catalogue, filter: ArtworkFilter, upTo: number): Promise<Total> {
  const n = await countOf(payload, catalogue, filter, upTo)
  return { count: Math.min(n, upTo), capped: n > upTo }
}

/** A page of a listing: its works' ids and the listing's total. */
export type Page = { ids: Id[] } & Total

type Segment = { filter: ArtworkFilter; order: KeysetOrder }

/**
 * A page over segments listed one after the other, and the total. Where the page starts is found
 * from each segment's exact size (memoised per filter).
 */
async function segmentedPage(
  payload: Payload,
  catalogue: Catalogue,
  segments: Segment[],
  offset: number,
  limit: number,
  total: ArtworkFilter,
  upTo: number,
): Promise<Page> {
  if (segments.length === 1) {
    const [ids, shown] = await Promise.all([
      catalogue.artworkIds(segments[0].filter, segments[0].order, offset, limit),
      totalOf(payload, catalogue, total, upTo),
    ])
    return { ids, ...shown }
  }
  const [shown, ...sizes] = await Promise.all([
    totalOf(payload, catalogue, total, upTo),
    ...segments.map((s) => countOf(payload, catalogue, s.filter)),
  ])
  const ids: Id[] = []
  let skip = offset
  for (const [i, segment] of segments.entries()) {
    if (ids.length >= limit) break
    if (skip >= sizes[i]) {
      skip -= sizes[i]
      continue
    }
    ids.push(...(await catalogue.artworkIds(segment.filter, segment.order, skip, limit - ids.length)))
    skip = 0
  }
  return { ids, ...shown }
}

/**
 * The listing with every facet holding (and any of the listed extra conditions, such as an
 * artist), in `sort` order, a dominant colour first, as segments read one after the other: the
 * dominant colour's works, then the rest; within each, for a price sort, the priced works, then
 * those on request (newest first).
 */
export function segmentsOf(filter: ArtworkFilter, sort: ArtworksFilter['sort']): Segment[] {
  const color = filter.facets?.color
  // Dominant first: those works are the dominant colour's own index range (the colour itself is implied).
  const dominant: ArtworkFilter = { ...filter, facets: { ...filter.facets, color: undefined }, primaryColor: color }
  const byColor: ArtworkFilter[] = color ? [dominant, { ...filter, notPrimaryColor: color }] : [filter]
  return byColor.flatMap((f): Segment[] =>
    sort === 'newest'
      ? [{ filter: f, order: 'newest' }]
      : [
          { filter: { ...f, priced: true }, order: sort },
          { filter: { ...f, priced: false }, order: 'newest' },
        ],
  )
}

/** A page of the listing by its number (segmentsOf). */
export function filteredPage(
  payload: Payload,
  catalogue: Catalogue,
  filter: ArtworkFilter,
  sort: ArtworksFilter['sort'],
  offset: number,
  limit: number,
  countUpTo: number = LIMITS.listingCountUpTo,
): Promise<Page> {
  return segmentedPage(payload, catalogue, segmentsOf(filter, sort), offset, limit, filter, countUpTo)
}

/** Where a keyset page starts: a segment (segmentsOf) and the point in it, null for its first work. */
export type KeysetStart = { segment: number; point: KeysetPoint | null }

/**
 * A page of the listing from `start` on (Load More's cursor, cursor.ts): each segment's index range
 * from the point, into the next segment while the page is not full, however deep the page. One
 * work more than the page is read, so `next` (where the following page starts) is null exactly at
 * the end; no segment needs counting first, as a page by number does.
 */
export async function keysetPage(
  payload: Payload,
  catalogue: Catalogue,
  filter: ArtworkFilter,
  sort: ArtworksFilter['sort'],
  start: KeysetStart,
  limit: number,
  countUpTo: number = LIMITS.listingCountUpTo,
): Promise<Page & { next: { segment: number; point: KeysetPoint } | null }> {
  const segments = segmentsOf(filter, sort)
  const read = async () => {
    const found: { segment: number; point: KeysetPoint }[] = []
    for (let segment = start.segment; segment < segments.length && found.length <= limit; segment++) {
      const { filter: f, order } = segments[segment]
      const points = await catalogue.artworksAfter(f, order, segment === start.segment ? start.point : null, limit + 1 - found.length)
      found.push(...points.map((point) => ({ segment, point })))
    }
    return found
  }
  const [found, total] = await Promise.all([read(), totalOf(payload, catalogue, filter, countUpTo)])
  const page = found.slice(0, limit)
  return { ids: page.map((f) => f.point.id), ...total, next: found.length > limit ? page[page.length - 1] : null }
}

/** The head of a quiz ranking that is remembered (20 pages: a quiz's answers are a few dozen sets, read by many). */
const QUIZ_HEAD = 240

/**
 * The style quiz's page: every visible work in range, ranked by how many facets it matches. The
 * ranking scores every work, so its head is remembered with the catalogue's version in the key
 * (exact after every write, like the counts).
 */
export async function anyFacetPage(
  payload: Payload,
  catalogue: Catalogue,
  range: ArtworkFilter,
  facets: Facets,
  offset: number,
  limit: number,
  countUpTo: number = LIMITS.listingCountUpTo,
): Promise<Page> {
  const order = { score: facets }
  const page = async (): Promise<Id[]> => {
    if (offset + limit > QUIZ_HEAD) return catalogue.artworkIds(range, order, offset, limit)
    const version = await catalogue.version()
    const head = await memo(payload, `quiz:${catalogue.impl}:${version}:${JSON.stringify([range, facets])}`, () =>
      catalogue.artworkIds(range, order, 0, QUIZ_HEAD),
    )
    return head.slice(offset, offset + limit)
  }
  const [ids, total] = await Promise.all([page(), totalOf(payload, catalogue, range, countUpTo)])
  return { ids, ...total }
}
