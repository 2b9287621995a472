import type { OwnExhibition } from '@shared/api-types'
import { cn } from '@/lib/cn'

export const STATE_LABEL: Record<OwnExhibition['state'], string> = { current: 'Current', upcoming: 'Upcoming', archive: 'Archive' }

const pill = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap'

/**
 * Where an exhibition stands by its dates (Current, Upcoming, Archive: the public pages' filters),
 * and "Draft" beside it while visitors do not see it.
 */
export function ExhibitionStateBadge({ exhibition }: { exhibition: Pick<OwnExhibition, 'state' | 'published'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span
        className={cn(
          pill,
          exhibition.state === 'current' && 'bg-success/10 text-success',
          exhibition.state === 'upcoming' && 'bg-accent/10 text-accent',
          exhibition.state === 'archive' && 'bg-paper-deep text-ink-soft',
        )}
      >
        {STATE_LABEL[exhibition.state]}
      </span>
      {exhibition.published ? null : (
        <span className={cn(pill, 'border border-dashed border-line-strong text-muted')} title="Visitors do not see it yet">
          Draft
        </span>
      )}
    </span>
  )
}
