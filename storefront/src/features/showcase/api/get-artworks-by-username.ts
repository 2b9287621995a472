import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { Artwork, Paged, PublicProfile } from '@shared/api-types'
import { api } from '@/lib/api-client'

/** A page of the member's works, with their public profile (the showcase's header). */
export type ArtworksByUsernamePage = Paged<'artworks', Artwork> & { profile: PublicProfile }

/** POST /api/public/artworks-by-username {username, page} → {artworks, page, pages, count, profile}. */
export function getArtworksByUsername(username: string, page: number, signal?: AbortSignal): Promise<ArtworksByUsernamePage> {
  return api.post<ArtworksByUsernamePage>('/api/public/artworks-by-username', { username, page }, { signal })
}

export const artworksByUsernameInfiniteQueryOptions = (username: string) =>
  infiniteQueryOptions({
    queryKey: ['public', 'artworks-by-username', username],
    queryFn: ({ pageParam, signal }) => getArtworksByUsername(username, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  })

/** A member's published artworks, 12 a page. */
export function useArtworksByUsername(username: string) {
  return useInfiniteQuery(artworksByUsernameInfiniteQueryOptions(username))
}
