import { Link } from 'react-router-dom'
import { CERTIFICATE_MESSAGES, type Provenance } from '@shared/certificates'
import { paths } from '@shared/paths'

/**
 * A sold work's provenance, under its price: "Sold through Kala, November 2026, certificate
 * KALA-…", the number linking to its public verify page. Nothing about who bought it.
 */
export function ProvenanceLine({ provenance }: { provenance: Provenance }) {
  const text = CERTIFICATE_MESSAGES.provenance(provenance)
  const lead = text.slice(0, text.length - provenance.number.length)
  return (
    <p className="mt-4 flex items-start gap-2.5 text-sm leading-relaxed text-ink-soft">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="mt-0.5 size-4 shrink-0 text-accent"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M10 2.5 4 5v4.5c0 3.6 2.5 6.7 6 8 3.5-1.3 6-4.4 6-8V5l-6-2.5Z" strokeLinejoin="round" />
        <path d="m7.25 10 2 2 3.5-4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>
        {lead}
        <Link to={paths.verify.certificate.getHref(provenance.number)} className="link-quiet font-medium whitespace-nowrap text-ink">
          {provenance.number}
        </Link>
      </span>
    </p>
  )
}
