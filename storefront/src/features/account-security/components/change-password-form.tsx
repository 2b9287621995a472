import { useState } from 'react'
import { changePasswordSchema } from '@shared/schemas'
import { Button } from '@/components/ui/button'
import { Form, InputField, useZodForm } from '@/components/ui/form'
import { errorMessage } from '@/lib/api-client'
import { useChangePassword } from '../api/change-password'

const EMPTY = { currentPassword: '', password: '', cpassword: '' }

/** The change-password form: the current password, then the new one twice. The fields clear after a change. */
export function ChangePasswordForm() {
  const change = useChangePassword()
  const [done, setDone] = useState<string | null>(null)
  const form = useZodForm(changePasswordSchema, { defaultValues: EMPTY })

  return (
    <Form
      form={form}
      className="flex flex-col gap-5"
      aria-label="Change password"
      onSubmit={(data) => {
        setDone(null)
        change.mutate(data, {
          onSuccess: ({ message }) => {
            setDone(message)
            form.reset(EMPTY)
          },
        })
      }}
    >
      {change.isError ? (
        <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
          {errorMessage(change.error)}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="rounded-md border border-success/30 bg-success/5 px-4 py-3 text-sm text-success">
          {done}
        </p>
      ) : null}
      <InputField name="currentPassword" label="Current password" type="password" autoComplete="current-password" required />
      <InputField name="password" label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." required />
      <InputField name="cpassword" label="Confirm new password" type="password" autoComplete="new-password" required />
      <Button type="submit" loading={change.isPending} className="self-start">
        Change password
      </Button>
    </Form>
  )
}
