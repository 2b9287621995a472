import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export type ArtistContactBody = { name: string; email: string; phone: string; message: string; username: string }

/**
 * POST /api/user/contact with the artist contact form's body (visitors allowed) → 201.
 * The contact page's sender (features/contact) sends a subject instead of a phone and username.
 */
export function contactArtist(body: ArtistContactBody) {
  return api.post<unknown>('/api/user/contact', body)
}

export function useContactArtist() {
  // The form shows a failure itself and keeps what was typed (DECISIONS 7).
  return useMutation({ mutationFn: contactArtist, meta: { inlineError: true } })
}
