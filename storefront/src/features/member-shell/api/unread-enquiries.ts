import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Enquiry } from '@shared/api-types'
import { api } from '@/lib/api-client'

type EnquiriesAnswer = { enquiries: Enquiry[]; page: number; pages: number; count: number; unread: number }

/**
 * How many received enquiries are still new, for the sidebar's badge: the `unread` of POST
 * /api/admin/enquiries. Under ['admin', 'enquiries'] so that opening or answering one on the
 * enquiries screen (which invalidates that key) updates the badge too.
 */
export const unreadEnquiriesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'enquiries', 'unread'] as const,
    queryFn: async ({ signal }) =>
      (await api.post<EnquiriesAnswer>('/api/admin/enquiries', { box: 'received', status: 'new' }, { signal })).unread,
    staleTime: 60_000,
  })

export function useUnreadEnquiries(enabled: boolean) {
  return useQuery({ ...unreadEnquiriesQueryOptions(), enabled })
}
