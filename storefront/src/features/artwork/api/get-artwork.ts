import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Artwork, PublicProfile } from '@shared/api-types'
import { api } from '@/lib/api-client'

export type ArtworkDetail = { artwork: Artwork; artist: PublicProfile | null; related: Artwork[] }

/** GET /api/public/artwork/:id (numeric id or slug) → { artwork, artist, related }. */
export async function getArtwork(id: string, signal?: AbortSignal): Promise<ArtworkDetail> {
  const data = await api.get<Partial<ArtworkDetail> & { artwork: Artwork }>(`/api/public/artwork/${encodeURIComponent(id)}`, { signal })
  return {
    artwork: data.artwork,
    artist: data.artist ?? null,
    related: (data.related ?? []).filter((a) => a._id !== data.artwork._id),
  }
}

export const artworkQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['public', 'artwork', id],
    queryFn: ({ signal }) => getArtwork(id, signal),
  })

export function useArtwork(id: string) {
  return useQuery(artworkQueryOptions(id))
}
