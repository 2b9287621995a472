import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { FieldErrors } from 'react-hook-form'
import { MEMBER_ROLES } from '@shared/constants'
import { MESSAGES, signupSchema } from '@shared/schemas'
import { Button } from '@/components/ui/button'
import { Form, InputField, SelectField, useZodForm } from '@/components/ui/form'
import { paths } from '@shared/paths'
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
/** The order of the fields on screen: the first problem named is the first one a user meets. */
const FIELD_ORDER = Object.keys(EMPTY) as Array<keyof Values>

/**
 * What an invalid sign-up says: 'Invalid form. Please fill all the fields' while a field is empty,
 * else the real reason (DECISIONS 28: the password rule, passwords that differ, the username's format).
 */
export function signupProblem(values: Values, errors: FieldErrors<Values>): string {
  if (FIELD_ORDER.some((key) => values[key].trim() === '')) return MESSAGES.signup
  const first = FIELD_ORDER.find((key) => errors[key])
  return (first && errors[first]?.message) || MESSAGES.signup
}

/**
 * Sign-up: role (five), full name, username, e-mail, password twice. An invalid form
 * names what is wrong (above, and beside each field); a refused sign-up shows the server's text;
 * success goes to /verify-email?email=….
 */
export function SignupForm() {
  const navigate = useNavigate()
  const signupMutation = useSignup()
  const [error, setError] = useState<string | null>(null)
  const form = useZodForm(signupSchema, {
    defaultValues: EMPTY,
    messages: { role: 'Choose how you are joining.' },
  })

  return (
    <Form
      form={form}
      className="flex flex-col gap-5"
      aria-label="Sign up"
      onInvalid={(errors) => setError(signupProblem(form.getValues(), errors))}
      onSubmit={(data) => {
        setError(null)
        signupMutation.mutate(data, {
          onSuccess: () => navigate(paths.auth.verifyEmail.getHref(data.email)),
          onError: (err) => setError(errorMessage(err)),
        })
      }}
    >
      {error ? <FormAlert>{error}</FormAlert> : null}
      <SelectField
        name="role"
        label="I am joining as"
        required
        placeholder="Choose a role"
        options={MEMBER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
      />
      <InputField name="fullName" label="Full name" autoComplete="name" required />
      <InputField
        name="username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        hint="Your public address: kala.art/username/page"
      />
      <InputField name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField name="password" label="Password" type="password" autoComplete="new-password" required hint="At least 8 characters" />
        <InputField name="cpassword" label="Confirm password" type="password" autoComplete="new-password" required />
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
    </Form>
  )
}
