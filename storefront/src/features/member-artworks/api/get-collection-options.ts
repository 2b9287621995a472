import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ArtworkCollection } from '@shared/api-types'
import { api } from '@/lib/api-client'

/** POST /api/admin/collections { fetchAll: true }: all the member's own collections, a bare list, for the artwork form's select. */
export function getCollectionOptions(signal?: AbortSignal): Promise<ArtworkCollection[]> {
  return api.post<ArtworkCollection[]>('/api/admin/collections', { fetchAll: true }, { signal })
}

export const collectionOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'collections', 'all'],
    queryFn: ({ signal }) => getCollectionOptions(signal),
    staleTime: 0,
  })

export function useCollectionOptions() {
  return useQuery(collectionOptionsQueryOptions())
}
