import { useController } from 'react-hook-form'
import type { Me } from '@shared/api-types'
import { PROFILE_FORM_MESSAGES } from '@shared/profile-messages'
import { profileUpdateSchema } from '@shared/schemas'
import { RichTextEditor } from '@/components/rich-text-editor'
import { Button } from '@/components/ui/button'
import { Form, InputField, useFieldError, useZodForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toast-store'
import { isApiError } from '@/lib/api-client'
import { useUpdateProfile } from '../api/update-profile'
import { applyServerFieldErrors } from '../lib/server-field-errors'

const personalSchema = profileUpdateSchema.pick({ fullName: true, email: true, phone: true, bio: true })
type PersonalValues = { fullName: string; email: string; phone: string; bio: string }

const valuesOf = (me: Me): PersonalValues => ({ fullName: me.fullName, email: me.email, phone: me.phone ?? '', bio: me.bio ?? '' })

/** The bio's editor bound to the form. */
function BioField() {
  const { field } = useController<PersonalValues, 'bio'>({ name: 'bio' })
  const error = useFieldError('bio')
  return (
    <RichTextEditor
      label="Bio"
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
      hint="Shown on your public profile. Bold, italic, lists and links are kept."
    />
  )
}

/**
 * Personal Information: fullName and email required, email valid, phone of 10
 * digits or empty, and the bio as HTML from the small editor. A save puts the server's profile in
 * the cache; a failure is the server's sentence as a toast, and its field errors go on the fields
 * (an e-mail another account uses, 409, on the e-mail).
 */
export function PersonalInfoForm({ me }: { me: Me }) {
  const save = useUpdateProfile()
  const form = useZodForm(personalSchema, {
    defaultValues: valuesOf(me),
    required: ['fullName', 'email'],
    messages: { fullName: 'Please enter your full name.' },
  })

  return (
    <Form
      form={form}
      aria-label="Personal information"
      className="flex flex-col gap-5"
      onSubmit={(values) =>
        save.mutate(
          { ...values, phone: values.phone ?? '', bio: values.bio ?? '' },
          {
            onSuccess: ({ user, message }) => {
              // A new e-mail is confirmed from its inbox first: the server says so.
              toast.success(message ?? PROFILE_FORM_MESSAGES.saved)
              form.reset(valuesOf(user))
            },
            onError: (error) => {
              if (applyServerFieldErrors(form, error)) return
              if (isApiError(error) && error.status === 409)
                form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true })
            },
          },
        )
      }
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <InputField name="fullName" label="Full name" autoComplete="name" required containerClassName="sm:col-span-2" />
        <InputField name="email" label="Email" type="email" autoComplete="email" required />
        <InputField name="phone" label="Phone" type="tel" inputMode="numeric" autoComplete="tel-national" hint="10 digits" />
      </div>
      <BioField />
      <div>
        <Button type="submit" loading={save.isPending}>
          Save changes
        </Button>
      </div>
    </Form>
  )
}
