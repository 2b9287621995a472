import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Artwork, ArtworkCollection } from '@shared/api-types'
import { api } from '@/lib/api-client'

export type CollectionDetail = { collection: ArtworkCollection; artworks: Artwork[] }

/** GET /api/public/collection/:id → {collection, artworks}. */
export async function getCollection(id: string, signal?: AbortSignal): Promise<CollectionDetail> {
  const data = await api.get<CollectionDetail>(`/api/public/collection/${encodeURIComponent(id)}`, { signal })
  return { collection: data.collection, artworks: data.artworks ?? [] }
}

export const collectionQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['public', 'collection', id], queryFn: ({ signal }) => getCollection(id, signal) })

export function useCollection(id: string | null) {
  return useQuery({ ...collectionQueryOptions(id ?? ''), enabled: Boolean(id) })
}
