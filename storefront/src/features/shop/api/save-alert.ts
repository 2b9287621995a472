import { useMutation } from '@tanstack/react-query'
import type { AlertEntry } from '@shared/api-types'
import { toast } from '@/components/ui/toast-store'
import { api } from '@/lib/api-client'
import { toRequestBody, type ShopFilters } from '../lib/filters'

type SavedAlert = { alert: AlertEntry; message: string }

/** The shop's filters as an alert's criteria: the listing's first request without its sort, search words and ranking. */
export function alertCriteriaOf(filters: ShopFilters): Record<string, string | number> {
  const { sort: _sort, q: _q, match: _match, ...criteria } = toRequestBody(filters)
  return criteria
}

/** POST /api/user/alerts: saves the current view; the server's sentence is the toast (a refusal's too, by the mutation cache). */
export function useSaveAlert() {
  return useMutation({
    mutationFn: (filters: ShopFilters) =>
      api.post<SavedAlert>('/api/user/alerts', { criteria: alertCriteriaOf(filters), frequency: 'daily' }),
    onSuccess: (answer) => toast.success(answer.message),
  })
}
