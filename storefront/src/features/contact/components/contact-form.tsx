import { useState, type FormEvent } from 'react'
import { contactSchema } from '@shared/schemas'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { useSendContact } from '../api/send-contact'

const EMPTY = { name: '', email: '', subject: '', message: '' }
type Values = typeof EMPTY
type Errors = Partial<Record<keyof Values, string>>

const REQUIRED: Record<keyof Values, string> = {
  name: 'Please tell us your name.',
  email: 'Please enter a valid e-mail address.',
  subject: 'Please add a subject.',
  message: 'Please write your message.',
}

/**
 * The contact page's form: name, email, subject, message, all required. Success shows the spec's
 * thank-you text; a failure shows a short message and keeps what was typed (DECISIONS 7).
 */
export function ContactForm() {
  const send = useSendContact()
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})

  const set = (key: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }))
    if (errors[key]) setErrors((er) => ({ ...er, [key]: undefined }))
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const nextErrors: Errors = {}
    for (const key of Object.keys(EMPTY) as (keyof Values)[]) if (!values[key].trim()) nextErrors[key] = REQUIRED[key]
    const parsed = contactSchema.safeParse(values)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Values | undefined
        if (key && key in EMPTY && !nextErrors[key]) nextErrors[key] = key === 'email' ? REQUIRED.email : issue.message
      }
    }
    setErrors(nextErrors)
    if (Object.keys(nextErrors).length || !parsed.success) return
    const { name, email, subject, message } = parsed.data
    send.mutate({ name, email, subject, message })
  }

  if (send.isSuccess) {
    return (
      <div role="status" className="rounded-sm border border-line bg-canvas px-8 py-14 text-center">
        <p className="font-serif text-2xl leading-snug">Thank you for your contacting. We will get back to you soon.</p>
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Contact Kala">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="Name" name="name" autoComplete="name" required value={values.name} onChange={set('name')} error={errors.name} />
        <Input
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
      </div>
      <Input
        label="Subject"
        name="subject"
        required
        value={values.subject}
        onChange={set('subject')}
        error={errors.subject}
        maxLength={200}
      />
      <Textarea
        label="Message"
        name="message"
        required
        rows={6}
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
