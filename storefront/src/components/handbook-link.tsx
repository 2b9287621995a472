import { Link } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { CERTIFICATE_MESSAGES, HANDBOOK_SLUG } from '@shared/certificates'
import { paths } from '@shared/paths'

/** The collector's handbook (care, framing, insurance, verifying the certificate), for a buyer's order. */
export function HandbookLink({ className }: { className?: string }) {
  return (
    <Link to={paths.learn.guide.getHref(HANDBOOK_SLUG)} className={cn('link-quiet text-sm text-ink-soft', className)}>
      {CERTIFICATE_MESSAGES.handbookLink}
    </Link>
  )
}
