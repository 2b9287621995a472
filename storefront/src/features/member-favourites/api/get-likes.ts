import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { Artwork, Paged } from '@shared/api-types'
import { api } from '@/lib/api-client'

export type LikesPage = Paged<'artworks', Artwork>

/** POST /api/admin/likes { page }: the works the member liked that are still public, newest like first, 12 a page. */
export function getLikes(page: number, signal?: AbortSignal): Promise<LikesPage> {
  return api.post<LikesPage>('/api/admin/likes', { page }, { signal })
}

/**
 * Under ['admin', 'likes']: a like or unlike anywhere patches these cached works at once and then
 * reads the list again (hooks/use-toggle-like, lib/artwork-cache).
 */
export const likesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['admin', 'likes'] as const,
    queryFn: ({ pageParam, signal }) => getLikes(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
    staleTime: 0,
  })

export function useLikes() {
  return useInfiniteQuery(likesQueryOptions())
}
