import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Artwork, PublicProfile } from '@shared/api-types'
import type { Provenance } from '@shared/certificates'
import { api } from '@/lib/api-client'

/** `gallery`: the gallery that lists the work (a work listed by its artist has none). */
export type ArtworkDetail = {
  artwork: Artwork
  artist: PublicProfile | null
  gallery: { _id?: string; name: string; username: string } | null
  related: Artwork[]
  /** A sold work's certificate: the sale's month and the number to verify (nothing about the buyer). */
  provenance: Provenance | null
}

/** GET /api/public/artwork/:id (numeric id or slug) → { artwork, artist, gallery, related, provenance }. */
export async function getArtwork(id: string, signal?: AbortSignal): Promise<ArtworkDetail> {
  const data = await api.get<Partial<ArtworkDetail> & { artwork: Artwork }>(`/api/public/artwork/${encodeURIComponent(id)}`, { signal })
  return {
    artwork: data.artwork,
    artist: data.artist ?? null,
    gallery: data.gallery ?? null,
    related: (data.related ?? []).filter((a) => a._id !== data.artwork._id),
    provenance: data.provenance ?? null,
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
