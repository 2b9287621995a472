import { useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { loginSchema, MESSAGES } from '@shared/schemas'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { paths, safeRedirect } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { useLogin } from '../api/login'
import { FormAlert } from './auth-layout'

/**
 * Login (spec point 5): an invalid form says 'Incorrect email or password'; a refused login
 * shows the server's `error` text; success goes to the decoded redirectUrl, else '/'.
 */
export function LoginForm() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const loginMutation = useLogin()
  const [values, setValues] = useState({ email: '', password: '' })
  const [error, setError] = useState<string | null>(null)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const parsed = loginSchema.safeParse(values)
    if (!parsed.success) {
      setError(MESSAGES.login)
      return
    }
    loginMutation.mutate(parsed.data, {
      onSuccess: () => navigate(safeRedirect(params.get('redirectUrl')), { replace: true }),
      onError: (err) => setError(errorMessage(err)),
    })
  }

  const redirectUrl = params.get('redirectUrl')
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Login">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Input
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
      />
      <Input
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
      />
      <Button type="submit" size="lg" loading={loginMutation.isPending} className="mt-2 w-full">
        Login
      </Button>
      <p className="text-center text-sm text-muted">
        New to Kala?{' '}
        <Link to={paths.auth.signup.getHref()} className="link-quiet text-ink" state={redirectUrl ? { redirectUrl } : undefined}>
          Sign Up
        </Link>
      </p>
    </form>
  )
}
