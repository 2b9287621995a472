import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ArtistSummary, Exhibition, Gallery, GalleryArtist } from '@shared/api-types'
import { api } from '@/lib/api-client'

export type GalleryPage = { gallery: Gallery; exhibitions: Exhibition[]; artists: ArtistSummary[]; represented: GalleryArtist[] }

/** GET /api/public/gallery/:id (an id or a username, DECISIONS 12) → { gallery, exhibitions, artists, represented }. */
export async function getGallery(idOrUsername: string, signal?: AbortSignal): Promise<GalleryPage> {
  const data = await api.get<Partial<GalleryPage> & { gallery: Gallery }>(`/api/public/gallery/${encodeURIComponent(idOrUsername)}`, {
    signal,
  })
  return { gallery: data.gallery, exhibitions: data.exhibitions ?? [], artists: data.artists ?? [], represented: data.represented ?? [] }
}

export const galleryQueryOptions = (idOrUsername: string) =>
  queryOptions({
    queryKey: ['public', 'gallery', idOrUsername],
    queryFn: ({ signal }) => getGallery(idOrUsername, signal),
  })

export function useGallery(idOrUsername: string) {
  return useQuery(galleryQueryOptions(idOrUsername))
}
