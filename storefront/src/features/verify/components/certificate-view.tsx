import { Link } from 'react-router-dom'
import { ArtworkImage } from '@/components/artwork/artwork-image'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { cn } from '@/lib/cn'
import { CERTIFICATE_MESSAGES, HANDBOOK_SLUG, monthYear, type CertificateVerification } from '@shared/certificates'
import { paths } from '@shared/paths'

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-4 border-t border-line py-3 first:border-t-0 sm:grid-cols-[9rem_1fr]">
      <dt className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  )
}

/**
 * One certificate as the public sees it (/verify/<number>): its state first (Valid, or Revoked on
 * its date), then the work it certifies, the artist, the sale's month and year. Never the buyer.
 */
export function CertificateView({ certificate: c }: { certificate: CertificateVerification }) {
  const w = c.work
  const revoked = c.state === 'revoked'
  useDocumentMeta({
    title: `Certificate ${c.number}`,
    description: `${w.title} by ${w.artistName}: certificate of authenticity ${c.number}.`,
  })
  return (
    <article aria-labelledby="certificate-title" className="container-page pt-10 pb-20 sm:pt-14 sm:pb-28">
      <header className="mx-auto max-w-3xl text-center">
        <p className="eyebrow">{CERTIFICATE_MESSAGES.title}</p>
        <h1 id="certificate-title" className="mt-4 font-sans text-lg font-medium tracking-[0.08em] break-all text-ink sm:text-2xl">
          {c.number}
        </h1>
        <p
          role="status"
          className={cn(
            'mt-5 inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-semibold tracking-[0.08em] uppercase',
            revoked ? 'bg-danger/10 text-danger' : 'bg-success/10 text-success',
          )}
        >
          <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
          {revoked && c.revokedAt ? CERTIFICATE_MESSAGES.revokedOn(c.revokedAt) : CERTIFICATE_MESSAGES.valid}
        </p>
        <p className="mx-auto mt-4 max-w-xl text-ink-soft">
          {revoked ? CERTIFICATE_MESSAGES.revokedExplained : CERTIFICATE_MESSAGES.validExplained}
        </p>
      </header>

      <div className="mx-auto mt-12 grid max-w-5xl items-start gap-10 rounded-lg border border-line bg-canvas p-6 sm:p-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-14">
        <div className="relative overflow-hidden bg-paper-deep [aspect-ratio:4/5]">
          {w.image ? (
            <ArtworkImage
              image={w.image}
              alt={`${w.title} by ${w.artistName}`}
              sizes="(min-width: 1024px) 420px, 90vw"
              priority
              fit="contain"
            />
          ) : null}
        </div>
        <div>
          <h2 className="font-serif text-3xl leading-tight sm:text-4xl">
            {w.workHref ? (
              <Link to={w.workHref} className="link-quiet">
                {w.title}
              </Link>
            ) : (
              w.title
            )}
          </h2>
          <p className="mt-2 text-lg text-ink-soft">
            {w.artistHref ? (
              <Link to={w.artistHref} className="link-quiet font-medium">
                {w.artistName}
              </Link>
            ) : (
              w.artistName
            )}
          </p>
          <dl className="mt-8 text-sm">
            {w.year ? <Row term="Year">{w.year}</Row> : null}
            {w.mediumOnMaterial ? <Row term="Medium">{w.mediumOnMaterial}</Row> : null}
            {w.dimensions ? (
              <Row term="Dimensions">
                {w.dimensions.inches}
                <span className="text-muted"> · {w.dimensions.cm}</span>
              </Row>
            ) : null}
            {w.edition ? <Row term="Edition">{w.edition}</Row> : null}
            <Row term="Sold through Kala">{monthYear(c.soldAt)}</Row>
            <Row term="Certificate">{c.number}</Row>
          </dl>
          {c.supersedes ? <p className="mt-6 text-sm text-muted">{CERTIFICATE_MESSAGES.replaces(c.supersedes)}</p> : null}
        </div>
      </div>

      <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-muted">
        <Link to={paths.verify.form.getHref()} className="link-quiet">
          {CERTIFICATE_MESSAGES.verifyHeading}
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to={paths.learn.guide.getHref(HANDBOOK_SLUG)} className="link-quiet">
          {CERTIFICATE_MESSAGES.handbookLink}
        </Link>
      </p>
    </article>
  )
}
