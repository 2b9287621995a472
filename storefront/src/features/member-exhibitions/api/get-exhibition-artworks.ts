import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ExhibitionWork } from '@shared/api-types'
import { api } from '@/lib/api-client'

/** GET /api/admin/exhibition-artworks: every work of the gallery's (any status), newest first, for the form's picker. */
export async function getExhibitionArtworks(signal?: AbortSignal): Promise<ExhibitionWork[]> {
  const { artworks } = await api.get<{ artworks: ExhibitionWork[] }>('/api/admin/exhibition-artworks', { signal })
  return artworks
}

export const exhibitionArtworksQueryOptions = () =>
  queryOptions({
    // Under the member's artworks: a work added, edited or deleted there refreshes it.
    queryKey: ['admin', 'artworks', 'for-exhibitions'],
    queryFn: ({ signal }) => getExhibitionArtworks(signal),
    staleTime: 0,
  })

export function useExhibitionArtworks() {
  return useQuery(exhibitionArtworksQueryOptions())
}
