import { contactSchema, MESSAGES } from '@shared/schemas'
import { Button } from '@/components/ui/button'
import { Form, InputField, TextareaField, useZodForm } from '@/components/ui/form'
import { errorMessage } from '@/lib/api-client'
import { useContactArtist } from '../api/contact-artist'

/**
 * The artist contact form: name, e-mail, a 10-digit phone and a message, with the artist's username
 * filled in. An invalid form sends nothing and focuses the first field to fix; success shows the
 * thank-you text (USER_MESSAGES.contactSent); a failure shows a short message and keeps what was
 * typed (DECISIONS 7).
 */
export function ArtistContactForm({ username, artistName }: { username: string; artistName: string }) {
  const send = useContactArtist()
  const form = useZodForm(contactSchema, {
    // The username is the artist's: part of the body, never a field.
    defaultValues: { name: '', email: '', phone: '', message: '', username },
    messages: {
      name: 'Please tell us your name.',
      email: 'Please enter a valid e-mail address.',
      phone: MESSAGES.phone,
      message: 'Please write your message.',
    },
  })
  const phoneError = form.formState.errors.phone

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
    <Form
      form={form}
      className="flex flex-col gap-5"
      aria-label={`Contact ${artistName}`}
      onSubmit={(data) => {
        if (send.isPending) return
        send.mutate({ name: data.name, email: data.email, phone: data.phone ?? '', message: data.message, username })
      }}
    >
      <InputField name="name" label="Name" autoComplete="name" required maxLength={200} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField name="email" label="Email" type="email" autoComplete="email" required maxLength={254} />
        <InputField
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          required
          hint={phoneError ? undefined : '10 digits'}
          maxLength={10}
        />
      </div>
      <TextareaField name="message" label="Message" required rows={5} maxLength={5000} />
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
