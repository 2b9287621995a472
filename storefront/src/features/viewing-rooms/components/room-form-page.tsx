import { Link, useSearchParams } from 'react-router-dom'
import type { OwnRoom } from '@shared/api-types'
import { paths } from '@shared/paths'
import { Skeleton } from '@/components/ui/skeleton'
import { ErrorState } from '@/components/ui/states'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage, isRetryable } from '@/lib/api-client'
import { useUser } from '@/lib/auth'
import { useMyRoom, usePublicWork } from '../api/rooms'
import { AddToExistingRoom } from './add-to-room'
import { RoomForm, type RoomFormValues, type WorkLabel } from './room-form'
import { RoomLink } from './room-link'

const valuesOf = (room: OwnRoom): RoomFormValues => ({
  title: room.title,
  intro: room.intro,
  kind: room.kind,
  closesOn: room.closesOn ?? '',
  items: room.works.map((w) => ({ artwork: w._id, note: w.note })),
})

const labelsOf = (room: OwnRoom): Record<string, WorkLabel> =>
  Object.fromEntries(room.works.map((w) => [w._id, { title: w.title, artistName: w.artistName, image: w.image, hidden: !w.visible }]))

/** /admin/add/room (optionally ?artwork=<id> from an artwork page) and /admin/edit/room/:roomId. */
export function RoomFormPage({ roomId }: { roomId?: string }) {
  const editing = Boolean(roomId)
  useDocumentMeta({ title: editing ? 'Edit viewing room' : 'New viewing room', description: 'A private room of works, shared by link.' })
  const me = useUser()
  const seller = me.data?.role === 'artist' || me.data?.role === 'gallery'
  const [search] = useSearchParams()
  const startWith = editing ? null : search.get('artwork')
  const first = usePublicWork(startWith)
  const loaded = useMyRoom(roomId)

  const form = (() => {
    if (editing) {
      if (loaded.isError)
        return (
          <ErrorState
            title="This viewing room could not be loaded."
            message={errorMessage(loaded.error)}
            onRetry={isRetryable(loaded.error) ? () => void loaded.refetch() : undefined}
          />
        )
      if (!loaded.data || !me.data) return <Skeleton className="h-96 rounded-lg" />
      return (
        <div className="flex flex-col gap-6">
          <RoomLink room={loaded.data} />
          <RoomForm
            key={loaded.data._id}
            roomId={loaded.data._id}
            defaultValues={valuesOf(loaded.data)}
            labels={labelsOf(loaded.data)}
            seller={seller}
          />
        </div>
      )
    }
    if (!me.data || (startWith && first.isPending)) return <Skeleton className="h-96 rounded-lg" />
    const work = first.data
    return (
      <>
        {work ? <AddToExistingRoom artworkId={work._id} title={work.title} /> : null}
        <RoomForm
          defaultValues={{ title: '', intro: '', kind: 'personal', closesOn: '', items: work ? [{ artwork: work._id, note: '' }] : [] }}
          labels={work ? { [work._id]: { title: work.title, artistName: work.artistName, image: work.imageUrls[0] ?? null } } : {}}
          seller={seller}
        />
      </>
    )
  })()

  return (
    <section className="mx-auto w-full max-w-4xl px-5 py-10 sm:px-8 lg:py-14" aria-labelledby="room-form-heading">
      <Link to={paths.admin.rooms.getHref()} className="text-sm text-muted underline-offset-4 hover:text-ink hover:underline">
        ← Back to viewing rooms
      </Link>
      <h1 id="room-form-heading" className="mt-3 text-4xl">
        {editing ? 'Edit viewing room' : 'New viewing room'}
      </h1>
      <p className="mt-2 text-sm text-muted">Fields marked * are required. Nobody finds a room but by its link.</p>
      <div className="mt-8">{form}</div>
    </section>
  )
}
