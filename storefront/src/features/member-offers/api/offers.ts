import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { OfferView } from '@shared/api-types'
import type { OfferAction } from '@shared/offers'
import { api } from '@/lib/api-client'

type OffersAnswer = { received: OfferView[]; made: OfferView[] }

/** GET /api/admin/offers: the offers the member received (as a seller) and made (as a buyer), latest first. */
export const offersQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'offers'] as const,
    queryFn: ({ signal }) => api.get<OffersAnswer>('/api/admin/offers', { signal }),
    staleTime: 0,
  })

export function useOffers() {
  return useQuery(offersQueryOptions())
}

export type OfferMoveInput = { id: string; action: OfferAction; amount?: number }

/** POST /api/admin/offers/:id/:action (a counter names its amount): the server's sentence and the offer. */
export function useOfferMove({ inlineError = false }: { inlineError?: boolean } = {}) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action, amount }: OfferMoveInput) =>
      api.post<{ message: string; offer: OfferView }>(
        `/api/admin/offers/${encodeURIComponent(id)}/${action}`,
        amount === undefined ? {} : { amount },
      ),
    meta: { inlineError },
    onSettled: () => void client.invalidateQueries({ queryKey: offersQueryOptions().queryKey }),
  })
}
