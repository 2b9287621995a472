import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { newPasswordSchema } from '@shared/schemas'
import { Button } from '@/components/ui/button'
import { Form, InputField, useZodForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toast-store'
import { paths } from '@shared/paths'
import { errorMessage } from '@/lib/api-client'
import { useResetPassword } from '../api/password-reset'
import { FormAlert } from './auth-layout'

/**
 * /reset-password?token=…: a new password, twice. Success goes to /login with a toast; a bad,
 * used or expired link shows the server's sentence and a way to ask for a new one.
 */
export function ResetPasswordForm() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const navigate = useNavigate()
  const reset = useResetPassword()
  const form = useZodForm(newPasswordSchema, { defaultValues: { password: '', cpassword: '' } })

  if (!token) {
    return (
      <div className="flex flex-col gap-6">
        <FormAlert>This page needs the link from your password reset e-mail.</FormAlert>
        <Link to={paths.auth.forgotPassword.getHref()} className="link-quiet text-sm text-ink">
          Ask for a new link
        </Link>
      </div>
    )
  }

  return (
    <Form
      form={form}
      className="flex flex-col gap-5"
      aria-label="Reset password"
      onSubmit={(data) =>
        reset.mutate(
          { token, ...data },
          {
            onSuccess: ({ message }) => {
              toast.success(message)
              navigate(paths.auth.login.getHref(), { replace: true })
            },
          },
        )
      }
    >
      {reset.isError ? (
        <FormAlert>
          {errorMessage(reset.error)}{' '}
          <Link to={paths.auth.forgotPassword.getHref()} className="font-medium underline underline-offset-4">
            Ask for a new link
          </Link>
        </FormAlert>
      ) : null}
      <InputField name="password" label="New password" type="password" autoComplete="new-password" required />
      <InputField name="cpassword" label="Confirm new password" type="password" autoComplete="new-password" required />
      <Button type="submit" size="lg" loading={reset.isPending} className="mt-2 w-full">
        Set new password
      </Button>
    </Form>
  )
}
