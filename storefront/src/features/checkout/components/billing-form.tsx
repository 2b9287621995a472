import type { Address as SavedAddress, Me } from '@shared/api-types'
import { addressSchema, type Address } from '@shared/schemas'
import { Button } from '@/components/ui/button'
import { Form, InputField, useZodForm } from '@/components/ui/form'
import { errorMessage } from '@/lib/api-client'
import { useSaveAddress } from '../api/save-address'

type BillingValues = { [K in keyof Address]-?: string }

const blank = (me: Pick<Me, 'fullName' | 'email' | 'phone'> | undefined): BillingValues => ({
  billingName: me?.fullName ?? '',
  email: me?.email ?? '',
  phone: me?.phone ?? '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  pincode: '',
  country: 'India',
})

/**
 * The billing form (spec point 5): billingName, line1, line2 (optional), city, state, pincode,
 * country, email and phone are required, with no format check on e-mail or phone; 'ADD BILLING
 * DETAILS' stays disabled while the form is invalid. Saving appends the address to the profile
 * (PUT update-profile { addresses: [address] }) and hands back its id, so the page selects it.
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
  const form = useZodForm(addressSchema, {
    defaultValues: blank(me),
    // An empty second line is left out rather than saved as ''.
    prepare: ({ line2, ...rest }) => (line2.trim() ? { ...rest, line2 } : rest),
    messages: {
      billingName: 'Please enter the name for the bill.',
      email: 'Please enter an e-mail address.',
      phone: 'Please enter a phone number.',
      line1: 'Please enter the street address.',
      city: 'Please enter the city.',
      state: 'Please enter the state.',
      pincode: 'Please enter the PIN code.',
      country: 'Please enter the country.',
    },
  })

  return (
    <Form
      form={form}
      aria-label="Billing details"
      className="flex flex-col gap-5"
      onSubmit={(address) =>
        save.mutate(address, {
          onSuccess: ({ addressId }) => {
            form.reset(blank(me))
            onSaved(addressId)
          },
        })
      }
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <InputField name="billingName" label="Billing name" autoComplete="name" required containerClassName="sm:col-span-2" />
        <InputField name="email" label="Email" type="email" autoComplete="email" required />
        <InputField name="phone" label="Phone" type="tel" autoComplete="tel" required />
        <InputField name="line1" label="Address line 1" autoComplete="address-line1" required containerClassName="sm:col-span-2" />
        <InputField name="line2" label="Address line 2 (optional)" autoComplete="address-line2" containerClassName="sm:col-span-2" />
        <InputField name="city" label="City" autoComplete="address-level2" required />
        <InputField name="state" label="State" autoComplete="address-level1" required />
        <InputField name="pincode" label="PIN code" autoComplete="postal-code" inputMode="numeric" required />
        <InputField name="country" label="Country" autoComplete="country-name" required />
      </div>
      {save.isError ? (
        <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
          The address could not be saved: {errorMessage(save.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" disabled={!form.formState.isValid} loading={save.isPending} className="tracking-[0.08em]">
          ADD BILLING DETAILS
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  )
}
