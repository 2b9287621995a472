import { useDocumentMeta } from '@/hooks/use-document-meta'
import { CERTIFICATE_MESSAGES } from '@shared/certificates'
import { VerifyForm } from './verify-form'

/**
 * /verify, and an unknown or refused number at /verify/<number>: the form to type a number, with
 * the server's sentence (no such certificate, too many tries) above it when there is one.
 */
export function VerifyLanding({ problem, number = '' }: { problem?: string; number?: string }) {
  useDocumentMeta({ title: CERTIFICATE_MESSAGES.verifyHeading, description: CERTIFICATE_MESSAGES.verifyIntro })
  return (
    <section aria-labelledby="verify-title" className="container-page pt-12 pb-24 sm:pt-20 sm:pb-32">
      <div className="mx-auto max-w-2xl">
        <p className="eyebrow">{CERTIFICATE_MESSAGES.title}</p>
        <h1 id="verify-title" className="mt-4 text-4xl leading-tight sm:text-5xl">
          {CERTIFICATE_MESSAGES.verifyHeading}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-ink-soft">{CERTIFICATE_MESSAGES.verifyIntro}</p>
        {problem ? (
          <p role="alert" className="mt-8 rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-ink">
            {problem}
          </p>
        ) : null}
        <div className="mt-8 rounded-lg border border-line bg-canvas p-6 sm:p-8">
          <VerifyForm defaultNumber={number} />
        </div>
      </div>
    </section>
  )
}
