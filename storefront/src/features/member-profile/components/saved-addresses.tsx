import { useState } from 'react'
import type { Address, Me } from '@shared/api-types'
import { LIMITS } from '@shared/constants'
import { PROFILE_FORM_MESSAGES } from '@shared/profile-messages'
import { AddressForm, addressValues, blankAddress } from '@/components/address-form'
import { addressLines } from '@/components/address-lines'
import { Badge } from '@/components/ui/card'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { toast } from '@/components/ui/toast-store'
import { useSaveEntry, useSetDefaultAddress } from '../api/profile-entries'
import { DeleteEntryDialog } from './delete-entry-dialog'

type SavedAddress = Address & { id: string }

/** The add / edit modal around the shared address form. */
function AddressModal({ me, address, onClose }: { me: Me; address: SavedAddress | null; onClose: () => void }) {
  const save = useSaveEntry('addresses')
  const title = address ? 'Edit address' : 'Add address'
  return (
    <Modal open onClose={() => !save.isPending && onClose()} title={title} size="lg">
      <div className="pb-2">
        <AddressForm
          label={title}
          defaultValues={address ? addressValues(address) : blankAddress(me)}
          submitLabel={address ? 'Save address' : 'Add address'}
          pending={save.isPending}
          error={save.isError ? save.error : null}
          onCancel={onClose}
          onSubmit={(entry) =>
            save.mutate(
              { id: address?.id, entry },
              {
                onSuccess: () => {
                  toast.success(address ? PROFILE_FORM_MESSAGES.addressUpdated : PROFILE_FORM_MESSAGES.addressAdded)
                  onClose()
                },
              },
            )
          }
        />
      </div>
    </Modal>
  )
}

/**
 * The member's saved addresses (every role): each as a card with Edit, Delete and 'Make default'
 * (one default at most; checkout selects it first). 'No shipping addresses found.' when there are
 * none, as at checkout.
 */
export function SavedAddresses({ me }: { me: Me }) {
  const addresses = me.addresses.filter((a): a is SavedAddress => Boolean(a.id))
  const [editing, setEditing] = useState<SavedAddress | null | 'new'>(null)
  const [deleting, setDeleting] = useState<SavedAddress | null>(null)
  const makeDefault = useSetDefaultAddress()

  return (
    <section aria-labelledby="saved-addresses" className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="saved-addresses" className="text-2xl">
            Saved addresses
          </h2>
          <p className="mt-1 text-sm text-muted">Where your works are shipped. The default one is chosen first at checkout.</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => setEditing('new')}
          disabled={addresses.length >= LIMITS.maxProfileEntries}
          className="self-start sm:self-auto"
        >
          Add address
        </Button>
      </div>
      {addresses.length === 0 ? (
        <p className="rounded-md border border-dashed border-line-strong px-5 py-6 text-center text-sm text-muted">
          No shipping addresses found.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label="Saved addresses">
          {addresses.map((address) => (
            <li key={address.id}>
              <article
                aria-label={`${address.billingName}, ${address.line1}`}
                className="flex h-full flex-col gap-3 rounded-lg border border-line bg-canvas px-5 py-4 text-sm"
              >
                <div className="flex items-start justify-between gap-3">
                  <p className="font-medium text-ink">{address.billingName}</p>
                  {address.isDefault ? <Badge tone="dark">Default</Badge> : null}
                </div>
                <div className="flex flex-col text-ink-soft">
                  {addressLines(address).map((line, i) => (
                    <span key={i}>{line}</span>
                  ))}
                </div>
                <p className="text-xs text-muted [overflow-wrap:anywhere]">
                  {address.phone} · {address.email}
                </p>
                <div className="mt-auto flex flex-wrap gap-2 pt-1">
                  {address.isDefault ? null : (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={makeDefault.isPending && makeDefault.variables === address.id}
                      onClick={() =>
                        makeDefault.mutate(address.id, { onSuccess: () => toast.success(PROFILE_FORM_MESSAGES.defaultAddress) })
                      }
                    >
                      Make default
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" onClick={() => setEditing(address)}>
                    Edit
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setDeleting(address)}>
                    Delete
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {editing ? <AddressModal me={me} address={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <DeleteEntryDialog
          section="addresses"
          entryId={deleting.id}
          noun="address"
          name={addressLines(deleting).join(', ')}
          done={PROFILE_FORM_MESSAGES.addressDeleted}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  )
}
