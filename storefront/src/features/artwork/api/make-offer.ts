import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OfferView } from '@shared/api-types'
import type { MakeOfferInput } from '@shared/offers'
import { api } from '@/lib/api-client'

/** POST /api/admin/offers: the server's sentence (sent, or the polite decline below the floor) and the offer. */
export function useMakeOffer() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: MakeOfferInput) => api.post<{ message: string; offer: OfferView }>('/api/admin/offers', input),
    // The dialog shows the refusal itself.
    meta: { inlineError: true },
    onSuccess: () => void client.invalidateQueries({ queryKey: ['user', 'offers'] }),
  })
}
