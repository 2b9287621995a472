import { useQuery } from '@tanstack/react-query'
import type { HomeRows } from '@shared/api-types'
import { api } from '@/lib/api-client'

/** GET /api/user/home-rows: the signed-in home's two rows in one answer (never asked for a visitor). */
export function useHomeRows(signedIn: boolean) {
  return useQuery({
    queryKey: ['user', 'home-rows'] as const,
    queryFn: ({ signal }) => api.get<HomeRows>('/api/user/home-rows', { signal }),
    enabled: signedIn,
    staleTime: 60_000,
  })
}
