import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Enquiry } from '@shared/api-types'
import { toast } from '@/components/ui/toast-store'
import { api } from '@/lib/api-client'
import { enquiriesQueryKey, type EnquiriesPage } from './get-enquiries'

/** PUT /api/admin/enquiry/:id { status: 'read' | 'answered' } (the enquiry's artist only). */
export function updateEnquiry(id: string, status: 'read' | 'answered'): Promise<{ enquiry: Enquiry }> {
  return api.put<{ enquiry: Enquiry }>(`/api/admin/enquiry/${encodeURIComponent(id)}`, { status })
}

/**
 * Marks a received enquiry read (when opened) or answered. The cached lists take the server's
 * enquiry at once; then every enquiry answer (the order of the inbox, the sidebar's unread count)
 * and the dashboard are read again. Failures toast through the mutation cache (lib/react-query).
 */
export function useUpdateEnquiry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'read' | 'answered' }) => updateEnquiry(id, status),
    onSuccess: ({ enquiry }, { status }) => {
      queryClient.setQueriesData<EnquiriesPage>({ queryKey: enquiriesQueryKey }, (data) =>
        data && Array.isArray(data.enquiries)
          ? { ...data, enquiries: data.enquiries.map((e) => (e._id === enquiry._id ? { ...e, ...enquiry } : e)) }
          : data,
      )
      if (status === 'answered') toast.success('Marked as answered')
      void queryClient.invalidateQueries({ queryKey: enquiriesQueryKey })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] })
    },
  })
}
