import type { Me } from '@shared/api-types'
import { RETURN_DAYS_CHOICES, RETURN_POLICY_MESSAGES, returnChoiceLabel, returnPolicySentence } from '@shared/returnPolicy'
import { returnPolicyFormSchema } from '@shared/returnPolicySchemas'
import { Button } from '@/components/ui/button'
import { Form, SelectField, useZodForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toast-store'
import { useUpdateProfile } from '../api/update-profile'

const OPTIONS = RETURN_DAYS_CHOICES.map((days) => ({ value: String(days), label: returnChoiceLabel(days) }))

/**
 * The return policy a seller states for their works (issue 20): none, 7 or 14 days after delivery.
 * Buyers see it under the price, in the cart and at checkout; a work may state its own on its form.
 * A sale keeps the policy in force when it was paid, whatever is chosen here later.
 */
export function ReturnPolicyForm({ me }: { me: Me }) {
  const save = useUpdateProfile()
  const form = useZodForm(returnPolicyFormSchema, { defaultValues: { returnDays: String(me.returnDays) } })
  const chosen = Number(form.watch('returnDays'))
  return (
    <section aria-labelledby="return-policy" className="flex flex-col gap-5">
      <div>
        <h2 id="return-policy" className="text-2xl">
          {RETURN_POLICY_MESSAGES.settingLabel}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-muted">{RETURN_POLICY_MESSAGES.settingHint}</p>
      </div>
      <Form
        form={form}
        aria-label={RETURN_POLICY_MESSAGES.settingLabel}
        className="flex flex-col gap-5"
        onSubmit={({ returnDays }) =>
          save.mutate(
            { returnDays },
            {
              onSuccess: ({ user }) => {
                toast.success(RETURN_POLICY_MESSAGES.saved)
                form.reset({ returnDays: String(user.returnDays) })
              },
            },
          )
        }
      >
        <div className="max-w-sm">
          <SelectField
            name="returnDays"
            label="Buyers may return a work"
            options={OPTIONS}
            hint={`Buyers read: “${returnPolicySentence(Number.isNaN(chosen) ? me.returnDays : chosen)}”.`}
          />
        </div>
        <div>
          <Button type="submit" variant="secondary" loading={save.isPending}>
            Save return policy
          </Button>
        </div>
      </Form>
    </section>
  )
}
