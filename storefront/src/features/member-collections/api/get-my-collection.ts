import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ArtworkCollection } from '@shared/api-types'
import { api } from '@/lib/api-client'
import { myCollectionsKey } from './get-my-collections'

export type MyCollection = { collection: ArtworkCollection; artworkIds: string[] }

/** GET /api/admin/collection/:id: an own collection and the ids of the member's works in it. */
export function getMyCollection(id: string, signal?: AbortSignal): Promise<MyCollection> {
  return api.get<MyCollection>(`/api/admin/collection/${encodeURIComponent(id)}`, { signal })
}

export const myCollectionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...myCollectionsKey, 'one', id],
    queryFn: ({ signal }) => getMyCollection(id, signal),
    staleTime: 0,
  })

export function useMyCollection(id: string | undefined) {
  return useQuery({ ...myCollectionQueryOptions(id ?? ''), enabled: Boolean(id) })
}
