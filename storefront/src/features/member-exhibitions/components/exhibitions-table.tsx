import { Link } from 'react-router-dom'
import type { OwnExhibition } from '@shared/api-types'
import { formatDateRange } from '@shared/exhibitionDates'
import { paths } from '@shared/paths'
import { DataTable, type Column } from '@/components/member/data-table'
import { Button } from '@/components/ui/button'
import { ExhibitionCover } from './exhibition-cover'
import { ExhibitionStateBadge } from './exhibition-state-badge'

/** Venue and city, the city once: a venue often names it already ('Jharokha Gallery, Tripolia Bazaar, Jaipur'). */
const place = (e: OwnExhibition) =>
  e.city && e.venue?.toLowerCase().includes(e.city.toLowerCase()) ? e.venue : [e.venue, e.city].filter(Boolean).join(', ')
const actionLink = 'inline-flex h-9 items-center rounded-full px-3 text-sm font-medium text-ink hover:bg-paper-deep'

/** The gallery's exhibitions: Exhibition, Dates, Venue, Status, Action; cards on a phone. */
export function ExhibitionsTable({
  exhibitions,
  onDelete,
}: {
  exhibitions: readonly OwnExhibition[]
  onDelete: (exhibition: OwnExhibition) => void
}) {
  const columns: Column<OwnExhibition>[] = [
    { header: 'Cover', only: 'narrow', card: 'media', cell: (e) => <ExhibitionCover exhibition={e} size="lg" /> },
    {
      header: 'Exhibition',
      card: 'title',
      cell: (e) => (
        <span className="flex items-center gap-3">
          <span className="hidden md:contents">
            <ExhibitionCover exhibition={e} />
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="font-medium break-words text-ink">{e.name}</span>
            <span className="text-xs text-muted">
              {e.artworkCount} {e.artworkCount === 1 ? 'work' : 'works'}
            </span>
          </span>
        </span>
      ),
    },
    { header: 'Dates', className: 'whitespace-nowrap', cell: (e) => formatDateRange(e.startDate, e.endDate) },
    { header: 'Venue', cell: (e) => <span className="text-ink-soft">{place(e) || '—'}</span> },
    { header: 'Status', cell: (e) => <ExhibitionStateBadge exhibition={e} /> },
    {
      header: 'Action',
      card: 'actions',
      className: 'text-right',
      cell: (e) => (
        <span className="flex items-center justify-end gap-1">
          {e.published ? (
            <Link to={paths.galleries.exhibition.getHref(e.slug)} className={actionLink} aria-label={`View ${e.name} on your gallery page`}>
              View
            </Link>
          ) : null}
          <Link to={paths.admin.editExhibition.getHref(e._id)} className={actionLink} aria-label={`Edit ${e.name}`}>
            Edit
          </Link>
          <Button size="sm" variant="ghost" className="px-3 text-danger" onClick={() => onDelete(e)} aria-label={`Delete ${e.name}`}>
            Delete
          </Button>
        </span>
      ),
    },
  ]
  return <DataTable caption="Your exhibitions" columns={columns} rows={exhibitions} rowKey={(e) => e._id} rowLabel={(e) => e.name} />
}
