import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** POST /auth/verify-email with email and verificationToken. */
export function verifyEmail(body: { email: string; verificationToken: string }) {
  return api.post<{ message?: string }>('/auth/verify-email', body)
}

/** POST /auth/resend-verification-email with email. */
export function resendVerificationEmail(body: { email: string }) {
  return api.post<{ message?: string }>('/auth/resend-verification-email', body)
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail, meta: { inlineError: true } })
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerificationEmail, meta: { inlineError: true } })
}
