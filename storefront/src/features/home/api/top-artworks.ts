import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Artwork, Paged } from '@shared/api-types'
import type { TopArtworkType } from '@shared/constants'
import { api } from '@/lib/api-client'

type TopArtworksResponse = Paged<'artworks', Artwork>

/** POST /api/public/top-artworks { type }: answers { artworks, page, pages, count }. */
export async function getTopArtworks(type: TopArtworkType, signal?: AbortSignal): Promise<Artwork[]> {
  const data = await api.post<TopArtworksResponse | Artwork[]>('/api/public/top-artworks', { type }, { signal })
  return Array.isArray(data) ? data : (data?.artworks ?? [])
}

export const topArtworksQueryOptions = (type: TopArtworkType) =>
  queryOptions({
    queryKey: ['public', 'top-artworks', type],
    queryFn: ({ signal }) => getTopArtworks(type, signal),
  })

export function useTopArtworks(type: TopArtworkType) {
  return useQuery(topArtworksQueryOptions(type))
}
