import { useState } from 'react'
import type { Artwork } from '@shared/api-types'
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
import { useUser } from '@/lib/auth'
import { useMyArtworks } from '../api/get-my-artworks'
import { ArtworkDetailModal } from './artwork-detail-modal'
import { ArtworksTable } from './artworks-table'
import { DeleteArtworkDialog } from './delete-artwork-dialog'

const EMPTY_TEXT: Record<StatusTab, string> = {
  all: 'List your first work: it appears in the shop and on your showcase once published.',
  published: 'None of your works is published.',
  unpublished: 'All your works are published.',
}

/**
 * /admin/artworks (DECISIONS 4): the member's works, filtered by the tabs, paged
 * with the real range and count. The tab and page live in the URL (?status=&page=), so Back and a
 * reload keep them. A row opens its details; Delete asks first.
 */
export function ArtworksPage() {
  useDocumentMeta({ title: 'Artworks', description: 'Your artworks.' })
  const { tab, page, go } = useStatusPage()
  const list = useMyArtworks({ page, status: statusFilter(tab) })
  const me = useUser()
  const [opened, setOpened] = useState<Artwork | null>(null)
  const [deleting, setDeleting] = useState<Artwork | null>(null)

  const data = list.data
  const pageSize = LIMITS.pageSize

  return (
    <section className="mx-auto w-full max-w-6xl px-5 py-10 sm:px-8 lg:py-14" aria-labelledby="artworks-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="artworks-heading" className="text-4xl">
            Artworks
          </h1>
          <p className="mt-2 text-sm text-muted">Your works: add, edit, publish or withdraw them.</p>
        </div>
        <ButtonLink to={paths.admin.addArtwork.getHref()}>Add artwork</ButtonLink>
      </div>
      <div className="mt-8">
        <StatusTabs label="Filter artworks by status" value={tab} onChange={(status) => go({ status })}>
          <div className="pt-6" aria-busy={list.isFetching || undefined}>
            {list.isPending ? (
              <div className="flex flex-col gap-3" aria-hidden="true">
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} className="h-20 rounded-lg" />
                ))}
              </div>
            ) : list.isError ? (
              <ErrorState
                title="Your artworks could not be loaded."
                message={errorMessage(list.error)}
                onRetry={isRetryable(list.error) ? () => void list.refetch() : undefined}
              />
            ) : data && data.artworks.length === 0 && data.count === 0 ? (
              <EmptyState
                title="No Artwork"
                description={EMPTY_TEXT[tab]}
                action={tab === 'all' ? <ButtonLink to={paths.admin.addArtwork.getHref()}>Add artwork</ButtonLink> : null}
              />
            ) : data ? (
              <>
                <ArtworksTable artworks={data.artworks} ownName={me.data?.fullName} onOpen={setOpened} onDelete={setDeleting} />
                <TableFooter range={rangeLabel(Math.min(page, Math.max(1, data.pages)), pageSize, data.count)}>
                  <Pagination page={page} pages={data.pages} onPageChange={(to) => go({ page: to })} label="Artworks pages" />
                </TableFooter>
              </>
            ) : null}
          </div>
        </StatusTabs>
      </div>
      <ArtworkDetailModal artwork={opened} onClose={() => setOpened(null)} />
      {deleting ? (
        <DeleteArtworkDialog
          artwork={deleting}
          onClose={() => setDeleting(null)}
          // The last work of a page gone: show the page before.
          onDeleted={() => {
            if (data && data.artworks.length === 1 && page > 1) go({ page: page - 1 })
          }}
        />
      ) : null}
    </section>
  )
}
