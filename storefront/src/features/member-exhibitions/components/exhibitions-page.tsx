import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { OwnExhibition } from '@shared/api-types'
import { LIMITS } from '@shared/constants'
import { paths } from '@shared/paths'
import { TableFooter } from '@/components/member/data-table'
import { ButtonLink } from '@/components/ui/button'
import { Pagination, rangeLabel } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage, isRetryable } from '@/lib/api-client'
import { useMyExhibitions } from '../api/get-my-exhibitions'
import { DeleteExhibitionDialog } from './delete-exhibition-dialog'
import { ExhibitionsTable } from './exhibitions-table'

/**
 * /admin/exhibitions: the gallery's exhibitions, drafts too, latest opening first, with where each
 * stands (Current, Upcoming, Archive, Draft), Edit and Delete; the page in the URL (?page=).
 */
export function ExhibitionsPage() {
  useDocumentMeta({ title: 'Exhibitions', description: 'Your gallery’s exhibitions.' })
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const go = (to: number) => setParams(to > 1 ? { page: String(to) } : {})
  const list = useMyExhibitions(page)
  const [deleting, setDeleting] = useState<OwnExhibition | null>(null)
  const data = list.data
  const add = <ButtonLink to={paths.admin.addExhibition.getHref()}>Add Exhibition</ButtonLink>

  return (
    <section className="mx-auto w-full max-w-6xl px-5 py-10 sm:px-8 lg:py-14" aria-labelledby="exhibitions-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="exhibitions-heading" className="text-4xl">
            Exhibitions
          </h1>
          <p className="mt-2 text-sm text-muted">Your shows, past and to come. Visitors see those you publish on your gallery page.</p>
        </div>
        {add}
      </div>
      <div className="mt-8" aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20 rounded-lg" />
            ))}
          </div>
        ) : list.isError ? (
          <ErrorState
            title="Your exhibitions could not be loaded."
            message={errorMessage(list.error)}
            onRetry={isRetryable(list.error) ? () => void list.refetch() : undefined}
          />
        ) : data && data.count === 0 ? (
          <EmptyState
            title="No exhibitions yet"
            description="Add an exhibition with its dates, venue, cover and the works it shows. It stays a draft until you publish it."
            action={add}
          />
        ) : data ? (
          <>
            <ExhibitionsTable exhibitions={data.exhibitions} onDelete={setDeleting} />
            <TableFooter range={rangeLabel(Math.min(page, Math.max(1, data.pages)), LIMITS.pageSize, data.count)}>
              <Pagination page={page} pages={data.pages} onPageChange={go} label="Exhibitions pages" />
            </TableFooter>
          </>
        ) : null}
      </div>
      {deleting ? (
        <DeleteExhibitionDialog
          exhibition={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            if (data && data.exhibitions.length === 1 && page > 1) go(page - 1)
          }}
        />
      ) : null}
    </section>
  )
}
