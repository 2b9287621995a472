import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Dashboard } from '@shared/api-types'
import { api } from '@/lib/api-client'

/** GET /api/admin/dashboard: a SellerDashboard for a member who lists works, else a BuyerDashboard. */
export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api.get<Dashboard>('/api/admin/dashboard', { signal })
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'] as const,
    queryFn: ({ signal }) => getDashboard(signal),
    // Figures move while the page is away (a view, a like, an enquiry): read them fresh on each visit.
    staleTime: 0,
  })

export function useDashboard() {
  return useQuery(dashboardQueryOptions())
}
