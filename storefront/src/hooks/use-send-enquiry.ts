import { useMutation } from '@tanstack/react-query'
import type { EnquiryInput } from '@shared/schemas'
import { api } from '@/lib/api-client'

/** POST /api/user/enquiry {name, email, phone, username, artworkId, message?} (sign-in required) → 201. */
export function sendEnquiry(body: EnquiryInput) {
  return api.post<unknown>('/api/user/enquiry', body)
}

export function useSendEnquiry() {
  return useMutation({
    mutationFn: sendEnquiry,
    // The form shows the failure itself and keeps what was typed (DECISIONS 7).
    meta: { inlineError: true },
  })
}
