import { Link } from 'react-router-dom'
import type { Enquiry } from '@shared/api-types'
import { EnquiryStatusPill } from '@/components/enquiry-status'
import { formatDate } from '@shared/format'

/** An enquiry in a dashboard list: thumbnail, artwork, who and when, its state; the row opens the inbox. */
export function EnquirySummary({ enquiry, to, who }: { enquiry: Enquiry; to: string; who: 'sender' | 'artist' }) {
  return (
    <Link to={to} className="flex items-center gap-4 py-3 transition-colors hover:bg-paper-deep/50">
      <span className="size-12 shrink-0 overflow-hidden rounded-sm bg-paper-deep">
        {enquiry.artworkImage ? <img src={enquiry.artworkImage} alt="" className="size-full object-cover" loading="lazy" /> : null}
      </span>
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 font-serif text-lg leading-snug text-ink">{enquiry.artworkTitle}</span>
        <span className="block text-sm text-muted">
          {who === 'sender' ? enquiry.name : enquiry.artistName} · {formatDate(enquiry.createdAt)}
        </span>
      </span>
      <EnquiryStatusPill status={enquiry.status} className="shrink-0" />
    </Link>
  )
}
