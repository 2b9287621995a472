import { Link } from 'react-router-dom'
import type { OwnRoom } from '@shared/api-types'
import { formatDate } from '@shared/format'
import { paths } from '@shared/paths'
import { ButtonLink } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage, isRetryable } from '@/lib/api-client'
import { useMyRooms } from '../api/rooms'

const STATE_LABEL: Record<OwnRoom['state'], string> = { open: 'Link open', revoked: 'Link revoked', closed: 'Closed' }

function opensText(room: OwnRoom): string {
  if (room.opens === 0) return 'Not opened yet'
  return `Opened ${room.opens} ${room.opens === 1 ? 'time' : 'times'}, last on ${formatDate(room.lastOpenedAt ?? '')}`
}

/** /admin/rooms: the member's viewing rooms, last changed first, each with its state and opens. */
export function RoomsPage() {
  useDocumentMeta({ title: 'Viewing rooms', description: 'Your private rooms of works, shared by link.' })
  const list = useMyRooms()
  const add = <ButtonLink to={paths.admin.addRoom.getHref()}>New viewing room</ButtonLink>
  return (
    <section className="mx-auto w-full max-w-6xl px-5 py-10 sm:px-8 lg:py-14" aria-labelledby="rooms-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="rooms-heading" className="text-4xl">
            Viewing rooms
          </h1>
          <p className="mt-2 max-w-2xl text-sm text-muted">
            Gather works into a private room with a note on each, and share it by its link. Nobody finds a room but by its link, and you can
            revoke it any time.
          </p>
        </div>
        {add}
      </div>
      <div className="mt-8" aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-20 rounded-lg" />
            ))}
          </div>
        ) : list.isError ? (
          <ErrorState
            title="Your viewing rooms could not be loaded."
            message={errorMessage(list.error)}
            onRetry={isRetryable(list.error) ? () => void list.refetch() : undefined}
          />
        ) : list.data.length === 0 ? (
          <EmptyState
            title="No viewing rooms yet"
            description="Make a room, add works from the shop by searching, write a note on each, then copy its link for the person it is for."
            action={add}
          />
        ) : (
          <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-canvas">
            {list.data.map((room) => (
              <li key={room._id} className="flex flex-col gap-1 p-5 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
                <div className="min-w-0">
                  <Link
                    to={paths.admin.editRoom.getHref(room._id)}
                    className="font-serif text-xl text-ink underline-offset-4 hover:underline"
                  >
                    {room.title}
                  </Link>
                  <p className="mt-1 text-sm text-muted">
                    {room.works.length} {room.works.length === 1 ? 'work' : 'works'}
                    {room.kind === 'client' ? ' · for a client' : ''} · {opensText(room)}
                  </p>
                </div>
                <p className="text-sm font-medium text-ink-soft">{STATE_LABEL[room.state]}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
