import { Link } from 'react-router-dom'
import type { OwnArtwork } from '@shared/api-types'
import { SaleBadge } from '@/components/artwork/sale-badge'
import { DataTable, type Column } from '@/components/member/data-table'
import { StatusBadge } from '@/components/member/status-badge'
import { Button } from '@/components/ui/button'
import { paths } from '@shared/paths'
import { formatDate, formatPrice } from '@shared/format'
import { ArtworkThumb } from './artwork-thumb'
import { ReviewBadge } from './review-badge'

/**
 * The member's works: Artist, Title, Date, Price, Status, Action, with the front
 * image beside the title; on a phone, one card per work. Status also says when staff's review
 * holds a work back ('Awaiting review', 'Rejected: <reason>').
 */
export function ArtworksTable({
  artworks,
  onOpen,
  onDelete,
}: {
  artworks: readonly OwnArtwork[]
  onOpen: (artwork: OwnArtwork) => void
  onDelete: (artwork: OwnArtwork) => void
}) {
  const columns: Column<OwnArtwork>[] = [
    { header: 'Image', only: 'narrow', card: 'media', cell: (a) => <ArtworkThumb artwork={a} size="lg" /> },
    { header: 'Artist', only: 'wide', cell: (a) => <span className="text-ink-soft">{a.artistName}</span> },
    {
      header: 'Title',
      card: 'title',
      cell: (a) => (
        <span className="flex items-center gap-3">
          <span className="hidden md:contents">
            <ArtworkThumb artwork={a} />
          </span>
          <span className="font-medium text-ink">{a.title}</span>
        </span>
      ),
    },
    { header: 'Artist', only: 'narrow', cell: (a) => a.artistName },
    { header: 'Date', cell: (a) => <span className="whitespace-nowrap">{formatDate(a.createdAt)}</span> },
    { header: 'Price', cell: (a) => <span className="whitespace-nowrap tabular-nums">{formatPrice(a.price)}</span> },
    {
      header: 'Status',
      cell: (a) => (
        <span className="flex flex-wrap items-center gap-1.5">
          <StatusBadge published={a.status === 'published'} />
          <SaleBadge status={a.saleStatus} />
          <ReviewBadge review={a.review} className="max-w-64" />
        </span>
      ),
    },
    {
      header: 'Action',
      card: 'actions',
      className: 'text-right',
      cell: (a) => (
        <span className="flex items-center justify-end gap-1">
          <Button size="sm" variant="ghost" className="px-3" onClick={() => onOpen(a)} aria-label={`View ${a.title}`}>
            View
          </Button>
          <Link
            to={paths.admin.editArtwork.getHref(a._id)}
            className="inline-flex h-9 items-center rounded-full px-3 text-sm font-medium text-ink hover:bg-paper-deep"
            aria-label={`Edit ${a.title}`}
          >
            Edit
          </Link>
          {/* A sold work stays: it is the buyer's order and certificate (the server refuses it too). */}
          {a.saleStatus === 'sold' ? null : (
            <Button size="sm" variant="ghost" className="px-3 text-danger" onClick={() => onDelete(a)} aria-label={`Delete ${a.title}`}>
              Delete
            </Button>
          )}
        </span>
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
    />
  )
}
