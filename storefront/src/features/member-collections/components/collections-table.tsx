import { Link } from 'react-router-dom'
import type { ArtworkCollection } from '@shared/api-types'
import { DataTable, ROW_ACTION_CLASS, RowActions, type Column } from '@/components/member/data-table'
import { StatusBadge } from '@/components/member/status-badge'
import { Button } from '@/components/ui/button'
import { paths } from '@shared/paths'
import { excerpt } from '@shared/format'
import { CollectionCover } from './collection-cover'

/** The member's collections: Collection Name, Description, Status, Action; cards on a phone. */
export function CollectionsTable({
  collections,
  onOpen,
  onDelete,
}: {
  collections: readonly ArtworkCollection[]
  onOpen: (collection: ArtworkCollection) => void
  onDelete: (collection: ArtworkCollection) => void
}) {
  const columns: Column<ArtworkCollection>[] = [
    { header: 'Cover', only: 'narrow', card: 'media', cell: (c) => <CollectionCover collection={c} size="lg" /> },
    {
      header: 'Collection Name',
      card: 'title',
      className: 'min-w-48',
      cell: (c, view) => (
        <span className="flex items-center gap-3">
          {view === 'table' ? <CollectionCover collection={c} /> : null}
          <span className="flex min-w-0 flex-col">
            <span className="font-medium break-words text-ink">{c.collectionName}</span>
            <span className="text-xs text-muted">
              {c.artworkCount} {c.artworkCount === 1 ? 'work' : 'works'}
            </span>
          </span>
        </span>
      ),
    },
    { header: 'Description', className: 'max-w-sm', cell: (c) => <span className="text-ink-soft">{excerpt(c.description, 90)}</span> },
    { header: 'Status', cell: (c) => <StatusBadge published={c.status} /> },
    {
      header: 'Action',
      card: 'actions',
      className: 'w-px',
      cell: (c) => (
        <RowActions>
          <Button size="sm" variant="ghost" className="px-2.5" onClick={() => onOpen(c)} aria-label={`View ${c.collectionName}`}>
            View
          </Button>
          <Link to={paths.admin.editCollection.getHref(c._id)} className={ROW_ACTION_CLASS} aria-label={`Edit ${c.collectionName}`}>
            Edit
          </Link>
          <Button
            size="sm"
            variant="ghost"
            className="px-2.5 text-danger"
            onClick={() => onDelete(c)}
            aria-label={`Delete ${c.collectionName}`}
          >
            Delete
          </Button>
        </RowActions>
      ),
    },
  ]
  return (
    <DataTable
      caption="Your collections"
      columns={columns}
      rows={collections}
      rowKey={(c) => c._id}
      rowLabel={(c) => c.collectionName}
      onRowClick={onOpen}
      minTableWidth={660}
    />
  )
}
