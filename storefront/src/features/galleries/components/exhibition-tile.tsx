import { Link } from 'react-router-dom'
import type { Exhibition } from '@shared/api-types'
import { Badge } from '@/components/ui/card'
import { paths } from '@shared/paths'
import { ArtworkImage } from '@/components/artwork/artwork-image'
import { formatDateRange } from '@shared/exhibitionDates'

export const STATE_LABEL: Record<Exhibition['state'], string> = {
  current: 'On view',
  upcoming: 'Upcoming',
  archive: 'Past',
}

/** An exhibition in a grid: image, name, dates and venue; links to /exhibition/{id}. */
export function ExhibitionTile({ exhibition, priority = false }: { exhibition: Exhibition; priority?: boolean }) {
  return (
    <Link to={paths.galleries.exhibition.getHref(exhibition._id)} className="group block focus-visible:outline-offset-4">
      <div className="relative overflow-hidden bg-paper-deep [aspect-ratio:3/2]">
        {exhibition.photo?.url ? (
          <ArtworkImage
            image={exhibition.photo}
            alt={
              exhibition.photo.alt?.trim() && exhibition.photo.alt.trim() !== exhibition.name
                ? exhibition.photo.alt
                : `${exhibition.name}, exhibition view`
            }
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
            priority={priority}
            fit="cover"
            className="transition-transform duration-700 ease-[var(--ease-gallery)] group-hover:scale-[1.03]"
          />
        ) : (
          <div aria-hidden="true" className="absolute inset-0 bg-[linear-gradient(135deg,var(--color-paper-deep),var(--color-line))]" />
        )}
        <Badge tone={exhibition.state === 'current' ? 'accent' : 'neutral'} className="absolute top-3 left-3">
          {STATE_LABEL[exhibition.state]}
        </Badge>
      </div>
      <p className="mt-4 text-sm text-muted">{formatDateRange(exhibition.startDate, exhibition.endDate)}</p>
      <h3 className="mt-1 font-serif text-xl leading-snug group-hover:underline group-hover:decoration-line-strong group-hover:underline-offset-4">
        {exhibition.name}
      </h3>
      {exhibition.venue ? <p className="mt-1 text-sm text-muted">{exhibition.venue}</p> : null}
    </Link>
  )
}

export function ExhibitionTileSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="bg-paper-deep [aspect-ratio:3/2]" />
      <div className="mt-4 h-3 w-1/3 rounded-sm bg-paper-deep" />
      <div className="mt-2 h-5 w-2/3 rounded-sm bg-paper-deep" />
    </div>
  )
}
