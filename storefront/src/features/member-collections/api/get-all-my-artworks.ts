import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Artwork, Paged } from '@shared/api-types'
import { api } from '@/lib/api-client'

/**
 * Every own work, for choosing a collection's works: POST /api/admin/artworks page by page (the
 * server pages by 12) until the last.
 */
export async function getAllMyArtworks(signal?: AbortSignal): Promise<Artwork[]> {
  const all: Artwork[] = []
  for (let page = 1; ; page++) {
    const data = await api.post<Paged<'artworks', Artwork>>('/api/admin/artworks', { page }, { signal })
    all.push(...data.artworks)
    if (page >= data.pages || data.artworks.length === 0) return all
  }
}

export const allMyArtworksQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'artworks', 'all'],
    queryFn: ({ signal }) => getAllMyArtworks(signal),
    staleTime: 0,
  })

export function useAllMyArtworks() {
  return useQuery(allMyArtworksQueryOptions())
}
