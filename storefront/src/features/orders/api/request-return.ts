import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReturnRequest, ReturnView } from '@shared/returns'
import { api } from '@/lib/api-client'
import { purchasesQueryKey } from './get-purchases'

/** POST /api/admin/returns (multipart: the request's fields and up to three `photos`) → { return, message }. */
export function requestReturn(input: ReturnRequest & { photos: File[] }): Promise<{ return: ReturnView; message: string }> {
  const body = new FormData()
  for (const key of ['orderId', 'itemId', 'reason', 'details'] as const) body.append(key, input[key])
  for (const photo of input.photos) body.append('photos', photo, photo.name)
  return api.post<{ return: ReturnView; message: string }>('/api/admin/returns', body)
}

export function useRequestReturn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestReturn,
    // The dialog shows the refusal itself.
    meta: { inlineError: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: purchasesQueryKey }),
  })
}
