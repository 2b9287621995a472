import { Link } from 'react-router-dom'
import type { FollowingEntry } from '@shared/api-types'
import { paths } from '@shared/paths'
import { Portrait } from '@/components/portrait'
import { Button, ButtonLink } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { useFollowing, useToggleFollow } from '@/hooks/use-follow'
import { errorMessage } from '@/lib/api-client'

const pageOf = (entry: FollowingEntry) =>
  entry.kind === 'artist' ? paths.artists.artist.getHref(entry.slug) : paths.galleries.gallery.getHref(entry.slug)

/**
 * /admin/following: the artists and galleries the member follows, newest first, each with its
 * photo, name (to its page), city and Unfollow. An unfollow takes the row off at once (the list is
 * patched, then read again: hooks/use-follow).
 */
export function FollowingPage() {
  useDocumentMeta({ title: 'Following', description: 'The artists and galleries you follow.' })
  const following = useFollowing()
  const toggle = useToggleFollow()
  // A row being added optimistically has no name yet: it shows once the list is read again.
  const list = (following.data?.following ?? []).filter((f) => f.name)

  return (
    <section aria-labelledby="following-title">
      <h1 id="following-title" className="text-4xl">
        Following{following.data ? ` (${list.length})` : ''}
      </h1>
      <p className="mt-2 text-muted">The artists and galleries you follow.</p>
      <div className="mt-8" aria-busy={following.isFetching || undefined}>
        {following.isPending ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20 rounded-lg" />
            ))}
          </div>
        ) : following.isError && !following.data ? (
          <ErrorState
            title="Whom you follow could not be loaded."
            message={errorMessage(following.error)}
            onRetry={() => void following.refetch()}
          />
        ) : list.length === 0 ? (
          <EmptyState
            title="You follow nobody yet"
            description="Press Follow on an artist’s or a gallery’s page and they are kept here."
            action={
              <ButtonLink to={paths.artists.list.getHref()} className="mt-2">
                Explore Artists
              </ButtonLink>
            }
          />
        ) : (
          <ul
            className="flex flex-col divide-y divide-line rounded-lg border border-line bg-canvas"
            aria-label="Artists and galleries you follow"
          >
            {list.map((entry) => (
              <li key={`${entry.kind}:${entry._id}`} className="flex flex-wrap items-center gap-4 px-4 py-4 sm:flex-nowrap sm:px-5">
                <div className="relative size-14 shrink-0 overflow-hidden rounded-full bg-paper-deep">
                  <Portrait photo={entry.photo} name={entry.name} sizes="56px" compact />
                </div>
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-serif text-lg leading-tight text-ink">
                    <Link to={pageOf(entry)} className="hover:underline">
                      {entry.name}
                    </Link>
                  </p>
                  <p className="mt-1 text-sm text-muted">
                    {entry.kind === 'artist' ? 'Artist' : 'Gallery'}
                    {entry.city ? ` · ${entry.city}` : ''}
                  </p>
                </div>
                <div className="flex w-full justify-end sm:w-auto">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Unfollow ${entry.name}`}
                    loading={toggle.isPending && toggle.variables?.target.id === entry._id && toggle.variables.target.kind === entry.kind}
                    onClick={() => toggle.mutate({ target: { kind: entry.kind, id: entry._id }, follow: false, entry })}
                  >
                    Unfollow
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
