import { useNavigate, useSearchParams } from 'react-router-dom'
import { verifyEmailSchema } from '@shared/schemas'
import { Button } from '@/components/ui/button'
import { Form, InputField, useZodForm } from '@/components/ui/form'
import { paths } from '@shared/paths'
import { errorMessage } from '@/lib/api-client'
import { useResendVerification, useVerifyEmail } from '../api/verify-email'
import { FormAlert } from './auth-layout'

function ResendLink({ email }: { email: string }) {
  const resend = useResendVerification()
  if (resend.isSuccess) return <span className="font-medium text-success">A new verification mail is on its way.</span>
  return (
    <>
      <button
        type="button"
        className="font-medium text-ink underline underline-offset-4 disabled:opacity-60"
        disabled={resend.isPending || !email}
        onClick={() => resend.mutate({ email })}
      >
        Resend
      </button>
      {resend.isError ? <span className="mt-1 block text-danger">{errorMessage(resend.error)}</span> : null}
    </>
  )
}

/**
 * /verify-email: with ?token the form is prefilled and submits to
 * POST /auth/verify-email, then goes to /login; without a token it says a mail was sent.
 */
export function VerifyEmail() {
  const [params] = useSearchParams()
  const email = params.get('email') ?? ''
  const token = params.get('token')
  if (!token) return <VerificationSent email={email} />
  return <VerifyEmailForm initialEmail={email} initialToken={token} />
}

function VerificationSent({ email }: { email: string }) {
  return (
    <div className="flex flex-col gap-6">
      <FormAlert tone="info">
        We have sent a verification mail to <strong className="font-semibold">{email || 'your e-mail address'}</strong>. Open the link in it
        to activate your account.
      </FormAlert>
      <p className="text-sm text-muted">
        Nothing after a few minutes? Check your spam folder, or{' '}
        {email ? <ResendLink email={email} /> : 'sign up again with the right address.'}
      </p>
    </div>
  )
}

function VerifyEmailForm({ initialEmail, initialToken }: { initialEmail: string; initialToken: string }) {
  const navigate = useNavigate()
  const verify = useVerifyEmail()
  const form = useZodForm(verifyEmailSchema, { defaultValues: { email: initialEmail, verificationToken: initialToken } })
  // Submit stays disabled while the form is invalid.
  const { isValid } = form.formState
  const email = form.watch('email')

  return (
    <Form
      form={form}
      className="flex flex-col gap-5"
      aria-label="Verify e-mail"
      onSubmit={(data) =>
        // The sign-in page says the address is verified and has it filled in (LoginForm).
        verify.mutate(data, { onSuccess: () => navigate(paths.auth.login.getHref(), { state: { verifiedEmail: data.email } }) })
      }
    >
      {verify.isError ? (
        <FormAlert>
          {errorMessage(verify.error)} <ResendLink email={email} />
        </FormAlert>
      ) : null}
      <InputField name="email" label="Email" type="email" autoComplete="email" required />
      <InputField name="verificationToken" label="Verification code" autoComplete="one-time-code" spellCheck={false} required />
      <Button type="submit" size="lg" disabled={!isValid} loading={verify.isPending} className="mt-2 w-full">
        Verify e-mail
      </Button>
    </Form>
  )
}
