import type { ProfileSection } from '@shared/constants'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { toast } from '@/components/ui/toast-store'
import { errorMessage } from '@/lib/api-client'
import { useDeleteEntry } from '../api/profile-entries'

/** Asks before deleting one entry of a profile list (a CV entry or a saved address). */
export function DeleteEntryDialog({
  section,
  entryId,
  noun,
  name,
  done,
  onClose,
}: {
  section: ProfileSection
  entryId: string
  /** 'exhibition', 'address'. */
  noun: string
  /** What the entry is called, shown in the question. */
  name: string
  /** The toast after deleting. */
  done: string
  onClose: () => void
}) {
  const remove = useDeleteEntry(section)
  return (
    <Modal
      open
      onClose={() => !remove.isPending && onClose()}
      size="sm"
      title={`Delete this ${noun}?`}
      description={name}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={remove.isPending}>
            Keep it
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(entryId, {
                onSuccess: () => {
                  toast.success(done)
                  onClose()
                },
              })
            }
          >
            Delete
          </Button>
        </>
      }
    >
      <p className="text-ink-soft">It is removed from your profile. This cannot be undone.</p>
      {remove.isError ? (
        <p role="alert" className="mt-4 rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
          {errorMessage(remove.error)}
        </p>
      ) : null}
    </Modal>
  )
}
