import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { myCollectionsKey } from './get-my-collections'

/** DELETE /api/admin/collection/:id → { message }; its works stay, in no collection. */
export function deleteCollection(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/admin/collection/${encodeURIComponent(id)}`)
}

export function useDeleteCollection() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCollection,
    meta: { inlineError: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: myCollectionsKey })
      // Its works left it: their collection changed.
      await queryClient.invalidateQueries({ queryKey: ['admin', 'artworks'] })
    },
  })
}
