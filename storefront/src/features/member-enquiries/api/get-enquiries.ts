import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Enquiry } from '@shared/api-types'
import { api } from '@/lib/api-client'

export type EnquiryBox = 'received' | 'sent'
export type EnquiriesPage = { enquiries: Enquiry[]; page: number; pages: number; count: number; unread: number }

/**
 * POST /api/admin/enquiries { page, box }: received (about the member's works, open ones first,
 * each group newest first) or sent (newest first); `unread` counts received ones still new.
 */
export function getEnquiries(body: { box: EnquiryBox; page: number }, signal?: AbortSignal): Promise<EnquiriesPage> {
  return api.post<EnquiriesPage>('/api/admin/enquiries', body, { signal })
}

/** Every enquiry answer is under this key: a status change invalidates them all (and the sidebar's badge). */
export const enquiriesQueryKey = ['admin', 'enquiries'] as const

export const enquiriesQueryOptions = (box: EnquiryBox, page: number) =>
  queryOptions({
    queryKey: [...enquiriesQueryKey, box, page] as const,
    queryFn: ({ signal }) => getEnquiries({ box, page }, signal),
    // A new enquiry can arrive at any time.
    staleTime: 0,
    // The list stays while the next page loads (no jump to a skeleton between pages).
    placeholderData: keepPreviousData,
  })

export function useEnquiries(box: EnquiryBox, page: number, enabled = true) {
  return useQuery({ ...enquiriesQueryOptions(box, page), enabled })
}
