import { useEffect, useId, useRef } from 'react'
import type { Artwork } from '@shared/api-types'
import { TIMINGS } from '@shared/constants'
import { enquirySchema, MESSAGES } from '@shared/schemas'
import { Button } from '@/components/ui/button'
import { Form, InputField, TextareaField, useZodForm } from '@/components/ui/form'
import { Modal } from '@/components/ui/modal'
import { useUser } from '@/lib/auth'
import { errorMessage } from '@/lib/api-client'
import { useSendEnquiry } from '@/hooks/use-send-enquiry'

export type EnquiryArtwork = Pick<Artwork, '_id' | 'title' | 'artistName' | 'uploadedBy'>

/** Spaces and dashes people type in phone numbers are not digits: they are dropped before checking. */
const cleanPhone = (phone: string) => phone.replace(/[\s-]/g, '')

type Values = { name: string; email: string; phone: string; message: string; username: string; artworkId: string }

export type EnquiryModalProps = { artwork: EnquiryArtwork; open: boolean; onClose: () => void }

/**
 * 'Enquire Artwork Price': a modal with the enquiry form, closed by an outside
 * click or 'Close'. Fields: name, email, phone (exactly 10 digits) and an optional message; username
 * and artworkId come from the artwork. A field shows its invalid style once it is invalid and has
 * been changed or left. Success shows the thank-you text and closes after 1.5 s; a failure shows a
 * short message and keeps what was typed (DECISIONS 7). Each opening starts afresh.
 */
export function EnquiryModal({ artwork, open, onClose }: EnquiryModalProps) {
  if (!open) return null
  return <EnquiryDialog artwork={artwork} onClose={onClose} />
}

function EnquiryDialog({ artwork, onClose }: { artwork: EnquiryArtwork; onClose: () => void }) {
  const formId = useId()
  const send = useSendEnquiry()
  const user = useUser()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const form = useZodForm(enquirySchema, {
    // username and artworkId come from the artwork: part of the body, never fields.
    defaultValues: { name: '', email: '', phone: '', message: '', username: artwork.uploadedBy, artworkId: artwork._id } satisfies Values,
    prepare: (values: Values) => ({
      ...values,
      phone: cleanPhone(values.phone),
      message: values.message.trim() ? values.message : undefined,
    }),
    messages: {
      name: 'Please enter your name.',
      email: MESSAGES.email,
      phone: MESSAGES.phone,
      message: 'Please keep your message under 5000 characters.',
    },
  })

  // A signed-in member's own details fill the fields that are still empty.
  const me = user.data
  useEffect(() => {
    if (!me) return
    for (const [field, value] of [
      ['name', me.fullName],
      ['email', me.email],
      ['phone', me.phone],
    ] as const) {
      if (value && !form.getValues(field)) form.setValue(field, value)
    }
  }, [me, form])

  // Once the enquiry is sent, the modal closes 1.5 s later (TIMINGS.enquiryCloseMs).
  useEffect(() => {
    if (!send.isSuccess) return
    const timer = setTimeout(() => onCloseRef.current(), TIMINGS.enquiryCloseMs)
    return () => clearTimeout(timer)
  }, [send.isSuccess])

  return (
    <Modal
      open
      onClose={onClose}
      title="Enquire Artwork Price"
      description={
        <>
          About <span className="text-ink">“{artwork.title}”</span> by {artwork.artistName}.
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {send.isSuccess ? null : (
            <Button type="submit" form={formId} loading={send.isPending}>
              Send Enquiry
            </Button>
          )}
        </>
      }
    >
      {send.isSuccess ? (
        <div role="status" className="py-8 text-center">
          <svg viewBox="0 0 48 48" className="mx-auto size-12 text-success" aria-hidden="true">
            <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M15 24.5l6 6 12-13" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <p className="mt-5 font-serif text-2xl">Thank you for your enquiry.</p>
          <p className="mt-2 text-muted">We will get back to you soon.</p>
        </div>
      ) : (
        <Form
          form={form}
          id={formId}
          className="flex flex-col gap-4"
          aria-label="Enquiry"
          onSubmit={(data) => {
            if (!send.isPending) send.mutate(data)
          }}
        >
          <InputField name="name" label="Name" autoComplete="name" required maxLength={200} />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField name="email" label="Email" type="email" autoComplete="email" required maxLength={254} />
            <InputField
              name="phone"
              label="Phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              required
              maxLength={14}
              hint="10 digits"
            />
          </div>
          <TextareaField
            name="message"
            label="Message (optional)"
            rows={3}
            maxLength={5000}
            placeholder="Framing, shipping, a visit to the studio…"
          />
          {send.isError ? (
            <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
              Your enquiry could not be sent: {errorMessage(send.error)} Please try again.
            </p>
          ) : null}
        </Form>
      )}
    </Modal>
  )
}
