import { Link } from 'react-router-dom'
import type { OwnArtwork } from '@shared/api-types'
import { SaleBadge } from '@/components/artwork/sale-badge'
import { DataTable, ROW_ACTION_CLASS, RowActions, type Column } from '@/components/member/data-table'
import { StatusBadge } from '@/components/member/status-badge'
import { Button } from '@/components/ui/button'
import { paths } from '@shared/paths'
import { formatDate, formatPrice } from '@shared/format'
import { ArtworkThumb } from './artwork-thumb'
import { ReviewBadge } from './review-badge'

/**
 * The member's works: Title, Date, Price, Status, Action, with the front image beside the title;
 * on a phone (or beside the sidebar of a small laptop), one card per work. The Artist is not a
 * column of its own: on an artist's list it would be their own name on every row, so a work's
 * artist is named under its title only when it is someone else (a gallery's artists, a collector's
 * resale); the card, the details and the phone keep it (DECISIONS 46). Long titles wrap to two
 * lines, the whole title in the tooltip. Status also says when staff's review holds a work back
 * ('Awaiting review', 'Rejected: <reason>').
 */
export function ArtworksTable({
  artworks,
  ownName,
  onOpen,
  onDelete,
}: {
  artworks: readonly OwnArtwork[]
  /** The member's own name: their works need no byline. */
  ownName: string | undefined
  onOpen: (artwork: OwnArtwork) => void
  onDelete: (artwork: OwnArtwork) => void
}) {
  const columns: Column<OwnArtwork>[] = [
    { header: 'Image', only: 'narrow', card: 'media', cell: (a) => <ArtworkThumb artwork={a} size="lg" /> },
    {
      header: 'Title',
      card: 'title',
      className: 'min-w-52',
      cell: (a, view) => (
        <span className="flex items-center gap-3">
          {view === 'table' ? <ArtworkThumb artwork={a} /> : null}
          <span className="flex min-w-0 flex-col">
            <span className="line-clamp-2 font-medium break-words text-ink" title={a.title}>
              {a.title}
            </span>
            {view === 'table' && a.artistName !== ownName ? <span className="text-xs text-muted">by {a.artistName}</span> : null}
          </span>
        </span>
      ),
    },
    { header: 'Artist', only: 'narrow', cell: (a) => a.artistName },
    { header: 'Date', className: 'whitespace-nowrap', cell: (a) => formatDate(a.createdAt) },
    {
      header: 'Price',
      cell: (a) => <span className={a.price === null ? 'text-ink-soft' : 'whitespace-nowrap tabular-nums'}>{formatPrice(a.price)}</span>,
    },
    {
      header: 'Status',
      cell: (a) => (
        <span className="flex flex-col items-start gap-1.5">
          <StatusBadge published={a.status === 'published'} />
          <SaleBadge status={a.saleStatus} />
          <ReviewBadge review={a.review} className="max-w-48" />
        </span>
      ),
    },
    {
      header: 'Action',
      card: 'actions',
      className: 'w-px',
      cell: (a) => (
        <RowActions>
          <Button size="sm" variant="ghost" className="px-2.5" onClick={() => onOpen(a)} aria-label={`View ${a.title}`}>
            View
          </Button>
          <Link to={paths.admin.editArtwork.getHref(a._id)} className={ROW_ACTION_CLASS} aria-label={`Edit ${a.title}`}>
            Edit
          </Link>
          {/* A sold work stays: it is the buyer's order and certificate (the server refuses it too). */}
          {a.saleStatus === 'sold' ? null : (
            <Button size="sm" variant="ghost" className="px-2.5 text-danger" onClick={() => onDelete(a)} aria-label={`Delete ${a.title}`}>
              Delete
            </Button>
          )}
        </RowActions>
      ),
    },
  ]
  return (
    <DataTable
      caption="Your artworks"
      columns={columns}
      rows={artworks}
      rowKey={(a) => a._id}
      rowLabel={(a) => a.title}
      onRowClick={onOpen}
      minTableWidth={760}
    />
  )
}
