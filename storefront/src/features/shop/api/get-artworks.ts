import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import type { ShopPage } from '@shared/api-types'
import { api } from '@/lib/api-client'
import { filtersKey, toRequestBody, type ArtworksRequest, type ShopFilters } from '../lib/filters'

export type ArtworksPage = ShopPage

/** POST /api/public/artworks {page | after, sort, priceMin?, priceMax?, color?, category?, style?, medium?, mood?, size?, q?}. */
export function getArtworks(body: ArtworksRequest, signal?: AbortSignal): Promise<ArtworksPage> {
  return api.post<ArtworksPage>('/api/public/artworks', body, { signal })
}

/**
 * Pages of 12 for one filter state; a new filter state is a new key, so it starts at the first
 * page. Load More sends the page before's `next` (a cursor: the listing goes on from where that page
 * ended, as fast at page 500 as at page 2).
 */
export const artworksInfiniteQueryOptions = (filters: ShopFilters) =>
  infiniteQueryOptions({
    queryKey: ['public', 'artworks', filtersKey(filters)],
    queryFn: ({ pageParam, signal }) => getArtworks(toRequestBody(filters, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  })

export function useArtworks(filters: ShopFilters) {
  return useInfiniteQuery({
    ...artworksInfiniteQueryOptions(filters),
    // While the next filter state loads, the current results stay (dimmed) instead of a blank grid.
    placeholderData: keepPreviousData,
  })
}
