import type { Address as SavedAddress, Me } from '@shared/api-types'
import { AddressForm, blankAddress } from '@/components/address-form'
import { useSaveAddress } from '../api/save-address'

/**
 * Checkout's billing form on the shared address form: 'ADD BILLING DETAILS' stays
 * disabled while the form is invalid. Saving appends the address to the profile (PUT
 * update-profile { addresses: [address] }) and hands back its id, so the page selects it.
 */
export function BillingForm({
  me,
  saved,
  onSaved,
  onCancel,
}: {
  me: Me | undefined
  saved: readonly SavedAddress[]
  onSaved: (addressId: string | null) => void
  onCancel?: () => void
}) {
  const save = useSaveAddress(saved)
  return (
    <AddressForm
      label="Billing details"
      defaultValues={blankAddress(me)}
      submitLabel="ADD BILLING DETAILS"
      submitClassName="tracking-[0.08em]"
      pending={save.isPending}
      error={save.isError ? save.error : null}
      onCancel={onCancel}
      onSubmit={(address, reset) =>
        save.mutate(address, {
          onSuccess: ({ addressId }) => {
            reset()
            onSaved(addressId)
          },
        })
      }
    />
  )
}
