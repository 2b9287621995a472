import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CartResponse } from '@shared/api-types'
import { api } from '@/lib/api-client'
import { useSignedIn } from '@/lib/auth'

/** POST /api/user/cart { artworkIds } → each work's current price and whether this member may buy it now. */
export function getCartLines(artworkIds: readonly string[], signal?: AbortSignal): Promise<CartResponse> {
  return api.post<CartResponse>('/api/user/cart', { artworkIds }, { signal })
}

export const cartLinesQueryOptions = (artworkIds: readonly string[]) =>
  queryOptions({
    queryKey: ['user', 'cart', ...artworkIds],
    queryFn: ({ signal }) => getCartLines(artworkIds, signal),
    // Sale states move (another buyer's checkout, a sale): asked afresh each time the cart is shown.
    staleTime: 0,
  })

/** The cart's lines as the server sees them, for a signed-in member with a non-empty cart. */
export function useCartLines(artworkIds: readonly string[]) {
  const signedIn = useSignedIn()
  return useQuery({ ...cartLinesQueryOptions(artworkIds), enabled: signedIn && artworkIds.length > 0 })
}
