import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** POST /auth/forgot-password { email }: the same answer for every address. */
export function forgotPassword(body: { email: string }) {
  return api.post<{ message: string }>('/auth/forgot-password', body)
}

/** POST /auth/reset-password { token, password, cpassword }: 400 for a bad, used or expired link. */
export function resetPassword(body: { token: string; password: string; cpassword: string }) {
  return api.post<{ message: string }>('/auth/reset-password', body)
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { inlineError: true } })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { inlineError: true } })
}
