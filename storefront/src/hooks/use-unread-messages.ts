import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** GET /api/user/conversations/unread: the member's unread messages, for the sidebar's badge. */
export const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'conversations', 'unread'] as const,
    queryFn: async ({ signal }) => (await api.get<{ unread: number }>('/api/user/conversations/unread', { signal })).unread,
    staleTime: 60_000,
  })

export function useUnreadMessages(enabled = true) {
  return useQuery({ ...unreadMessagesQueryOptions(), enabled })
}
