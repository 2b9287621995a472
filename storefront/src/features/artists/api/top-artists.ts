import { infiniteQueryOptions } from '@tanstack/react-query'
import type { ArtistSummary, Paged } from '@shared/api-types'
import type { TOP_ARTIST_TABS } from '@shared/constants'
import { api } from '@/lib/api-client'

export type TopArtistTab = (typeof TOP_ARTIST_TABS)[number]
export type TopArtistsPage = Paged<'artists', ArtistSummary>

/** POST /api/public/top-artists { type, page } → { artists, page, pages, count }. */
export function getTopArtists(type: TopArtistTab, page: number, signal?: AbortSignal): Promise<TopArtistsPage> {
  return api.post<TopArtistsPage>('/api/public/top-artists', { type, page }, { signal })
}

export const topArtistsQueryOptions = (type: TopArtistTab) =>
  infiniteQueryOptions({
    queryKey: ['public', 'top-artists', type],
    queryFn: ({ pageParam, signal }) => getTopArtists(type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  })
