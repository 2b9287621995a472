import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Artwork, Exhibition, Gallery } from '@shared/api-types'
import { api } from '@/lib/api-client'

export type ExhibitionPage = { exhibition: Exhibition; gallery: Gallery | null; artworks: Artwork[] }

/** GET /api/public/exhibition/:id → { exhibition, gallery, artworks }. */
export async function getExhibition(id: string, signal?: AbortSignal): Promise<ExhibitionPage> {
  const data = await api.get<Partial<ExhibitionPage> & { exhibition: Exhibition }>(`/api/public/exhibition/${encodeURIComponent(id)}`, {
    signal,
  })
  return { exhibition: data.exhibition, gallery: data.gallery ?? null, artworks: data.artworks ?? [] }
}

export const exhibitionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['public', 'exhibition', id],
    queryFn: ({ signal }) => getExhibition(id, signal),
  })

export function useExhibition(id: string) {
  return useQuery(exhibitionQueryOptions(id))
}
