import { useState } from 'react'
import { Link } from 'react-router-dom'
import { CONVERSATION_MESSAGES, MESSAGE_MAX, REPORT_REASON_MAX } from '@shared/conversations'
import { messageSchema, reportConversationSchema, type MessageInput, type ReportConversationInput } from '@shared/conversationSchemas'
import { formatDate } from '@shared/format'
import { paths } from '@shared/paths'
import { Button } from '@/components/ui/button'
import { Form, TextareaField, useZodForm } from '@/components/ui/form'
import { Modal } from '@/components/ui/modal'
import { Skeleton } from '@/components/ui/skeleton'
import { ErrorState } from '@/components/ui/states'
import { toast } from '@/components/ui/toast-store'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { cn } from '@/lib/cn'
import { errorMessage } from '@/lib/api-client'
import { useReportConversation, useSendMessage, useThread } from '../api/conversations'
import { subjectLabel } from './messages-page'

/**
 * /admin/messages/:id: one conversation, oldest message first (mine on the right), a composer on
 * the shared form primitive and 'Report'. Contact details typed before a sale come back masked from
 * the server, which also says so: that note shows under the composer.
 */
export function ThreadPage({ id }: { id: string }) {
  const thread = useThread(id)
  const send = useSendMessage(id)
  const [note, setNote] = useState<string | null>(null)
  const [reporting, setReporting] = useState(false)
  const form = useZodForm<MessageInput, MessageInput>(messageSchema, { defaultValues: { body: '' } })
  const conversation = thread.data?.conversation
  useDocumentMeta({
    title: conversation ? `Messages with ${conversation.other.name}` : 'Messages',
    description: 'A conversation with a buyer or a seller.',
  })

  if (thread.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-hidden="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    )
  }
  if (thread.isError || !conversation) {
    return (
      <ErrorState
        title="This conversation could not be loaded."
        message={errorMessage(thread.error)}
        onRetry={() => void thread.refetch()}
      />
    )
  }
  return (
    <section aria-labelledby="thread-title" className="flex flex-col gap-6">
      <div>
        <Link to={paths.admin.messages.getHref()} className="text-sm text-ink-soft underline-offset-4 hover:underline">
          All messages
        </Link>
        <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 id="thread-title" className="text-3xl">
              {conversation.other.name}
            </h1>
            <p className="mt-1 text-ink-soft">{subjectLabel(conversation.subject)}</p>
          </div>
          {conversation.reported ? (
            <p className="text-sm text-muted">{CONVERSATION_MESSAGES.alreadyReported}</p>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
              Report
            </Button>
          )}
        </div>
      </div>
      {thread.data.messages.length === 0 ? (
        <p className="text-muted">No messages yet. Write the first one below.</p>
      ) : (
        <ol aria-label="Messages" className="flex flex-col gap-3">
          {thread.data.messages.map((m) => (
            <li key={m._id} className={cn('flex', m.mine ? 'justify-end' : 'justify-start')}>
              <div
                className={cn(
                  'max-w-[85%] rounded-lg px-4 py-3 sm:max-w-[70%]',
                  m.mine ? 'bg-ink text-paper' : 'border border-line bg-canvas text-ink',
                )}
              >
                <p className="text-xs font-semibold">
                  {m.mine ? 'You' : m.authorName}
                  <span className="font-normal opacity-80"> · {formatDate(m.createdAt)}</span>
                </p>
                <p className="mt-1 break-words whitespace-pre-line">{m.body}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Form
        form={form}
        aria-label="Write a message"
        className="flex flex-col gap-3"
        onSubmit={(data) =>
          send.mutate(data, {
            onSuccess: (answer) => {
              form.reset({ body: '' })
              setNote(answer.note ?? null)
            },
          })
        }
      >
        <TextareaField name="body" label="Your message" rows={4} maxLength={MESSAGE_MAX} required />
        {note ? (
          <p role="status" className="rounded-md border border-line bg-paper px-4 py-3 text-sm text-ink-soft">
            {note}
          </p>
        ) : null}
        {send.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(send.error)}
          </p>
        ) : null}
        <div>
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </div>
      </Form>
      {reporting ? <ReportDialog id={id} onClose={() => setReporting(false)} /> : null}
    </section>
  )
}

/** 'Report': why; Kala's team may then read the conversation. */
function ReportDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const report = useReportConversation(id)
  const form = useZodForm<ReportConversationInput, ReportConversationInput>(reportConversationSchema, {
    defaultValues: { reason: '' },
  })
  const close = () => {
    if (!report.isPending) onClose()
  }
  return (
    <Modal
      open
      onClose={close}
      size="md"
      title="Report this conversation"
      description="Kala's team will read it and may act on the account."
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={report.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="report-form" loading={report.isPending}>
            Report
          </Button>
        </>
      }
    >
      <Form
        id="report-form"
        form={form}
        aria-label="Report"
        className="flex flex-col gap-4"
        onSubmit={(data) =>
          report.mutate(data, {
            onSuccess: ({ message }) => {
              toast.info(message)
              onClose()
            },
          })
        }
      >
        <TextareaField name="reason" label="Reason" rows={4} maxLength={REPORT_REASON_MAX} required />
        {report.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(report.error)}
          </p>
        ) : null}
      </Form>
    </Modal>
  )
}
