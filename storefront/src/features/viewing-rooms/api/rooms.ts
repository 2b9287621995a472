import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Artwork, OwnRoom, RoomView } from '@shared/api-types'
import type { RoomForm } from '@shared/viewingRooms'
import { api, isApiError } from '@/lib/api-client'

/** The member's own rooms' queries (the list and each room). */
export const myRoomsKey = ['admin', 'rooms'] as const

/** GET /api/rooms/:token → the room as its link opens it (404 / 410: no longer available). */
export const roomQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['public', 'room', token],
    queryFn: ({ signal }) => api.get<{ room: RoomView }>(`/api/rooms/${encodeURIComponent(token)}`, { signal }).then((r) => r.room),
    // A revoked or closed room is the answer: asking again would not change it.
    retry: (count, error) => !(isApiError(error) && (error.status === 404 || error.status === 410)) && count < 2,
    // The owner may revoke it any moment: never shown from an old answer.
    staleTime: 0,
  })

export function useRoom(token: string) {
  return useQuery(roomQueryOptions(token))
}

/** GET /api/admin/rooms → the member's rooms, last changed first. */
export function useMyRooms() {
  return useQuery({
    queryKey: myRoomsKey,
    queryFn: ({ signal }) => api.get<{ rooms: OwnRoom[] }>('/api/admin/rooms', { signal }).then((r) => r.rooms),
  })
}

/** GET /api/admin/rooms/:id → one own room (none asked for while there is no id). */
export function useMyRoom(id: string | undefined) {
  return useQuery({
    queryKey: [...myRoomsKey, id],
    queryFn: ({ signal }) => api.get<{ room: OwnRoom }>(`/api/admin/rooms/${encodeURIComponent(id ?? '')}`, { signal }).then((r) => r.room),
    enabled: Boolean(id),
  })
}

type Saved = { message: string; room: OwnRoom }

/** POST /api/admin/rooms, or PUT /api/admin/rooms/:id with every field of the form. */
export function useSaveRoom() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, fields }: { id?: string; fields: RoomForm }) =>
      id ? api.put<Saved>(`/api/admin/rooms/${encodeURIComponent(id)}`, fields) : api.post<Saved>('/api/admin/rooms', fields),
    meta: { inlineError: true },
    onSuccess: ({ room }) => {
      queryClient.setQueryData([...myRoomsKey, room._id], room)
      void queryClient.invalidateQueries({ queryKey: myRoomsKey, exact: true })
    },
  })
}

/** POST /api/admin/rooms/:id/revoke or /new-link: the link stops opening the room, or a new one replaces it. */
export function useRoomLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'revoke' | 'new-link' }) =>
      api.post<Saved>(`/api/admin/rooms/${encodeURIComponent(id)}/${action}`, {}),
    onSuccess: ({ room }) => {
      queryClient.setQueryData([...myRoomsKey, room._id], room)
      void queryClient.invalidateQueries({ queryKey: myRoomsKey, exact: true })
    },
  })
}

/** DELETE /api/admin/rooms/:id. */
export function useDeleteRoom() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/admin/rooms/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRoomsKey }),
  })
}

/** POST /api/user/search: public works matching the words, for the room editor (two characters at least). */
export function useWorkSearch(words: string) {
  const searchString = words.trim()
  return useQuery({
    queryKey: ['admin', 'rooms', 'search', searchString],
    queryFn: ({ signal }) => api.post<{ artworks: Artwork[] }>('/api/user/search', { searchString }, { signal }).then((r) => r.artworks),
    enabled: searchString.length >= 2,
    staleTime: 30_000,
  })
}

/** GET /api/public/artwork/:id → the work the artwork page's "Add to a viewing room" starts a room with. */
export function usePublicWork(id: string | null) {
  return useQuery({
    queryKey: ['public', 'artwork', id, 'for-room'],
    queryFn: ({ signal }) =>
      api.get<{ artwork: Artwork }>(`/api/public/artwork/${encodeURIComponent(id ?? '')}`, { signal }).then((r) => r.artwork),
    enabled: Boolean(id),
  })
}

/** POST /api/admin/rooms/:id/works: one work added at the end of one of the member's rooms. */
export function useAddToRoom() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, artwork }: { id: string; artwork: string }) =>
      api.post<Saved>(`/api/admin/rooms/${encodeURIComponent(id)}/works`, { artwork }),
    meta: { inlineError: true },
    onSuccess: ({ room }) => {
      queryClient.setQueryData([...myRoomsKey, room._id], room)
      void queryClient.invalidateQueries({ queryKey: myRoomsKey, exact: true })
    },
  })
}
