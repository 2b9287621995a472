import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { OwnArtwork, Paged } from '@shared/api-types'
import type { ArtworkStatus } from '@shared/constants'
import { api } from '@/lib/api-client'

export type MyArtworksPage = Paged<'artworks', OwnArtwork>
export type MyArtworksFilter = { page: number; status?: ArtworkStatus }

/** POST /api/admin/artworks { page, status? }: the member's own works of every status, 12 a page, newest first. */
export function getMyArtworks(filter: MyArtworksFilter, signal?: AbortSignal): Promise<MyArtworksPage> {
  return api.post<MyArtworksPage>('/api/admin/artworks', filter.status ? filter : { page: filter.page }, { signal })
}

/** Every key of the member's own artworks (lists and single works) starts with this. */
export const myArtworksKey = ['admin', 'artworks'] as const

export const myArtworksQueryOptions = (filter: MyArtworksFilter) =>
  queryOptions({
    queryKey: [...myArtworksKey, 'list', filter],
    queryFn: ({ signal }) => getMyArtworks(filter, signal),
    // Another page or tab keeps the rows on screen until the next arrive.
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

export function useMyArtworks(filter: MyArtworksFilter) {
  return useQuery(myArtworksQueryOptions(filter))
}
