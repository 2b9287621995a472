import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { ArtworkCollection, Paged } from '@shared/api-types'
import { api } from '@/lib/api-client'

export type CollectionsPage = Paged<'collections', ArtworkCollection>

/** POST /api/public/collections {username, page} → {collections, page, pages, count}. */
export function getCollections(username: string, page: number, signal?: AbortSignal): Promise<CollectionsPage> {
  return api.post<CollectionsPage>('/api/public/collections', { username, page }, { signal })
}

export const collectionsInfiniteQueryOptions = (username: string) =>
  infiniteQueryOptions({
    queryKey: ['public', 'collections', username],
    queryFn: ({ pageParam, signal }) => getCollections(username, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  })

/** A member's published collections, page by page. */
export function useCollections(username: string) {
  return useInfiniteQuery(collectionsInfiniteQueryOptions(username))
}
