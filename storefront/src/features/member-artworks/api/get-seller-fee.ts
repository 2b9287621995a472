import { useQuery } from '@tanstack/react-query'
import type { SellerFee } from '@shared/api-types'
import { api } from '@/lib/api-client'

/** GET /api/admin/fee: Kala's fee for the signed-in seller, shown as they price a work. */
export function useSellerFee() {
  return useQuery({
    queryKey: ['admin', 'fee'],
    queryFn: ({ signal }) => api.get<SellerFee>('/api/admin/fee', { signal }),
    staleTime: 5 * 60_000,
  })
}
