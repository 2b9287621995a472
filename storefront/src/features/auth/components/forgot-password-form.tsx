import { Link } from 'react-router-dom'
import { forgotPasswordSchema } from '@shared/schemas'
import { Button } from '@/components/ui/button'
import { Form, InputField, useZodForm } from '@/components/ui/form'
import { paths } from '@shared/paths'
import { errorMessage } from '@/lib/api-client'
import { useForgotPassword } from '../api/password-reset'
import { FormAlert } from './auth-layout'

/**
 * /forgot-password: asks for the e-mail, then says to check the inbox. The server answers the same
 * for every address, so the screen does too.
 */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword()
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } })

  if (forgot.isSuccess) {
    return (
      <div className="flex flex-col gap-6">
        <FormAlert tone="success">{forgot.data.message}</FormAlert>
        <p className="text-sm text-muted">
          The link works for an hour, once. Nothing after a few minutes? Check your spam folder, or{' '}
          <button type="button" className="font-medium text-ink underline underline-offset-4" onClick={() => forgot.reset()}>
            try another address
          </button>
          .
        </p>
        <Link to={paths.auth.login.getHref()} className="link-quiet text-sm text-ink">
          Back to login
        </Link>
      </div>
    )
  }

  return (
    <Form form={form} className="flex flex-col gap-5" aria-label="Forgot password" onSubmit={(data) => forgot.mutate(data)}>
      {forgot.isError ? <FormAlert>{errorMessage(forgot.error)}</FormAlert> : null}
      <InputField name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
      <Button type="submit" size="lg" loading={forgot.isPending} className="mt-2 w-full">
        Send reset link
      </Button>
      <p className="text-center text-sm text-muted">
        Remembered it?{' '}
        <Link to={paths.auth.login.getHref()} className="link-quiet text-ink">
          Login
        </Link>
      </p>
    </Form>
  )
}
