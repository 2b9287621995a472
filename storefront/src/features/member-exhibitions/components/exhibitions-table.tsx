import { Link } from 'react-router-dom'
import type { OwnExhibition } from '@shared/api-types'
import { formatDateRange } from '@shared/exhibitionDates'
import { paths } from '@shared/paths'
import { DataTable, ROW_ACTION_CLASS, RowActions, type Column } from '@/components/member/data-table'
import { Button } from '@/components/ui/button'
import { ExhibitionCover } from './exhibition-cover'
import { ExhibitionStateBadge } from './exhibition-state-badge'

/** Venue and city, the city once: a venue often names it already ('Jharokha Gallery, Tripolia Bazaar, Jaipur'). */
const place = (e: OwnExhibition) =>
  e.city && e.venue?.toLowerCase().includes(e.city.toLowerCase()) ? e.venue : [e.venue, e.city].filter(Boolean).join(', ')

/** '2 January – 16 February 2027' breaks only at the dash: each end reads whole. */
function DateRange({ start, end }: { start: string; end: string }) {
  const [from, to] = formatDateRange(start, end).split(' – ')
  return (
    <>
      <span className="whitespace-nowrap">{from}</span>
      {to ? (
        <>
          {' – '}
          <span className="whitespace-nowrap">{to}</span>
        </>
      ) : null}
    </>
  )
}

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
      className: 'min-w-48',
      cell: (e, view) => (
        <span className="flex items-center gap-3">
          {view === 'table' ? <ExhibitionCover exhibition={e} /> : null}
          <span className="flex min-w-0 flex-col">
            <span className="font-medium break-words text-ink">{e.name}</span>
            <span className="text-xs text-muted">
              {e.artworkCount} {e.artworkCount === 1 ? 'work' : 'works'}
            </span>
          </span>
        </span>
      ),
    },
    { header: 'Dates', cell: (e) => <DateRange start={e.startDate} end={e.endDate} /> },
    { header: 'Venue', className: 'min-w-32', cell: (e) => <span className="text-ink-soft">{place(e) || '—'}</span> },
    { header: 'Status', cell: (e) => <ExhibitionStateBadge exhibition={e} /> },
    {
      header: 'Action',
      card: 'actions',
      className: 'w-px',
      cell: (e) => (
        <RowActions>
          {e.published ? (
            <Link
              to={paths.galleries.exhibition.getHref(e.slug)}
              className={ROW_ACTION_CLASS}
              aria-label={`View ${e.name} on your gallery page`}
            >
              View
            </Link>
          ) : null}
          <Link to={paths.admin.editExhibition.getHref(e._id)} className={ROW_ACTION_CLASS} aria-label={`Edit ${e.name}`}>
            Edit
          </Link>
          <Button size="sm" variant="ghost" className="px-2.5 text-danger" onClick={() => onDelete(e)} aria-label={`Delete ${e.name}`}>
            Delete
          </Button>
        </RowActions>
      ),
    },
  ]
  return (
    <DataTable
      caption="Your exhibitions"
      columns={columns}
      rows={exhibitions}
      rowKey={(e) => e._id}
      rowLabel={(e) => e.name}
      minTableWidth={780}
    />
  )
}
