import { useState } from 'react'
import type { ArtworkCollection } from '@shared/api-types'
import { LIMITS } from '@shared/constants'
import { TableFooter } from '@/components/member/data-table'
import { StatusTabs, statusFilter, type StatusTab } from '@/components/member/status-tabs'
import { useStatusPage } from '@/components/member/use-status-page'
import { ButtonLink } from '@/components/ui/button'
import { Pagination, rangeLabel } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { paths } from '@shared/paths'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage, isRetryable } from '@/lib/api-client'
import { useMyCollections } from '../api/get-my-collections'
import { CollectionDetailModal } from './collection-detail-modal'
import { CollectionsTable } from './collections-table'
import { DeleteCollectionDialog } from './delete-collection-dialog'

const EMPTY_TEXT: Record<StatusTab, string> = {
  all: 'Group your works into collections: they show as tiles on your showcase.',
  published: 'None of your collections is published.',
  unpublished: 'All your collections are published.',
}

/**
 * /admin/collections (DECISIONS 4): the member's collections with the tabs, the real
 * range and count and the pagination; tab and page in the URL. A row opens its details.
 */
export function CollectionsPage() {
  useDocumentMeta({ title: 'Collections', description: 'Your collections.' })
  const { tab, page, go } = useStatusPage()
  const list = useMyCollections({ page, status: statusFilter(tab) })
  const [opened, setOpened] = useState<ArtworkCollection | null>(null)
  const [deleting, setDeleting] = useState<ArtworkCollection | null>(null)

  const data = list.data

  return (
    <section className="mx-auto w-full max-w-6xl px-5 py-10 sm:px-8 lg:py-14" aria-labelledby="collections-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="collections-heading" className="text-4xl">
            Collections
          </h1>
          <p className="mt-2 text-sm text-muted">Series and groups of your works, shown on your showcase.</p>
        </div>
        <ButtonLink to={paths.admin.addCollection.getHref()}>Add collection</ButtonLink>
      </div>
      <div className="mt-8">
        <StatusTabs label="Filter collections by status" value={tab} onChange={(status) => go({ status })}>
          <div className="pt-6" aria-busy={list.isFetching || undefined}>
            {list.isPending ? (
              <div className="flex flex-col gap-3" aria-hidden="true">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-20 rounded-lg" />
                ))}
              </div>
            ) : list.isError ? (
              <ErrorState
                title="Your collections could not be loaded."
                message={errorMessage(list.error)}
                onRetry={isRetryable(list.error) ? () => void list.refetch() : undefined}
              />
            ) : data && data.count === 0 ? (
              <EmptyState
                title="No collections yet"
                description={EMPTY_TEXT[tab]}
                action={tab === 'all' ? <ButtonLink to={paths.admin.addCollection.getHref()}>Add collection</ButtonLink> : null}
              />
            ) : data ? (
              <>
                <CollectionsTable collections={data.collections} onOpen={setOpened} onDelete={setDeleting} />
                <TableFooter range={rangeLabel(Math.min(page, Math.max(1, data.pages)), LIMITS.pageSize, data.count)}>
                  <Pagination page={page} pages={data.pages} onPageChange={(to) => go({ page: to })} label="Collections pages" />
                </TableFooter>
              </>
            ) : null}
          </div>
        </StatusTabs>
      </div>
      <CollectionDetailModal collection={opened} onClose={() => setOpened(null)} />
      {deleting ? (
        <DeleteCollectionDialog
          collection={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            if (data && data.collections.length === 1 && page > 1) go({ page: page - 1 })
          }}
        />
      ) : null}
    </section>
  )
}
