import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Address as SavedAddress, Me } from '@shared/api-types'
import type { Address } from '@shared/schemas'
import { api } from '@/lib/api-client'
import { meQueryKey } from '@/lib/auth'

/**
 * PUT /api/admin/update-profile { addresses: [address] }: appends the address to the
 * profile and answers the profile. Resolves with the saved profile and the new address's id.
 */
export async function saveAddress(address: Address, before: readonly SavedAddress[]): Promise<{ user: Me; addressId: string | null }> {
  const { user } = await api.put<{ user: Me }>('/api/admin/update-profile', { addresses: [address] })
  const known = new Set(before.map((a) => a.id))
  // The new one is the address the profile did not have (the last one, as the server appends).
  const added = user.addresses.filter((a) => a.id && !known.has(a.id)).at(-1) ?? user.addresses.at(-1)
  return { user, addressId: added?.id ?? null }
}

export function useSaveAddress(before: readonly SavedAddress[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (address: Address) => saveAddress(address, before),
    // The form shows a failure itself.
    meta: { inlineError: true },
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  })
}
