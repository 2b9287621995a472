import { useMutation } from '@tanstack/react-query'
import type { ContactInput } from '@shared/schemas'
import { api } from '@/lib/api-client'

/** POST /api/user/contact with the contact page's body { name, email, subject, message }. */
export function sendContact(body: Pick<ContactInput, 'name' | 'email' | 'subject' | 'message'>) {
  return api.post<{ message?: string }>('/api/user/contact', body)
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact, meta: { inlineError: true } })
}
