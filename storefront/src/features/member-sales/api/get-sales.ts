import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Payables, SaleOrder } from '@shared/api-types'
import { api } from '@/lib/api-client'

export type Sales = { totalOrders: number; orders: SaleOrder[]; payables: Payables }

/** GET /api/admin/sales: paid orders with the caller's works, their own items only, newest first. */
export function getSales(signal?: AbortSignal): Promise<Sales> {
  return api.get<Sales>('/api/admin/sales', { signal })
}

export const salesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'sales'] as const,
    queryFn: ({ signal }) => getSales(signal),
    // The back office moves orders on (packed, shipped) while this page is away.
    staleTime: 0,
  })

export function useSales() {
  return useQuery(salesQueryOptions())
}
