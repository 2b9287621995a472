import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** POST /api/user/like-artwork { artworkId, artistSlug }. */
export function likeArtwork(body: { artworkId: string; artistSlug?: string }) {
  return api.post<unknown>('/api/user/like-artwork', body)
}

/** POST /api/user/unlike-artwork { artworkId }. */
export function unlikeArtwork(body: { artworkId: string }) {
  return api.post<unknown>('/api/user/unlike-artwork', body)
}

export function useToggleLike() {
  return useMutation({
    mutationFn: ({ artworkId, artistSlug, like }: { artworkId: string; artistSlug?: string; like: boolean }) =>
      like ? likeArtwork({ artworkId, artistSlug }) : unlikeArtwork({ artworkId }),
  })
}
