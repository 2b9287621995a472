import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ConversationMessage, ConversationSummary } from '@shared/api-types'
import type { MessageInput, ReportConversationInput } from '@shared/conversationSchemas'
import { api } from '@/lib/api-client'

type ListAnswer = { conversations: ConversationSummary[]; unread: number }
type ThreadAnswer = { conversation: ConversationSummary; messages: ConversationMessage[] }
type SentAnswer = { message: ConversationMessage; note?: string }

/** GET /api/user/conversations: the member's conversations, latest message first, with unread counts. */
export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'conversations'] as const,
    queryFn: ({ signal }) => api.get<ListAnswer>('/api/user/conversations', { signal }),
    staleTime: 0,
  })

export function useConversations() {
  return useQuery(conversationsQueryOptions())
}

/** GET /api/user/conversations/:id: the thread, oldest message first; reading it marks it read. */
export const threadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['user', 'conversations', 'thread', id] as const,
    queryFn: ({ signal }) => api.get<ThreadAnswer>(`/api/user/conversations/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  })

export function useThread(id: string) {
  const client = useQueryClient()
  return useQuery({
    ...threadQueryOptions(id),
    queryFn: async (ctx) => {
      const answer = await threadQueryOptions(id).queryFn!(ctx)
      // The server marked it read: the list's and the sidebar's counts are stale now.
      void client.invalidateQueries({ queryKey: ['user', 'conversations'], exact: true })
      void client.invalidateQueries({ queryKey: ['user', 'conversations', 'unread'] })
      return answer
    },
  })
}

/** POST /api/user/conversations/:id/messages. */
export function useSendMessage(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: MessageInput) => api.post<SentAnswer>(`/api/user/conversations/${encodeURIComponent(id)}/messages`, input),
    onSuccess: (answer) => {
      client.setQueryData(threadQueryOptions(id).queryKey, (old) => (old ? { ...old, messages: [...old.messages, answer.message] } : old))
      void client.invalidateQueries({ queryKey: ['user', 'conversations'], exact: true })
    },
  })
}

/** POST /api/user/conversations/:id/report. */
export function useReportConversation(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: ReportConversationInput) =>
      api.post<{ message: string }>(`/api/user/conversations/${encodeURIComponent(id)}/report`, input),
    onSuccess: () => void client.invalidateQueries({ queryKey: threadQueryOptions(id).queryKey }),
  })
}
