import { useDeferredValue, useState } from 'react'
import type { RepresentedArtist } from '@shared/api-types'
import { Portrait } from '@/components/portrait'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast-store'
import { errorMessage } from '@/lib/api-client'
import { useAddArtist, useArtistSearch } from '../api/represented'

/**
 * Finds an artist on Kala by name (the site's typo-tolerant search) and sends them a request; they
 * appear on the gallery's page once they accept it in their member area.
 */
export function FindArtist({ listed, onDone }: { listed: readonly RepresentedArtist[]; onDone: () => void }) {
  const [words, setWords] = useState('')
  const deferred = useDeferredValue(words)
  const search = useArtistSearch(deferred)
  const add = useAddArtist()
  const onList = new Set(listed.map((a) => a.artistId).filter(Boolean))
  const results = search.data ?? []
  return (
    <div className="flex flex-col gap-4">
      <Input
        label="Artist's name"
        type="search"
        value={words}
        onChange={(e) => setWords(e.target.value)}
        placeholder="Search artists on Kala"
        autoComplete="off"
      />
      <div aria-live="polite" className="min-h-24">
        {deferred.trim().length < 2 ? (
          <p className="text-sm text-muted">Type at least two letters of the artist's name.</p>
        ) : search.isPending ? (
          <Spinner size="sm" label="Searching" />
        ) : search.isError ? (
          <p className="text-sm text-danger">{errorMessage(search.error)}</p>
        ) : results.length === 0 ? (
          <p className="text-sm text-muted">No artist on Kala by that name. Add them as an artist who is not on Kala.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line" aria-label="Artists found">
            {results.map((artist) => {
              const already = onList.has(artist._id)
              return (
                <li key={artist._id} className="flex items-center gap-3 py-3">
                  <div className="relative size-12 shrink-0 overflow-hidden rounded-full bg-paper-deep">
                    <Portrait photo={artist.photo} name={artist.artistName} sizes="48px" compact />
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-ink">{artist.artistName}</p>
                    <p className="truncate text-sm text-muted">{artist.city ?? 'Artist on Kala'}</p>
                  </div>
                  <Button
                    size="sm"
                    variant={already ? 'ghost' : 'primary'}
                    disabled={already}
                    loading={add.isPending && add.variables && 'artistId' in add.variables && add.variables.artistId === artist._id}
                    aria-label={already ? `${artist.artistName} is on your list` : `Send ${artist.artistName} a request`}
                    onClick={() =>
                      add.mutate(
                        { artistId: artist._id },
                        {
                          onSuccess: ({ message }) => {
                            toast.success(message)
                            onDone()
                          },
                        },
                      )
                    }
                  >
                    {already ? 'On your list' : 'Send request'}
                  </Button>
                </li>
              )
            })}
          </ul>
        )}
      </div>
      {add.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(add.error)}
        </p>
      ) : null}
    </div>
  )
}
