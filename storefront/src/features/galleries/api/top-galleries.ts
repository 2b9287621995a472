import { infiniteQueryOptions } from '@tanstack/react-query'
import type { Gallery, Paged } from '@shared/api-types'
import type { TOP_GALLERY_TABS } from '@shared/constants'
import { api } from '@/lib/api-client'

export type TopGalleryTab = (typeof TOP_GALLERY_TABS)[number]
export type TopGalleriesPage = Paged<'galleries', Gallery>

/** POST /api/public/top-galleries { type, page } → { galleries, page, pages, count }. */
export function getTopGalleries(type: TopGalleryTab, page: number, signal?: AbortSignal): Promise<TopGalleriesPage> {
  return api.post<TopGalleriesPage>('/api/public/top-galleries', { type, page }, { signal })
}

export const topGalleriesQueryOptions = (type: TopGalleryTab) =>
  infiniteQueryOptions({
    queryKey: ['public', 'top-galleries', type],
    queryFn: ({ pageParam, signal }) => getTopGalleries(type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  })
