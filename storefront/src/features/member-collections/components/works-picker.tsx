import type { Artwork } from '@shared/api-types'
import { StatusBadge } from '@/components/member/status-badge'
import { Skeleton } from '@/components/ui/skeleton'
import { ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { pickImageUrl } from '@shared/images'
import { useAllMyArtworks } from '../api/get-all-my-artworks'

/**
 * Which of the member's works belong to the collection: one checkbox per work, with its image. A
 * work is in one collection at most, so one that is in another is marked (choosing it moves it).
 */
export function WorksPicker({
  chosen,
  onChange,
  collectionId,
}: {
  chosen: readonly string[]
  onChange: (ids: string[]) => void
  collectionId?: string
}) {
  const works = useAllMyArtworks()
  const toggle = (id: string) => onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id])
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-ink-soft">
        Works in this collection <span className="font-normal text-muted">({chosen.length} chosen)</span>
      </legend>
      {works.isPending ? (
        <Skeleton className="h-32 rounded-lg" />
      ) : works.isError ? (
        <ErrorState title="Your works could not be loaded." message={errorMessage(works.error)} onRetry={() => void works.refetch()} />
      ) : works.data.length === 0 ? (
        <p className="text-sm text-muted">You have no works yet. Add artworks first, then choose them here.</p>
      ) : (
        <ul className="grid max-h-[28rem] grid-cols-1 gap-2 overflow-y-auto rounded-lg border border-line bg-paper p-2 sm:grid-cols-2">
          {works.data.map((work: Artwork) => {
            const checked = chosen.includes(work._id)
            const elsewhere = !checked && work.collectionId !== null && work.collectionId !== collectionId
            const url = pickImageUrl(work.imageUrls[0], 200)
            return (
              <li key={work._id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-md bg-canvas p-2 hover:bg-paper-deep has-[:checked]:ring-2 has-[:checked]:ring-ink">
                  <input
                    type="checkbox"
                    aria-label={work.title}
                    checked={checked}
                    onChange={() => toggle(work._id)}
                    className="size-[1.125rem] shrink-0 accent-ink"
                  />
                  {url ? (
                    <img src={url} alt="" className="size-12 shrink-0 rounded bg-paper-deep object-cover" />
                  ) : (
                    <span className="size-12 shrink-0 rounded bg-paper-deep" />
                  )}
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="truncate text-sm font-medium text-ink">{work.title}</span>
                    <span className="flex flex-wrap items-center gap-1.5">
                      <StatusBadge published={work.status === 'published'} />
                      {elsewhere ? <span className="text-xs text-muted">In another collection</span> : null}
                    </span>
                  </span>
                </label>
              </li>
            )
          })}
        </ul>
      )}
    </fieldset>
  )
}
