import { useEffect, useRef, useState, type FormEvent } from 'react'
import { contactSchema, MESSAGES } from '@shared/schemas'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { useContactArtist } from '../api/contact-artist'

const EMPTY = { name: '', email: '', phone: '', message: '' }
type Values = typeof EMPTY
type Errors = Partial<Record<keyof Values, string>>

const MESSAGE_FOR: Record<keyof Values, string> = {
  name: 'Please tell us your name.',
  email: 'Please enter a valid e-mail address.',
  phone: MESSAGES.phone,
  message: 'Please write your message.',
}

/** Field errors of the artist contact form, from the shared contactSchema. */
export function validateArtistContact(
  values: Values,
  username: string,
): { ok: true; data: Values & { username: string } } | { ok: false; errors: Errors } {
  const parsed = contactSchema.safeParse({ ...values, username })
  const errors: Errors = {}
  // The schema makes the phone optional unless a username is set; here it always is, so an
  // empty phone is reported like any other missing field.
  if (!values.phone.trim()) errors.phone = MESSAGE_FOR.phone
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0]
      if (typeof key === 'string' && key in EMPTY && !errors[key as keyof Values])
        errors[key as keyof Values] = MESSAGE_FOR[key as keyof Values]
    }
  }
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors }
  return {
    ok: true,
    data: {
      name: parsed.data.name,
      email: parsed.data.email,
      phone: parsed.data.phone ?? values.phone.trim(),
      message: parsed.data.message,
      username,
    },
  }
}

/**
 * The artist contact form (spec point 5): name, e-mail, a 10-digit phone and a message, with the
 * artist's username filled in. An invalid form sends nothing; success shows the spec's thank-you
 * text; a failure shows a short message and keeps what was typed (DECISIONS 7).
 */
export function ArtistContactForm({ username, artistName }: { username: string; artistName: string }) {
  const send = useContactArtist()
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [attempt, setAttempt] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)

  // After an invalid submit, focus goes to the first field to fix.
  useEffect(() => {
    if (attempt) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempt])

  const set = (key: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }))
    if (errors[key]) setErrors((er) => ({ ...er, [key]: undefined }))
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (send.isPending) return
    const result = validateArtistContact(values, username)
    if (!result.ok) {
      setErrors(result.errors)
      setAttempt((n) => n + 1)
      return
    }
    setErrors({})
    send.mutate(result.data)
  }

  if (send.isSuccess) {
    return (
      <div
        role="status"
        className="flex min-h-64 items-center justify-center rounded-sm border border-line bg-paper px-8 py-14 text-center"
      >
        <p className="max-w-md font-serif text-2xl leading-snug">Thank you for your contacting. We will get back to you soon.</p>
      </div>
    )
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={`Contact ${artistName}`}>
      <input type="hidden" name="username" value={username} />
      <Input
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        maxLength={200}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          maxLength={254}
        />
        <Input
          label="Phone"
          type="tel"
          name="phone"
          autoComplete="tel-national"
          inputMode="numeric"
          required
          hint={errors.phone ? undefined : '10 digits'}
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
          maxLength={10}
        />
      </div>
      <Textarea
        label="Message"
        name="message"
        required
        rows={5}
        value={values.message}
        onChange={set('message')}
        error={errors.message}
        maxLength={5000}
      />
      {send.isError ? (
        <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
          Your message could not be sent: {errorMessage(send.error)} Please try again.
        </p>
      ) : null}
      <div>
        <Button type="submit" size="lg" loading={send.isPending}>
          Send Message
        </Button>
      </div>
    </form>
  )
}
