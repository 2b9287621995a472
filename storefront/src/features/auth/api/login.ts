import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { loginSchema } from '@shared/schemas'
import { api } from '@/lib/api-client'
import { tokenStorage } from '@/lib/token-storage'
import { meQueryOptions } from '@/lib/auth'

export type LoginInput = z.infer<typeof loginSchema>
/** POST /auth/login answers the two tokens. */
export type LoginResponse = { accessToken: string; refreshToken: string }

export function login(body: LoginInput) {
  return api.post<LoginResponse>('/auth/login', body)
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    meta: { inlineError: true },
    onSuccess: async (data) => {
      tokenStorage.setTokens({ accessToken: data.accessToken, refreshToken: data.refreshToken })
      // The profile is fetched at once, so the userProfile key is written right after login
      // (lib/auth keeps it in step with the cache). A failure here does not undo the login.
      await queryClient.prefetchQuery({ ...meQueryOptions(), staleTime: 0 })
    },
  })
}
