import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { myExhibitionsKey } from './get-my-exhibitions'

/** DELETE /api/admin/exhibition/:id → { message }; the works it showed stay. */
export function deleteExhibition(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/admin/exhibition/${encodeURIComponent(id)}`)
}

export function useDeleteExhibition() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteExhibition,
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myExhibitionsKey }),
  })
}
