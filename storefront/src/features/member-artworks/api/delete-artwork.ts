import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { myArtworksKey } from './get-my-artworks'

/** DELETE /api/admin/artwork/:id → { message }. 409 for a sold work, one in an order or with enquiries. */
export function deleteArtwork(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/admin/artwork/${encodeURIComponent(id)}`)
}

export function useDeleteArtwork() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteArtwork,
    // The confirmation dialog shows the server's refusal (a sold work) itself.
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myArtworksKey }),
  })
}
