import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { Exhibition, Paged } from '@shared/api-types'
import type { ExhibitionFilter } from '@shared/constants'
import { api } from '@/lib/api-client'

export type ExhibitionsPage = Paged<'exhibitions', Exhibition>

/**
 * POST /api/public/exhibitions { galleryId, page, filter } → { exhibitions, count, page, pages }.
 * The filter (current / upcoming / archive) is applied by the server from the start and end
 * dates (DECISIONS 2).
 */
export function getExhibitions(galleryId: string, filter: ExhibitionFilter, page: number, signal?: AbortSignal): Promise<ExhibitionsPage> {
  return api.post<ExhibitionsPage>('/api/public/exhibitions', { galleryId, page, filter }, { signal })
}

export const exhibitionsQueryOptions = (galleryId: string, filter: ExhibitionFilter) =>
  infiniteQueryOptions({
    queryKey: ['public', 'exhibitions', galleryId, filter],
    queryFn: ({ pageParam, signal }) => getExhibitions(galleryId, filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  })

export function useExhibitions(galleryId: string, filter: ExhibitionFilter) {
  return useInfiniteQuery(exhibitionsQueryOptions(galleryId, filter))
}
