import { Link } from 'react-router-dom'
import type { ConversationSummary } from '@shared/api-types'
import { formatDate } from '@shared/format'
import { paths } from '@shared/paths'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage } from '@/lib/api-client'
import { useConversations } from '../api/conversations'

/** What a conversation is about, as the list and the thread say it (an order's title already says 'Order …'). */
export function subjectLabel(subject: ConversationSummary['subject']): string {
  return subject.kind === 'enquiry' ? `Enquiry about ${subject.title}` : subject.title
}

/**
 * /admin/messages: the member's conversations with buyers or sellers, the latest first: the other
 * party, what it is about, when the last message came and how many of theirs are unread.
 */
export function MessagesPage() {
  useDocumentMeta({ title: 'Messages', description: 'Your conversations with buyers and sellers.' })
  const list = useConversations()
  const conversations = list.data?.conversations ?? []
  return (
    <section aria-labelledby="messages-title">
      <h1 id="messages-title" className="text-4xl">
        Messages
      </h1>
      <p className="mt-2 text-muted">Your conversations with buyers and sellers about enquiries and orders.</p>
      <div className="mt-8">
        {list.isPending ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-20 w-full" />
            ))}
          </div>
        ) : list.isError ? (
          <ErrorState title="Your messages could not be loaded." message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
        ) : conversations.length === 0 ? (
          <EmptyState
            title="No messages yet"
            description="Write to a seller from your order, or to a buyer from an enquiry or a sale, and the conversation is kept here."
          />
        ) : (
          <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-canvas">
            {conversations.map((c) => (
              <li key={c._id}>
                <Link
                  to={paths.admin.conversation.getHref(c._id)}
                  className="flex items-center justify-between gap-4 px-4 py-4 transition-colors hover:bg-paper-deep sm:px-5"
                >
                  <span className="min-w-0">
                    <span className={`block truncate text-ink ${c.unread > 0 ? 'font-semibold' : ''}`}>{c.other.name}</span>
                    <span className="block truncate text-sm text-ink-soft">{subjectLabel(c.subject)}</span>
                  </span>
                  <span className="flex shrink-0 flex-col items-end gap-1">
                    <span className="text-xs text-muted">{formatDate(c.lastMessageAt ?? c.createdAt)}</span>
                    {c.unread > 0 ? (
                      <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-accent px-1.5 py-0.5 text-xs font-semibold text-white">
                        {c.unread} unread
                      </span>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
