import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { RepresentedArtist } from '@shared/api-types'
import { paths } from '@shared/paths'
import { ConfirmDialog } from '@/components/member/confirm-dialog'
import { Portrait } from '@/components/portrait'
import { Button } from '@/components/ui/button'
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons'
import { Modal } from '@/components/ui/modal'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { Tabs } from '@/components/ui/tabs'
import { toast } from '@/components/ui/toast-store'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage } from '@/lib/api-client'
import { useRemoveArtist, useReorderArtists, useRepresented } from '../api/represented'
import { ArtistNotOnKalaForm } from './artist-form-dialog'
import { FindArtist } from './find-artist'
import { RepresentationStatus } from './representation-status'

type AddTab = 'kala' | 'other'

const move = (list: readonly RepresentedArtist[], from: number, to: number): string[] => {
  const ids = list.map((a) => a._id)
  const [id] = ids.splice(from, 1)
  ids.splice(to, 0, id!)
  return ids
}

/**
 * /admin/artists: the artists a gallery represents, in the order its page shows them. An artist on
 * Kala is asked first (they accept in their member area); one who is not on Kala is written by the
 * gallery and shown at once. Move up and down, edit (those not on Kala), remove.
 */
export function RepresentedArtistsPage() {
  useDocumentMeta({ title: 'Represented Artists', description: 'The artists your gallery represents.' })
  const list = useRepresented()
  const reorder = useReorderArtists()
  const remove = useRemoveArtist()
  const [adding, setAdding] = useState<AddTab | null>(null)
  const [editing, setEditing] = useState<RepresentedArtist | null>(null)
  const [removing, setRemoving] = useState<RepresentedArtist | null>(null)
  const artists = list.data ?? []

  return (
    <section className="mx-auto w-full max-w-5xl px-5 py-10 sm:px-8 lg:py-14" aria-labelledby="artists-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <p className="eyebrow">Your gallery</p>
          <h1 id="artists-heading" className="mt-2 text-4xl">
            Represented Artists
          </h1>
          <p className="mt-2 text-sm text-muted">
            An artist on Kala appears on your gallery page once they accept your request. An artist who is not on Kala appears as soon as
            you add them. Your page shows them in this order.
          </p>
        </div>
        <Button onClick={() => setAdding('kala')}>Add an artist</Button>
      </div>

      <div className="mt-8" aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20 rounded-lg" />
            ))}
          </div>
        ) : list.isError ? (
          <ErrorState title="Your artists could not be loaded." message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
        ) : artists.length === 0 ? (
          <EmptyState
            title="No artists yet"
            description="Ask the artists you represent on Kala, or add those who are not on Kala, so visitors meet them on your page."
            action={<Button onClick={() => setAdding('kala')}>Add an artist</Button>}
          />
        ) : (
          <ol className="flex flex-col divide-y divide-line rounded-lg border border-line bg-canvas" aria-label="Your artists, in order">
            {artists.map((artist, index) => (
              <li key={artist._id} className="flex flex-wrap items-center gap-4 px-4 py-4 sm:flex-nowrap sm:px-5">
                <span aria-hidden="true" className="w-5 shrink-0 text-right font-serif text-lg text-muted tabular-nums">
                  {index + 1}
                </span>
                <div className="relative size-14 shrink-0 overflow-hidden rounded-full bg-paper-deep">
                  <Portrait photo={artist.photo} name={artist.name} sizes="56px" compact />
                </div>
                <div className="min-w-0 flex-1 basis-40">
                  <p className="font-serif text-lg leading-tight text-ink">
                    {artist.artistSlug && artist.status === 'accepted' ? (
                      <Link to={paths.artists.artist.getHref(artist.artistSlug)} className="hover:underline">
                        {artist.name}
                      </Link>
                    ) : (
                      artist.name
                    )}
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                    <RepresentationStatus status={artist.status} />
                    <span>{artist.artistId ? 'Artist on Kala' : 'Not on Kala'}</span>
                  </p>
                </div>
                <div className="flex w-full items-center justify-end gap-1 sm:w-auto">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${artist.name} up`}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => reorder.mutate(move(artists, index, index - 1))}
                  >
                    <ArrowLeftIcon className="size-4 rotate-90" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${artist.name} down`}
                    disabled={index === artists.length - 1 || reorder.isPending}
                    onClick={() => reorder.mutate(move(artists, index, index + 1))}
                  >
                    <ArrowRightIcon className="size-4 rotate-90" />
                  </Button>
                  {artist.artistId ? null : (
                    <Button size="sm" variant="secondary" onClick={() => setEditing(artist)} aria-label={`Edit ${artist.name}`}>
                      Edit
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-danger"
                    onClick={() => setRemoving(artist)}
                    aria-label={`Remove ${artist.name}`}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
        {reorder.isError ? (
          <p role="alert" className="mt-3 text-sm text-danger">
            {errorMessage(reorder.error)}
          </p>
        ) : null}
      </div>

      <Modal open={adding !== null} onClose={() => setAdding(null)} title="Add an artist" size="md">
        <Tabs<AddTab>
          label="Who to add"
          variant="pill"
          items={[
            { value: 'kala', label: 'On Kala' },
            { value: 'other', label: 'Not on Kala' },
          ]}
          value={adding ?? 'kala'}
          onChange={setAdding}
        >
          <div className="pt-5">
            {adding === 'other' ? (
              <ArtistNotOnKalaForm onDone={() => setAdding(null)} />
            ) : (
              <FindArtist listed={artists} onDone={() => setAdding(null)} />
            )}
          </div>
        </Tabs>
      </Modal>

      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing ? `Edit ${editing.name}` : 'Edit'} size="md">
        {editing ? <ArtistNotOnKalaForm artist={editing} onDone={() => setEditing(null)} /> : null}
      </Modal>

      <ConfirmDialog
        open={removing !== null}
        title="Remove this artist?"
        description={
          removing
            ? removing.status === 'pending'
              ? `Your request to ${removing.name} is withdrawn.`
              : `${removing.name} will no longer be shown on your gallery page. Their works stay as they are.`
            : undefined
        }
        confirmLabel="Remove artist"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing._id, {
            onSuccess: ({ message }) => {
              toast.success(message)
              setRemoving(null)
            },
          })
        }
      />
    </section>
  )
}
