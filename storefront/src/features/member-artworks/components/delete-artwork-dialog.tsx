import type { Artwork } from '@shared/api-types'
import { ConfirmDialog } from '@/components/member/confirm-dialog'
import { toast } from '@/components/ui/toast-store'
import { errorMessage } from '@/lib/api-client'
import { useDeleteArtwork } from '../api/delete-artwork'

/**
 * Asks before deleting a work. The server refuses (409) a sold work, one in an order or one with
 * enquiries: its sentence is shown here, and the work stays.
 */
export function DeleteArtworkDialog({ artwork, onClose, onDeleted }: { artwork: Artwork; onClose: () => void; onDeleted?: () => void }) {
  const remove = useDeleteArtwork()
  return (
    <ConfirmDialog
      open
      title="Delete this artwork?"
      description={`“${artwork.title}” and its images will be removed. This cannot be undone.`}
      confirmLabel="Delete artwork"
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : null}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(artwork._id, {
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
