import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OwnArtwork } from '@shared/api-types'
import { api } from '@/lib/api-client'
import { myArtworksKey } from './get-my-artworks'

export type SaveArtworkInput = { body: FormData; update: boolean; onProgress: (fraction: number) => void }
export type SavedArtwork = { message: string; artwork: OwnArtwork }

/**
 * POST /api/admin/add-artwork or PUT /api/admin/update-artwork (multipart, the images under
 * `artworks`), reporting the upload's progress. 400 with field `details`, 413, 415 on refusal.
 */
export function saveArtwork({ body, update, onProgress }: SaveArtworkInput): Promise<SavedArtwork> {
  return update
    ? api.put<SavedArtwork>('/api/admin/update-artwork', body, { onUploadProgress: onProgress })
    : api.post<SavedArtwork>('/api/admin/add-artwork', body, { onUploadProgress: onProgress })
}

export function useSaveArtwork() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveArtwork,
    // The form shows the refusal beside its fields.
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myArtworksKey }),
  })
}
