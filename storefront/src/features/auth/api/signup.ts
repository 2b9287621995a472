import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { signupSchema } from '@shared/schemas'
import { api } from '@/lib/api-client'

export type SignupInput = z.input<typeof signupSchema>

/** POST /auth/signup with role, fullName, username, email, password, cpassword. */
export function signup(body: SignupInput) {
  return api.post<{ message?: string }>('/auth/signup', body)
}

export function useSignup() {
  return useMutation({ mutationFn: signup, meta: { inlineError: true } })
}
