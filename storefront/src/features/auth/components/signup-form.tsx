import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { MEMBER_ROLES } from '@shared/constants'
import { MESSAGES, signupSchema } from '@shared/schemas'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { useSignup } from '../api/signup'
import { FormAlert } from './auth-layout'

const ROLE_LABELS: Record<(typeof MEMBER_ROLES)[number], string> = {
  explorer: 'Explorer: I love looking at art',
  artist: 'Artist: I make art',
  gallery: 'Gallery: I represent artists',
  collector: 'Collector: I buy and keep art',
  researcher: 'Researcher: I study art',
}

const EMPTY = { role: '', fullName: '', username: '', email: '', password: '', cpassword: '' }
type Values = typeof EMPTY

/**
 * Sign-up (spec point 5): role (five), full name, username, e-mail, password twice. An invalid
 * form says 'Invalid form. Please fill all the fields' (and, when every field is filled, what is
 * wrong); a refused sign-up shows the server's text; success goes to /verify-email?email=….
 */
export function SignupForm() {
  const navigate = useNavigate()
  const signupMutation = useSignup()
  const [values, setValues] = useState<Values>(EMPTY)
  const [error, setError] = useState<{ main: string; detail?: string } | null>(null)

  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }))

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const parsed = signupSchema.safeParse(values)
    if (!parsed.success) {
      const allFilled = Object.values(values).every((v) => v.trim() !== '')
      setError({ main: MESSAGES.signup, detail: allFilled ? parsed.error.issues[0]?.message : undefined })
      return
    }
    signupMutation.mutate(parsed.data, {
      onSuccess: () => navigate(paths.auth.verifyEmail.getHref(parsed.data.email)),
      onError: (err) => setError({ main: errorMessage(err) }),
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Sign up">
      {error ? (
        <FormAlert>
          <p>{error.main}</p>
          {error.detail ? <p className="mt-1 text-ink-soft">{error.detail}</p> : null}
        </FormAlert>
      ) : null}
      <Select
        label="I am joining as"
        name="role"
        required
        placeholder="Choose a role"
        value={values.role}
        onChange={set('role')}
        options={MEMBER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
      />
      <Input label="Full name" name="fullName" autoComplete="name" required value={values.fullName} onChange={set('fullName')} />
      <Input
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        hint="Your public address: kala.art/username/page"
        value={values.username}
        onChange={set('username')}
      />
      <Input
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={set('email')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters"
          value={values.password}
          onChange={set('password')}
        />
        <Input
          label="Confirm password"
          type="password"
          name="cpassword"
          autoComplete="new-password"
          required
          value={values.cpassword}
          onChange={set('cpassword')}
        />
      </div>
      <Button type="submit" size="lg" loading={signupMutation.isPending} className="mt-2 w-full">
        Sign Up
      </Button>
      <p className="text-center text-sm text-muted">
        Already a member?{' '}
        <Link to={paths.auth.login.getHref()} className="link-quiet text-ink">
          Login
        </Link>
      </p>
    </form>
  )
}
