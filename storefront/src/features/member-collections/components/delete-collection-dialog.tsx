import type { ArtworkCollection } from '@shared/api-types'
import { ConfirmDialog } from '@/components/member/confirm-dialog'
import { toast } from '@/components/ui/toast-store'
import { errorMessage } from '@/lib/api-client'
import { useDeleteCollection } from '../api/delete-collection'

/** Asks before deleting a collection; its works stay, in no collection. */
export function DeleteCollectionDialog({
  collection,
  onClose,
  onDeleted,
}: {
  collection: ArtworkCollection
  onClose: () => void
  onDeleted?: () => void
}) {
  const remove = useDeleteCollection()
  return (
    <ConfirmDialog
      open
      title="Delete this collection?"
      description={`“${collection.collectionName}” will be removed. Its works stay in your artworks, in no collection.`}
      confirmLabel="Delete collection"
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : null}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(collection._id, {
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
