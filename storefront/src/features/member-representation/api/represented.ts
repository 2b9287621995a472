import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ArtistSummary, RepresentedArtist } from '@shared/api-types'
import { api } from '@/lib/api-client'

/** Every key of the gallery's own list starts with this. */
export const representedKey = ['admin', 'represented'] as const

/** GET /api/admin/represented → { artists }: the gallery's artists in its order, with each request's state. */
export const representedQueryOptions = () =>
  queryOptions({
    queryKey: representedKey,
    queryFn: ({ signal }) => api.get<{ artists: RepresentedArtist[] }>('/api/admin/represented', { signal }).then((r) => r.artists),
    staleTime: 0,
  })

export function useRepresented() {
  return useQuery(representedQueryOptions())
}

function useListMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: representedKey }),
  })
}

export type NewArtist = { artistId: string } | { name: string; bio?: string; photo?: File | null }

/** POST /api/admin/represented: a request to an artist on Kala, or an artist not on Kala (multipart, with a photo). */
export function useAddArtist() {
  return useListMutation((artist: NewArtist) => {
    if ('artistId' in artist) return api.post<{ artist: RepresentedArtist; message: string }>('/api/admin/represented', artist)
    const form = new FormData()
    form.set('name', artist.name)
    if (artist.bio) form.set('bio', artist.bio)
    if (artist.photo) form.set('photo', artist.photo)
    return api.post<{ artist: RepresentedArtist; message: string }>('/api/admin/represented', form)
  })
}

/** PUT /api/admin/represented/:id: the name, bio and photo of an artist not on Kala. */
export function useUpdateArtist() {
  return useListMutation(({ id, name, bio, photo }: { id: string; name: string; bio: string; photo?: File | null }) => {
    const form = new FormData()
    form.set('name', name)
    form.set('bio', bio)
    if (photo) form.set('photo', photo)
    return api.put<{ artist: RepresentedArtist }>(`/api/admin/represented/${encodeURIComponent(id)}`, form)
  })
}

/** PUT /api/admin/represented-order { ids }: the whole list in its new order. */
export function useReorderArtists() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: string[]) => api.put<{ artists: RepresentedArtist[] }>('/api/admin/represented-order', { ids }),
    meta: { inlineError: true },
    // The new order shows at once; the server's answer replaces it.
    onMutate: (ids) => {
      const before = queryClient.getQueryData<RepresentedArtist[]>(representedKey)
      if (before) queryClient.setQueryData(representedKey, ids.map((id) => before.find((a) => a._id === id)).filter(Boolean))
      return { before }
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(representedKey, context.before)
    },
    onSuccess: ({ artists }) => queryClient.setQueryData(representedKey, artists),
  })
}

/** DELETE /api/admin/represented/:id. */
export function useRemoveArtist() {
  return useListMutation((id: string) => api.delete<{ message: string }>(`/api/admin/represented/${encodeURIComponent(id)}`))
}

/** POST /api/user/search: artists on Kala whose name matches (typo-tolerant), for a request. */
export function useArtistSearch(words: string) {
  const searchString = words.trim()
  return useQuery({
    queryKey: ['admin', 'represented', 'search', searchString],
    queryFn: ({ signal }) =>
      api.post<{ artists: ArtistSummary[] }>('/api/user/search', { searchString }, { signal }).then((r) => r.artists),
    enabled: searchString.length >= 2,
    staleTime: 30_000,
  })
}
