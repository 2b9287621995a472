import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { RepresentationRequest } from '@shared/api-types'
import { formatDate } from '@shared/format'
import { paths } from '@shared/paths'
import { ConfirmDialog } from '@/components/member/confirm-dialog'
import { Portrait } from '@/components/portrait'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { toast } from '@/components/ui/toast-store'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage } from '@/lib/api-client'
import { useAnswerRequest, useEndRepresentation, useRepresentationRequests } from '../api/requests'
import { RepresentationStatus } from './representation-status'

/**
 * /admin/galleries: the galleries that asked to represent the artist. A gallery shows an artist
 * on Kala on its page only after the artist accepts here; the artist may decline, or end it later.
 */
export function MyGalleriesPage() {
  useDocumentMeta({ title: 'Galleries', description: 'The galleries that represent you, and their requests.' })
  const requests = useRepresentationRequests()
  const answer = useAnswerRequest()
  const end = useEndRepresentation()
  const [ending, setEnding] = useState<RepresentationRequest | null>(null)
  const list = requests.data ?? []
  const answerWith = (request: RepresentationRequest, status: 'accepted' | 'declined') =>
    answer.mutate({ id: request._id, status }, { onSuccess: ({ message }) => toast.success(message) })

  return (
    <section className="mx-auto w-full max-w-5xl px-5 py-10 sm:px-8 lg:py-14" aria-labelledby="galleries-heading">
      <div className="max-w-2xl">
        <h1 id="galleries-heading" className="text-4xl">
          Galleries
        </h1>
        <p className="mt-2 text-sm text-muted">
          A gallery that represents you asks here first. Once you accept, it shows you among its artists and may list your works and hang
          them in its exhibitions.
        </p>
      </div>
      <div className="mt-8" aria-busy={requests.isFetching || undefined}>
        {requests.isPending ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-20 rounded-lg" />
            ))}
          </div>
        ) : requests.isError ? (
          <ErrorState
            title="Your galleries could not be loaded."
            message={errorMessage(requests.error)}
            onRetry={() => void requests.refetch()}
          />
        ) : list.length === 0 ? (
          <EmptyState
            title="No gallery has asked yet"
            description="When a gallery asks to represent you, its request appears here for you to accept or decline."
          />
        ) : (
          <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-canvas" aria-label="Galleries">
            {list.map((request) => (
              <li key={request._id} className="flex flex-wrap items-center gap-4 px-4 py-4 sm:flex-nowrap sm:px-5">
                <div className="relative size-14 shrink-0 overflow-hidden rounded-full bg-paper-deep">
                  <Portrait photo={request.galleryPhoto} name={request.galleryName} sizes="56px" compact />
                </div>
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-serif text-lg leading-tight text-ink">
                    <Link to={paths.galleries.gallery.getHref(request.galleryUsername)} className="hover:underline">
                      {request.galleryName}
                    </Link>
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                    <RepresentationStatus
                      status={request.status}
                      label={{ pending: 'Asks to represent you', accepted: 'Represents you', declined: 'Declined' }[request.status]}
                    />
                    <span>
                      {request.galleryCity ? `${request.galleryCity} · ` : ''}
                      {request.answeredAt ? `answered ${formatDate(request.answeredAt)}` : `asked ${formatDate(request.requestedAt)}`}
                    </span>
                  </p>
                </div>
                <div className="flex w-full items-center justify-end gap-2 sm:w-auto">
                  {request.status !== 'accepted' ? (
                    <Button
                      size="sm"
                      loading={answer.isPending && answer.variables?.id === request._id && answer.variables.status === 'accepted'}
                      onClick={() => answerWith(request, 'accepted')}
                      aria-label={`Accept ${request.galleryName}`}
                    >
                      Accept
                    </Button>
                  ) : null}
                  {request.status === 'pending' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={answer.isPending && answer.variables?.id === request._id && answer.variables.status === 'declined'}
                      onClick={() => answerWith(request, 'declined')}
                      aria-label={`Decline ${request.galleryName}`}
                    >
                      Decline
                    </Button>
                  ) : null}
                  {request.status === 'accepted' ? (
                    <Button size="sm" variant="ghost" className="text-danger" onClick={() => setEnding(request)}>
                      End representation
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        {answer.isError ? (
          <p role="alert" className="mt-3 text-sm text-danger">
            {errorMessage(answer.error)}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={ending !== null}
        title="End this representation?"
        description={ending ? `${ending.galleryName} will no longer show you among its artists.` : undefined}
        confirmLabel="End representation"
        pending={end.isPending}
        error={end.isError ? errorMessage(end.error) : null}
        onClose={() => setEnding(null)}
        onConfirm={() =>
          ending &&
          end.mutate(ending._id, {
            onSuccess: ({ message }) => {
              toast.success(message)
              setEnding(null)
            },
          })
        }
      />
    </section>
  )
}
