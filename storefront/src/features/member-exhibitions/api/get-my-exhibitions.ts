import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { OwnExhibition, Paged } from '@shared/api-types'
import { api } from '@/lib/api-client'

export type MyExhibitionsPage = Paged<'exhibitions', OwnExhibition>

/** POST /api/admin/exhibitions { page }: the gallery's own exhibitions (drafts too), 12 a page, latest opening first. */
export function getMyExhibitions(page: number, signal?: AbortSignal): Promise<MyExhibitionsPage> {
  return api.post<MyExhibitionsPage>('/api/admin/exhibitions', { page }, { signal })
}

/** Every key of the gallery's own exhibitions starts with this. */
export const myExhibitionsKey = ['admin', 'exhibitions'] as const

export const myExhibitionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myExhibitionsKey, 'list', page],
    queryFn: ({ signal }) => getMyExhibitions(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

export function useMyExhibitions(page: number) {
  return useQuery(myExhibitionsQueryOptions(page))
}
