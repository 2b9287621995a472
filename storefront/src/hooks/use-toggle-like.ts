import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Artwork } from '@shared/api-types'
import { toast } from '@/components/ui/toast-store'
import { api } from '@/lib/api-client'
import { cancelFetchesHolding, patchCachedArtwork } from '@/lib/artwork-cache'

/** POST /api/user/like-artwork { artworkId, artistSlug }. */
export function likeArtwork(body: { artworkId: string; artistSlug?: string }) {
  return api.post<unknown>('/api/user/like-artwork', body)
}

/** POST /api/user/unlike-artwork { artworkId }. */
export function unlikeArtwork(body: { artworkId: string }) {
  return api.post<unknown>('/api/user/unlike-artwork', body)
}

type LikeVariables = { artwork: Pick<Artwork, '_id' | 'artistSlug'>; like: boolean }

const setLiked = (like: boolean) => (artwork: Artwork) =>
  artwork.hasLiked === like ? artwork : { ...artwork, hasLiked: like, likes: Math.max(0, artwork.likes + (like ? 1 : -1)) }

/**
 * Like and unlike, optimistic: every cached copy of the work turns at once (grids,
 * the detail page, top lists), and turns back if the server refuses, with the failure's toast from
 * the mutation cache. Success says 'Added To Favourites' or 'Removed From Favourites'.
 */
export function useToggleLike() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ artwork, like }: LikeVariables) =>
      like
        ? likeArtwork({ artworkId: artwork._id, ...(artwork.artistSlug ? { artistSlug: artwork.artistSlug } : {}) })
        : unlikeArtwork({ artworkId: artwork._id }),
    onMutate: async ({ artwork, like }) => {
      await cancelFetchesHolding(queryClient, artwork._id)
      patchCachedArtwork(queryClient, artwork._id, setLiked(like))
    },
    onError: (_error, { artwork, like }) => patchCachedArtwork(queryClient, artwork._id, setLiked(!like)),
    onSuccess: (_data, { like }) => (like ? toast.success('Added To Favourites') : toast.error('Removed From Favourites')),
    // The member's favourites change membership, not only a flag: read them again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'likes'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  })
}
