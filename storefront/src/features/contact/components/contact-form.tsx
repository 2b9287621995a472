import { contactSchema } from '@shared/schemas'
import { Button } from '@/components/ui/button'
import { Form, InputField, TextareaField, useZodForm } from '@/components/ui/form'
import { errorMessage } from '@/lib/api-client'
import { useSendContact } from '../api/send-contact'

const EMPTY = { name: '', email: '', subject: '', message: '' }

/**
 * The contact page's form: name, email, subject, message, all required. Success shows the
 * thank-you text of USER_MESSAGES.contactSent; a failure shows a short message and keeps what was
 * typed (DECISIONS 7).
 */
export function ContactForm() {
  const send = useSendContact()
  const form = useZodForm(contactSchema, {
    defaultValues: EMPTY,
    // The shared schema serves the artist form too, where the subject is optional.
    required: ['subject'],
    messages: {
      name: 'Please tell us your name.',
      email: 'Please enter a valid e-mail address.',
      subject: 'Please add a subject.',
      message: 'Please write your message.',
    },
  })

  if (send.isSuccess) {
    return (
      <div role="status" className="rounded-sm border border-line bg-canvas px-8 py-14 text-center">
        <p className="font-serif text-2xl leading-snug">Thank you for your contacting. We will get back to you soon.</p>
      </div>
    )
  }

  return (
    <Form
      form={form}
      className="flex flex-col gap-5"
      aria-label="Contact Kala"
      onSubmit={({ name, email, subject, message }) => send.mutate({ name, email, subject, message })}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField name="name" label="Name" autoComplete="name" required />
        <InputField name="email" label="Email" type="email" autoComplete="email" required />
      </div>
      <InputField name="subject" label="Subject" required maxLength={200} />
      <TextareaField name="message" label="Message" required rows={6} maxLength={5000} />
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
    </Form>
  )
}
