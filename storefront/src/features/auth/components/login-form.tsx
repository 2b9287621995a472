import { useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { loginSchema, MESSAGES } from '@shared/schemas'
import { ACCOUNT_MESSAGES } from '@shared/messages'
import { Button } from '@/components/ui/button'
import { Form, InputField, useZodForm } from '@/components/ui/form'
import { paths, safeRedirect } from '@shared/paths'
import { errorMessage } from '@/lib/api-client'
import { useLogin } from '../api/login'
import { FormAlert } from './auth-layout'

/** The address just verified (VerifyEmailForm passes it in the navigation's state). */
function verifiedEmailOf(state: unknown): string | null {
  const email = (state as { verifiedEmail?: unknown } | null)?.verifiedEmail
  return typeof email === 'string' && email ? email : null
}

/**
 * Login: an invalid form says 'Incorrect email or password'; a refused login
 * shows the server's `error` text; success goes to the decoded redirectUrl, else '/'.
 * Arriving from a verified e-mail, it says so with the address filled in.
 */
export function LoginForm() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const loginMutation = useLogin()
  const [error, setError] = useState<string | null>(null)
  const verifiedEmail = verifiedEmailOf(useLocation().state)
  const form = useZodForm(loginSchema, { defaultValues: { email: verifiedEmail ?? '', password: '' } })

  const redirectUrl = params.get('redirectUrl')
  return (
    <Form
      form={form}
      className="flex flex-col gap-5"
      aria-label="Login"
      onInvalid={() => setError(MESSAGES.login)}
      onSubmit={(data) => {
        setError(null)
        loginMutation.mutate(data, {
          onSuccess: () => navigate(safeRedirect(redirectUrl), { replace: true }),
          onError: (err) => setError(errorMessage(err)),
        })
      }}
    >
      {error ? <FormAlert>{error}</FormAlert> : verifiedEmail ? <FormAlert tone="info">{ACCOUNT_MESSAGES.emailVerified}</FormAlert> : null}
      <InputField name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
      <InputField name="password" label="Password" type="password" autoComplete="current-password" required />
      <Link to={paths.auth.forgotPassword.getHref()} className="link-quiet -mt-2 self-end text-sm text-ink-soft">
        Forgot password?
      </Link>
      <Button type="submit" size="lg" loading={loginMutation.isPending} className="mt-2 w-full">
        Login
      </Button>
      <p className="text-center text-sm text-muted">
        New to Kala?{' '}
        <Link to={paths.auth.signup.getHref()} className="link-quiet text-ink" state={redirectUrl ? { redirectUrl } : undefined}>
          Sign Up
        </Link>
      </p>
    </Form>
  )
}
