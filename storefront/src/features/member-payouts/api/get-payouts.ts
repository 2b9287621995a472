import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PayoutsOverview } from '@shared/payout-schemas'
import { api } from '@/lib/api-client'

/** GET /api/admin/payouts: the seller's balances (paise), statement and masked payout details. */
export function getPayouts(signal?: AbortSignal): Promise<PayoutsOverview> {
  return api.get<PayoutsOverview>('/api/admin/payouts', { signal })
}

export const payoutsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'payouts'] as const,
    queryFn: ({ signal }) => getPayouts(signal),
    // Transfers move on (held, released, paid) while this page is away.
    staleTime: 0,
  })

export function usePayouts() {
  return useQuery(payoutsQueryOptions())
}
