import { useId, type ReactNode } from 'react'
import { offerAmountSchema } from '@shared/offers'
import { Button } from '@/components/ui/button'
import { Form, InputField, useZodForm } from '@/components/ui/form'
import { Modal } from '@/components/ui/modal'

type AmountValues = { amount: string }
type AmountOutput = { amount: number }

/** '46,000' or '₹46000' as typed → 46000; an empty field stays empty (the schema's sentence then). */
const prepare = (values: AmountValues) => {
  const typed = values.amount.replace(/[₹,\s]/g, '')
  return { amount: typed === '' ? undefined : Number(typed) }
}

/**
 * An amount in whole rupees in a dialog, on the shared form primitive and `offerAmountSchema`:
 * the artwork page's "Make an offer" and the seller's "Counter". Once the server has answered,
 * `done` (its sentence) replaces the form with a Done button; a refusal (`error`) shows in the
 * dialog, the amount kept.
 */
export function OfferAmountDialog({
  open,
  onClose,
  title,
  description,
  label,
  submitLabel,
  pending,
  error,
  done,
  onSubmit,
}: {
  open: boolean
  onClose: () => void
  title: string
  description?: ReactNode
  label: string
  submitLabel: string
  pending: boolean
  error: string | null
  done: string | null
  onSubmit: (amount: number) => void
}) {
  const formId = useId()
  const form = useZodForm<AmountValues, AmountOutput>(offerAmountSchema, { defaultValues: { amount: '' }, prepare })
  const close = () => {
    if (!pending) onClose()
  }
  return (
    <Modal
      open={open}
      onClose={close}
      size="sm"
      title={title}
      description={description}
      footer={
        done ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={pending}>
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <p role="status" className="rounded-md border border-line bg-paper px-4 py-3 text-ink">
          {done}
        </p>
      ) : (
        <Form id={formId} form={form} aria-label={title} className="flex flex-col gap-4" onSubmit={(data) => onSubmit(data.amount)}>
          <InputField name="amount" label={label} inputMode="numeric" autoComplete="off" required />
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
        </Form>
      )}
    </Modal>
  )
}
