import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OwnExhibition } from '@shared/api-types'
import type { ExhibitionForm } from '@shared/schemas'
import { api } from '@/lib/api-client'
import { myExhibitionsKey } from './get-my-exhibitions'

export type SavedExhibition = { message: string; exhibition: OwnExhibition }

export type SaveExhibitionInput = {
  /** The exhibition to update; none to add one. */
  id?: string
  fields: ExhibitionForm
  /** A new cover image; null keeps the current one (or none, for a new exhibition). */
  cover: File | null
  /** Editing: the current cover was removed and none chosen. */
  removeCover?: boolean
  onProgress: (fraction: number) => void
}

/**
 * POST /api/admin/add-exhibition or PUT /api/admin/update-exhibition (with `id`), multipart: the
 * form's every field (empty text empties it), the works as one JSON array ('[]' is none), the
 * cover under `coverImage` when one was chosen.
 */
export function saveExhibition({ id, fields, cover, removeCover, onProgress }: SaveExhibitionInput): Promise<SavedExhibition> {
  const body = new FormData()
  if (id) body.append('id', id)
  body.append('name', fields.name)
  body.append('startDate', fields.startDate)
  body.append('endDate', fields.endDate)
  body.append('venue', fields.venue ?? '')
  body.append('city', fields.city ?? '')
  body.append('description', fields.description ?? '')
  body.append('artworks', JSON.stringify(fields.artworks ?? []))
  body.append('published', String(fields.published))
  if (cover) body.append('coverImage', cover)
  else if (id && removeCover) body.append('removeCover', 'true')
  return id
    ? api.put<SavedExhibition>('/api/admin/update-exhibition', body, { onUploadProgress: onProgress })
    : api.post<SavedExhibition>('/api/admin/add-exhibition', body, { onUploadProgress: onProgress })
}

export function useSaveExhibition() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveExhibition,
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myExhibitionsKey }),
  })
}
