import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { meQueryKey } from '@/lib/auth'

/** POST /auth/confirm-email { token }: the pending address becomes the account's (409 if taken meanwhile). */
export function confirmEmail(body: { token: string }) {
  return api.post<{ message: string }>('/auth/confirm-email', body)
}

export function useConfirmEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmEmail,
    meta: { inlineError: true },
    // A signed-in member's profile now shows the new address.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  })
}
