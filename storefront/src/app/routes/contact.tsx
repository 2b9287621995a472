import { MailIcon, PhoneIcon } from '@/components/ui/icons'
import { ContactForm } from '@/features/contact/components/contact-form'
import { useSiteSettings } from '@/features/site/api/get-site-settings'
import { useDocumentMeta } from '@/hooks/use-document-meta'

export default function ContactRoute() {
  useDocumentMeta({
    title: 'Contact',
    description: 'Questions about a work, an order, or selling on Kala? Call or write to us; a person will answer.',
  })
  const settings = useSiteSettings()
  const tel = settings.phone.replace(/[^\d+]/g, '')
  return (
    <div className="container-page py-16 sm:py-24">
      <div className="grid gap-14 lg:grid-cols-[1fr_1.4fr] lg:gap-24">
        <div>
          <p className="eyebrow">Contact</p>
          <h1 className="mt-4 text-5xl leading-[1.05] sm:text-6xl">Talk to a person</h1>
          <p className="mt-6 max-w-md text-lg leading-relaxed text-ink-soft">
            A question about a work, a delivery, framing, or showing your art on Kala: write or call, and one of us will answer, usually
            within a working day.
          </p>
          <div className="mt-12 space-y-4">
            <a
              href={`tel:${tel}`}
              className="group flex items-center gap-5 rounded-sm border border-line bg-canvas p-5 transition-colors hover:border-ink"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-paper-deep text-ink">
                <PhoneIcon />
              </span>
              <span>
                <span className="block text-xs font-semibold tracking-[0.16em] text-muted uppercase">Phone</span>
                <span className="mt-1 block text-lg text-ink">{settings.phone}</span>
              </span>
            </a>
            <a
              href={`mailto:${settings.email}`}
              className="group flex items-center gap-5 rounded-sm border border-line bg-canvas p-5 transition-colors hover:border-ink"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-paper-deep text-ink">
                <MailIcon />
              </span>
              <span>
                <span className="block text-xs font-semibold tracking-[0.16em] text-muted uppercase">E-mail</span>
                <span className="mt-1 block text-lg break-all text-ink">{settings.email}</span>
              </span>
            </a>
          </div>
          <p className="mt-8 text-sm text-muted">Monday to Saturday, 10 am to 6 pm IST.</p>
        </div>
        <div className="rounded-sm bg-canvas p-6 shadow-[0_1px_0_var(--color-line),0_30px_60px_-40px_rgba(28,26,23,0.3)] sm:p-10">
          <h2 className="mb-8 text-3xl">Send us a message</h2>
          <ContactForm />
        </div>
      </div>
    </div>
  )
}
