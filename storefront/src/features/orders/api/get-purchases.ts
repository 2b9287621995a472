import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Order } from '@shared/api-types'
import { api } from '@/lib/api-client'

export type Purchases = { totalOrders: number; orders: Order[] }

/** GET /api/admin/purchases: the member's orders as a buyer (not the checkouts awaiting payment), newest first. */
export function getPurchases(signal?: AbortSignal): Promise<Purchases> {
  return api.get<Purchases>('/api/admin/purchases', { signal })
}

export const purchasesQueryKey = ['admin', 'purchases'] as const

export const purchasesQueryOptions = () =>
  queryOptions({
    queryKey: purchasesQueryKey,
    queryFn: ({ signal }) => getPurchases(signal),
    // An order moves on while the page is away (a purchase just made, a step in the back office).
    staleTime: 0,
  })

export function usePurchases() {
  return useQuery(purchasesQueryOptions())
}
