import { useFormContext, useWatch } from 'react-hook-form'
import { INDIAN_STATE_NAMES } from '@shared/india'
import { payoutAccountSchema, type PayoutAccountForm, type PayoutAccountView } from '@shared/payout-schemas'
import { Button } from '@/components/ui/button'
import { Form, InputField, SelectField, useZodForm } from '@/components/ui/form'
import { cn } from '@/lib/cn'
import { errorMessage, isApiError } from '@/lib/api-client'
import { useSavePayoutAccount, type SavedPayoutAccount } from '../api/save-payout-account'

const STATE_OPTIONS = INDIAN_STATE_NAMES.map((name) => ({ value: name, label: name }))
const METHODS = [
  { value: 'bank', label: 'Bank account' },
  { value: 'upi', label: 'UPI id' },
] as const

/** The details are never shown back in full: a change starts from empty numbers, the name and state kept. */
function startFrom(saved: PayoutAccountView | null): PayoutAccountForm {
  return {
    legalName: saved?.legalName ?? '',
    pan: '',
    method: saved?.method ?? 'bank',
    accountNumber: '',
    ifsc: saved?.ifsc ?? '',
    upi: '',
    gstin: saved?.gstin ?? '',
    state: saved?.state ?? '',
  }
}

/** Bank account or UPI id: two radios drawn as one segmented control. */
function MethodChoice() {
  const { register } = useFormContext<PayoutAccountForm>()
  const method = useWatch<PayoutAccountForm, 'method'>({ name: 'method' })
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink-soft">Paid to</legend>
      <div className="inline-flex w-full rounded-full border border-line-strong bg-paper p-1 sm:w-auto sm:self-start">
        {METHODS.map((m) => (
          <label
            key={m.value}
            className={cn(
              'relative flex-1 cursor-pointer rounded-full px-4 py-2 text-center text-sm font-medium whitespace-nowrap transition-colors sm:flex-none',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ink/20',
              method === m.value ? 'bg-ink text-paper' : 'text-ink-soft hover:text-ink',
            )}
          >
            <input type="radio" value={m.value} className="sr-only" {...register('method')} />
            {m.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function Destination() {
  const method = useWatch<PayoutAccountForm, 'method'>({ name: 'method' })
  return method === 'upi' ? (
    <InputField name="upi" label="UPI id" autoComplete="off" placeholder="name@okhdfcbank" required />
  ) : (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField name="accountNumber" label="Account number" inputMode="numeric" autoComplete="off" required />
      <InputField name="ifsc" label="IFSC" autoComplete="off" placeholder="HDFC0001234" className="uppercase" required />
    </div>
  )
}

/**
 * The payout details form: name as on the PAN, PAN, a bank account with IFSC or a UPI id, GSTIN
 * when registered, state. Checked by the schema the server uses; a field the server refuses shows
 * the server's message under it.
 */
export function PayoutForm({
  saved,
  onSaved,
  onCancel,
}: {
  saved: PayoutAccountView | null
  onSaved: (result: SavedPayoutAccount) => void
  onCancel?: () => void
}) {
  const save = useSavePayoutAccount()
  const form = useZodForm(payoutAccountSchema, { defaultValues: startFrom(saved) })
  const serverRefusedFields = isApiError(save.error) && (save.error.details?.length ?? 0) > 0

  return (
    <Form
      form={form}
      aria-label="Payout details"
      className="flex flex-col gap-5"
      onSubmit={() =>
        // The raw values, not the schema's output: the server parses them with the same schema.
        save.mutate(form.getValues(), {
          onSuccess: onSaved,
          onError: (error) => {
            if (!isApiError(error)) return
            for (const { path, message } of error.details ?? []) {
              if (path in startFrom(null)) form.setError(path as keyof PayoutAccountForm, { type: 'server', message })
            }
          },
        })
      }
    >
      {save.isError && !serverRefusedFields ? (
        <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
          {errorMessage(save.error)}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField name="legalName" label="Name as on your PAN" autoComplete="name" required />
        <InputField name="pan" label="PAN" autoComplete="off" placeholder="ABCPE1234F" className="uppercase" required />
      </div>
      <MethodChoice />
      <Destination />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField name="state" label="State" options={STATE_OPTIONS} placeholder="Choose your state" required />
        <InputField
          name="gstin"
          label="GSTIN"
          autoComplete="off"
          className="uppercase"
          hint="Only if you are registered for GST: it goes on your buyers' tax invoices."
        />
      </div>
      <p className="text-xs text-muted">
        Your PAN and account go to Razorpay, our payment provider, which pays you. Kala keeps only their last four characters.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={save.isPending}>
          Save payout details
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
