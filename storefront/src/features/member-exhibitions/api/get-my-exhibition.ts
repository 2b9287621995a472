import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OwnExhibitionDetail } from '@shared/api-types'
import { api } from '@/lib/api-client'
import { myExhibitionsKey } from './get-my-exhibitions'

/** GET /api/admin/exhibition/:id: one of the gallery's exhibitions with the works it shows. */
export async function getMyExhibition(id: string, signal?: AbortSignal): Promise<OwnExhibitionDetail> {
  const { exhibition } = await api.get<{ exhibition: OwnExhibitionDetail }>(`/api/admin/exhibition/${encodeURIComponent(id)}`, { signal })
  return exhibition
}

export const myExhibitionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...myExhibitionsKey, 'one', id],
    queryFn: ({ signal }) => getMyExhibition(id, signal),
    staleTime: 0,
  })

export function useMyExhibition(id: string | undefined) {
  return useQuery({ ...myExhibitionQueryOptions(id ?? ''), enabled: Boolean(id) })
}
