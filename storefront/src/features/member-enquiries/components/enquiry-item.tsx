import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import type { Enquiry } from '@shared/api-types'
import { EnquiryStatusPill } from '@/components/enquiry-status'
import { Button, buttonClasses } from '@/components/ui/button'
import { PhoneIcon } from '@/components/ui/icons'
import { StartConversationButton } from '@/components/start-conversation-button'
import { CONVERSATION_MESSAGES } from '@shared/conversations'
import { paths } from '@shared/paths'
import { cn } from '@/lib/cn'
import { formatDate } from '@shared/format'
import { useUpdateEnquiry } from '../api/update-enquiry'
import type { EnquiryBox } from '../api/get-enquiries'

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The artwork page of an enquiry: found by its id alone, the first segment only reads well (DECISIONS 12). */
const artworkHref = (enquiry: Enquiry) => paths.shop.artwork.getHref(slugOf(enquiry.artistName) || 'artist', enquiry.artworkId)

/**
 * One enquiry of the inbox (received) or of the sent list. Closed it shows the artwork, who and
 * when, the state and the start of the message; opened ('Open') it shows the whole message, the
 * e-mail and phone, and for a received one 'Message the buyer' and 'Mark as answered'. Opening a
 * new received enquiry marks it read on the server.
 */
export function EnquiryItem({ enquiry, box }: { enquiry: Enquiry; box: EnquiryBox }) {
  const [open, setOpen] = useState(false)
  const update = useUpdateEnquiry()
  const panelId = useId()
  const received = box === 'received'
  const unread = received && enquiry.status === 'new'
  const answerable = received && (enquiry.status === 'new' || enquiry.status === 'read')

  const toggle = () => {
    const next = !open
    setOpen(next)
    if (next && unread && !update.isPending) update.mutate({ id: enquiry._id, status: 'read' })
  }

  return (
    <article
      aria-label={unread ? `${enquiry.artworkTitle}, unread` : enquiry.artworkTitle}
      className={cn('rounded-lg border bg-canvas', unread ? 'border-accent/50 shadow-[inset_3px_0_0_var(--color-accent)]' : 'border-line')}
    >
      <div className="flex gap-4 px-4 py-4 sm:px-5">
        <span className="size-16 shrink-0 overflow-hidden rounded-sm bg-paper-deep">
          {enquiry.artworkImage ? <img src={enquiry.artworkImage} alt="" className="size-full object-cover" loading="lazy" /> : null}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
            <h2 className={cn('font-serif text-lg leading-snug', unread ? 'font-semibold' : 'font-normal')}>
              <Link to={artworkHref(enquiry)} className="hover:underline hover:underline-offset-4">
                {enquiry.artworkTitle}
              </Link>
            </h2>
            <EnquiryStatusPill status={enquiry.status} />
          </div>
          <p className="mt-0.5 text-sm text-muted">
            {received ? (
              <>
                From <span className="text-ink-soft">{enquiry.name}</span>
              </>
            ) : (
              <>
                To <span className="text-ink-soft">{enquiry.artistName}</span>
              </>
            )}{' '}
            · <time dateTime={enquiry.createdAt}>{formatDate(enquiry.createdAt)}</time>
          </p>
          {!open && enquiry.message ? <p className="mt-1.5 line-clamp-1 text-sm text-ink-soft">{enquiry.message}</p> : null}
          <button
            type="button"
            onClick={toggle}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={`${open ? 'Close' : 'Open'} the enquiry about ${enquiry.artworkTitle}`}
            className="mt-2 text-sm font-medium text-ink underline decoration-line-strong underline-offset-4 hover:decoration-ink"
          >
            {open ? 'Close' : 'Open'}
          </button>
        </div>
      </div>

      <div id={panelId} hidden={!open} className="border-t border-line px-4 py-4 sm:px-5">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted">Name</dt>
          <dd className="text-ink">{enquiry.name}</dd>
          <dt className="text-muted">E-mail</dt>
          <dd>
            <a href={`mailto:${enquiry.email}`} className="link-quiet break-all text-ink">
              {enquiry.email}
            </a>
          </dd>
          <dt className="text-muted">Phone</dt>
          <dd>
            <a href={`tel:+91${enquiry.phone}`} className="link-quiet text-ink">
              {enquiry.phone}
            </a>
          </dd>
          <dt className="text-muted">Message</dt>
          <dd className="whitespace-pre-line text-ink-soft">{enquiry.message || 'No message: a request for the price.'}</dd>
        </dl>
        {received ? (
          <div className="mt-4 flex flex-wrap gap-3">
            <StartConversationButton subject={{ kind: 'enquiry', id: enquiry._id }} label={CONVERSATION_MESSAGES.messageBuyer} />
            {enquiry.phone ? (
              <a href={`tel:+91${enquiry.phone}`} className={buttonClasses('ghost', 'sm')}>
                <PhoneIcon />
                Call
              </a>
            ) : null}
            {answerable ? (
              <Button
                size="sm"
                loading={update.isPending && update.variables.status === 'answered'}
                onClick={() => update.mutate({ id: enquiry._id, status: 'answered' })}
              >
                Mark as answered
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  )
}
