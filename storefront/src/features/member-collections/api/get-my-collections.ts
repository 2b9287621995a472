import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ArtworkCollection, Paged } from '@shared/api-types'
import type { ArtworkStatus } from '@shared/constants'
import { api } from '@/lib/api-client'

export type MyCollectionsPage = Paged<'collections', ArtworkCollection>
export type MyCollectionsFilter = { page: number; status?: ArtworkStatus }

/** POST /api/admin/collections { page, status? }: the member's own collections, 12 a page, newest first. */
export function getMyCollections(filter: MyCollectionsFilter, signal?: AbortSignal): Promise<MyCollectionsPage> {
  return api.post<MyCollectionsPage>('/api/admin/collections', filter.status ? filter : { page: filter.page }, { signal })
}

/** Every key of the member's own collections starts with this (the artwork form's list too). */
export const myCollectionsKey = ['admin', 'collections'] as const

export const myCollectionsQueryOptions = (filter: MyCollectionsFilter) =>
  queryOptions({
    queryKey: [...myCollectionsKey, 'list', filter],
    queryFn: ({ signal }) => getMyCollections(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

export function useMyCollections(filter: MyCollectionsFilter) {
  return useQuery(myCollectionsQueryOptions(filter))
}
