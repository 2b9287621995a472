import { useEffect, useRef, type ReactNode } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import type { Address as SavedAddress, Me } from '@shared/api-types'
import { ADDRESS_COUNTRIES, DEFAULT_ADDRESS_COUNTRY } from '@shared/constants'
import { addressSchema, postalRuleOf, type Address, type PostalRule } from '@shared/schemas'
import { Button } from '@/components/ui/button'
import { Form, InputField, SelectField, useZodForm } from '@/components/ui/form'
import { errorMessage } from '@/lib/api-client'

export type AddressFormValues = { [K in keyof Address]-?: string }

/** A new address: the member's name, e-mail and phone to start with, India as the country. */
export const blankAddress = (me: Pick<Me, 'fullName' | 'email' | 'phone'> | undefined): AddressFormValues => ({
  billingName: me?.fullName ?? '',
  email: me?.email ?? '',
  phone: me?.phone ?? '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  pincode: '',
  country: DEFAULT_ADDRESS_COUNTRY,
})

/** A saved address as the form's values (to edit it). */
export const addressValues = (a: SavedAddress): AddressFormValues => ({
  billingName: a.billingName,
  email: a.email,
  phone: a.phone,
  line1: a.line1,
  line2: a.line2 ?? '',
  city: a.city,
  state: a.state,
  pincode: a.pincode,
  country: a.country,
})

const COUNTRY_OPTIONS = ADDRESS_COUNTRIES.map((c) => ({ value: c, label: c }))
/** What the postcode is called where the address is. */
const POSTCODE_LABEL: Record<PostalRule, string> = { pin: 'PIN code', zip: 'ZIP code', ukPostcode: 'Postcode', postcode: 'Postal code' }

/**
 * The phone and the postcode are judged by the country: when it changes, judge them again (a
 * field is otherwise judged only when it changes itself), and show the verdict on the ones that
 * hold something (the phone comes filled in from the profile), so a disabled button always has a
 * visible reason. Not on the first render.
 */
function useRecheckOnCountry(form: UseFormReturn<AddressFormValues, unknown, Address>, country: string) {
  const judged = useRef(country)
  useEffect(() => {
    if (country === judged.current) return
    judged.current = country
    for (const name of ['phone', 'pincode'] as const) {
      const value = form.getValues(name)
      if (value.trim()) form.setValue(name, value, { shouldTouch: true, shouldValidate: true })
      else void form.trigger(name)
    }
  }, [country, form])
}

/**
 * The billing / shipping address form, shared by checkout and the member's saved
 * addresses: billingName, line1, city, state, pincode, country, email and phone are required
 * (line2 optional). The shared addressSchema judges them (DECISIONS 42): a valid e-mail, and the
 * phone and postcode by the country chosen (India by default: a 10-digit mobile and a 6-digit
 * PIN code), each field's message under it; the submit button stays disabled while the form is
 * invalid. Saving is the caller's (it hands back the address, normalised, an empty line2 left
 * out); `error` is the failed save, shown above the buttons, and what was typed stays.
 */
export function AddressForm({
  defaultValues,
  submitLabel,
  label,
  pending,
  error,
  onSubmit,
  onCancel,
  submitClassName,
}: {
  defaultValues: AddressFormValues
  submitLabel: ReactNode
  /** The form's accessible name. */
  label: string
  pending: boolean
  error: unknown
  onSubmit: (address: Address, reset: () => void) => void
  onCancel?: () => void
  submitClassName?: string
}) {
  const form = useZodForm(addressSchema, {
    defaultValues,
    // An empty second line is left out rather than saved as ''.
    prepare: ({ line2, ...rest }) => (line2.trim() ? { ...rest, line2 } : rest),
    // The text fields only: e-mail, phone, postcode and country keep the schema's sentence, which says what to enter.
    messages: {
      billingName: 'Please enter the name for the bill.',
      line1: 'Please enter the street address.',
      city: 'Please enter the city.',
      state: 'Please enter the state.',
    },
  })
  const country = useWatch({ control: form.control, name: 'country' })
  useRecheckOnCountry(form, country)
  const rule = postalRuleOf(country)

  return (
    <Form
      form={form}
      aria-label={label}
      className="flex flex-col gap-5"
      onSubmit={(address) => onSubmit(address, () => form.reset(defaultValues))}
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <InputField name="billingName" label="Billing name" autoComplete="name" required containerClassName="sm:col-span-2" />
        <InputField name="email" label="Email" type="email" autoComplete="email" required />
        <InputField
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint={rule === 'pin' ? undefined : 'With the country code, e.g. +44 20 7946 0958'}
          required
        />
        <InputField name="line1" label="Address line 1" autoComplete="address-line1" required containerClassName="sm:col-span-2" />
        <InputField name="line2" label="Address line 2 (optional)" autoComplete="address-line2" containerClassName="sm:col-span-2" />
        <InputField name="city" label="City" autoComplete="address-level2" required />
        <InputField name="state" label="State" autoComplete="address-level1" required />
        <InputField
          name="pincode"
          label={POSTCODE_LABEL[rule]}
          autoComplete="postal-code"
          inputMode={rule === 'pin' ? 'numeric' : 'text'}
          required
        />
        <SelectField name="country" label="Country" autoComplete="country-name" options={COUNTRY_OPTIONS} required />
      </div>
      {error ? (
        <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
          The address could not be saved: {errorMessage(error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" disabled={!form.formState.isValid} loading={pending} className={submitClassName}>
          {submitLabel}
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
