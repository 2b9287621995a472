import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/**
 * PUT /api/admin/change-password { currentPassword, password, cpassword }: 400 for a wrong current
 * password; every other session is signed out, this one stays.
 */
export function changePassword(body: { currentPassword: string; password: string; cpassword: string }) {
  return api.put<{ message: string }>('/api/admin/change-password', body)
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { inlineError: true } })
}
