import { useId } from 'react'
import type { ExhibitionWork } from '@shared/api-types'
import { pickImageUrl } from '@shared/images'
import { paths } from '@shared/paths'
import { ButtonLink } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { useExhibitionArtworks } from '../api/get-exhibition-artworks'

/**
 * The works an exhibition shows, chosen from the gallery's own works: a grid of thumbnails, one
 * checkbox each. `shown` are the works it showed when the form opened: one the gallery no longer
 * owns (set by staff) is still offered, so it can be taken out.
 */
export function ExhibitionWorksPicker({
  value,
  onChange,
  shown = [],
  error,
}: {
  value: readonly string[]
  onChange: (ids: string[]) => void
  shown?: readonly ExhibitionWork[]
  error?: string
}) {
  const id = useId()
  const works = useExhibitionArtworks()
  const toggle = (workId: string) => onChange(value.includes(workId) ? value.filter((v) => v !== workId) : [...value, workId])
  const own = works.data ?? []
  const others = shown.filter((w) => !own.some((o) => o._id === w._id))
  const all = [...others, ...own]

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1.5 text-sm font-medium text-ink-soft">
        Works shown <span className="font-normal text-muted">({value.length} chosen)</span>
      </legend>
      <p id={`${id}-hint`} className="-mt-2 text-xs text-muted">
        Choose from your gallery’s works. Unpublished works are not shown to visitors.
      </p>
      {works.isPending ? (
        <Skeleton className="h-40 rounded-lg" />
      ) : works.isError ? (
        <ErrorState title="Your works could not be loaded." message={errorMessage(works.error)} onRetry={() => void works.refetch()} />
      ) : all.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-line-strong p-4">
          <p className="text-sm text-muted">Your gallery has no works yet. Add artworks first, then choose them here.</p>
          <ButtonLink size="sm" variant="secondary" to={paths.admin.addArtwork.getHref()}>
            Add artwork
          </ButtonLink>
        </div>
      ) : (
        <ul className="grid max-h-[32rem] grid-cols-2 gap-3 overflow-y-auto rounded-lg border border-line bg-paper p-3 sm:grid-cols-3 lg:grid-cols-4">
          {all.map((work) => {
            const url = pickImageUrl(work.image, 400)
            return (
              <li key={work._id} className="min-w-0">
                <label className="flex h-full cursor-pointer flex-col overflow-hidden rounded-md border border-line bg-canvas hover:border-line-strong has-[:checked]:border-ink has-[:checked]:ring-2 has-[:checked]:ring-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2">
                  <span className="relative block aspect-square bg-paper-deep">
                    {url ? <img src={url} alt="" loading="lazy" className="size-full object-cover" /> : null}
                    <input
                      type="checkbox"
                      aria-label={work.title}
                      checked={value.includes(work._id)}
                      onChange={() => toggle(work._id)}
                      className="absolute top-2 left-2 size-5 cursor-pointer accent-ink focus-visible:outline-none"
                    />
                  </span>
                  <span className="flex min-w-0 flex-col gap-0.5 p-2">
                    <span className="truncate text-sm font-medium text-ink" title={work.title}>
                      {work.title}
                    </span>
                    {work.artistName ? <span className="truncate text-xs text-muted">{work.artistName}</span> : null}
                    {work.status === 'unpublished' ? <span className="text-xs text-muted">Unpublished</span> : null}
                  </span>
                </label>
              </li>
            )
          })}
        </ul>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
