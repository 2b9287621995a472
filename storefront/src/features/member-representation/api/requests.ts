import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { RepresentationRequest } from '@shared/api-types'
import { api } from '@/lib/api-client'

const requestsKey = ['admin', 'represented-by'] as const

/** GET /api/admin/represented-by → { requests }: the galleries that asked to represent the artist, newest first. */
export function useRepresentationRequests() {
  return useQuery({
    queryKey: requestsKey,
    queryFn: ({ signal }) =>
      api.get<{ requests: RepresentationRequest[] }>('/api/admin/represented-by', { signal }).then((r) => r.requests),
    staleTime: 0,
  })
}

/** PUT /api/admin/represented-by/:id { status }: the artist's answer. */
export function useAnswerRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'accepted' | 'declined' }) =>
      api.put<{ request: RepresentationRequest; message: string }>(`/api/admin/represented-by/${encodeURIComponent(id)}`, { status }),
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  })
}

/** DELETE /api/admin/represented-by/:id: the artist is no longer shown as represented by that gallery. */
export function useEndRepresentation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/admin/represented-by/${encodeURIComponent(id)}`),
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  })
}
