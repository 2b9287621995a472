import { useQuery } from '@tanstack/react-query'
import type { RepresentedArtist } from '@shared/api-types'
import { api } from '@/lib/api-client'

/**
 * GET /api/admin/represented: for a gallery's artwork form, the artists it may name (those who
 * accepted, and those not on Kala), in its order. Same key as /admin/artists' list, one cache.
 */
export function useGalleryArtists(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'represented'],
    queryFn: ({ signal }) => api.get<{ artists: RepresentedArtist[] }>('/api/admin/represented', { signal }).then((r) => r.artists),
    select: (artists) => artists.filter((a) => a.status === 'accepted'),
    enabled,
    staleTime: 0,
  })
}
