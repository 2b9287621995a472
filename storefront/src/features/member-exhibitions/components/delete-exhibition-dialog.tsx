import type { OwnExhibition } from '@shared/api-types'
import { ConfirmDialog } from '@/components/member/confirm-dialog'
import { toast } from '@/components/ui/toast-store'
import { errorMessage } from '@/lib/api-client'
import { useDeleteExhibition } from '../api/delete-exhibition'

/** Asks before deleting an exhibition; the works it showed stay. */
export function DeleteExhibitionDialog({
  exhibition,
  onClose,
  onDeleted,
}: {
  exhibition: OwnExhibition
  onClose: () => void
  onDeleted?: () => void
}) {
  const remove = useDeleteExhibition()
  return (
    <ConfirmDialog
      open
      title="Delete this exhibition?"
      description={`“${exhibition.name}” will be removed${exhibition.published ? ' from your gallery page' : ''}. The works it showed stay in your artworks.`}
      confirmLabel="Delete exhibition"
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : null}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(exhibition._id, {
          onSuccess: ({ message }) => {
            toast.success(message)
            onDeleted?.()
            onClose()
          },
        })
      }
    />
  )
}
