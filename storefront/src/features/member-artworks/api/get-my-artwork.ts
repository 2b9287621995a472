import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OwnArtwork } from '@shared/api-types'
import { api } from '@/lib/api-client'
import { myArtworksKey } from './get-my-artworks'

/** GET /api/admin/artwork/:id: one of the member's own works, of any status. */
export function getMyArtwork(id: string, signal?: AbortSignal): Promise<{ artwork: OwnArtwork }> {
  return api.get<{ artwork: OwnArtwork }>(`/api/admin/artwork/${encodeURIComponent(id)}`, { signal })
}

export const myArtworkQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...myArtworksKey, 'one', id],
    queryFn: ({ signal }) => getMyArtwork(id, signal),
    select: (data) => data.artwork,
    staleTime: 0,
  })

export function useMyArtwork(id: string | undefined) {
  return useQuery({ ...myArtworkQueryOptions(id ?? ''), enabled: Boolean(id) })
}
