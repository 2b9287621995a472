import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ArtworkCollection } from '@shared/api-types'
import { api } from '@/lib/api-client'
import { myCollectionsKey } from './get-my-collections'

export type SavedCollection = { message: string; collection: ArtworkCollection; artworkIds?: string[] }

export type SaveCollectionInput = {
  /** The collection to update; none to add one. */
  id?: string
  fields: { collectionName?: string; description?: string; status?: boolean }
  cover: File | null
  /** The complete list of the member's works in it, when it changed. */
  artworkIds?: readonly string[]
  onProgress: (fraction: number) => void
}

/**
 * POST /api/admin/add-collection (multipart with the cover under `coverImage`) or PUT
 * /api/admin/update-collection (multipart with `_id`, the changed fields, a new cover, artworkIds
 * as one comma-separated value: '' empties it). A new collection's works are set by a second call,
 * as add-collection does not take them.
 */
export async function saveCollection({ id, fields, cover, artworkIds, onProgress }: SaveCollectionInput): Promise<SavedCollection> {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.append(key, String(value))
  if (cover) body.append('coverImage', cover)
  if (!id) {
    const added = await api.post<SavedCollection>('/api/admin/add-collection', body, { onUploadProgress: onProgress })
    if (!artworkIds?.length) return added
    const updated = await api.put<SavedCollection>('/api/admin/update-collection', { _id: added.collection._id, artworkIds })
    return { ...updated, message: added.message }
  }
  body.append('_id', id)
  if (artworkIds) body.append('artworkIds', artworkIds.join(','))
  return api.put<SavedCollection>('/api/admin/update-collection', body, { onUploadProgress: onProgress })
}

export function useSaveCollection() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveCollection,
    meta: { inlineError: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: myCollectionsKey })
      await queryClient.invalidateQueries({ queryKey: ['admin', 'artworks'] })
    },
  })
}
