import { useState } from 'react'
import { EXHIBITION_FILTERS, type ExhibitionFilter } from '@shared/constants'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { Tabs } from '@/components/ui/tabs'
import { LoadMore } from '@/components/load-more'
import { useExhibitions } from '../api/exhibitions'
import { ExhibitionTile, ExhibitionTileSkeleton } from './exhibition-tile'

export const FILTER_LABEL: Record<ExhibitionFilter, string> = { current: 'Current', upcoming: 'Upcoming', archive: 'Archive' }
const EMPTY_TEXT: Record<ExhibitionFilter, string> = {
  current: 'Nothing is on view right now.',
  upcoming: 'No exhibitions are announced yet.',
  archive: 'No past exhibitions yet.',
}
const GRID = 'grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3 lg:gap-x-8'

function ExhibitionsGrid({ galleryId, filter }: { galleryId: string; filter: ExhibitionFilter }) {
  const query = useExhibitions(galleryId, filter)
  if (query.isPending) {
    return (
      <div className={GRID} aria-busy="true">
        <span className="sr-only">Loading exhibitions</span>
        {Array.from({ length: 3 }, (_, i) => (
          <ExhibitionTileSkeleton key={i} />
        ))}
      </div>
    )
  }
  if (query.isError && !query.data) {
    return <ErrorState title="The exhibitions could not be loaded." message={query.error.message} onRetry={() => void query.refetch()} />
  }
  const pages = query.data?.pages ?? []
  const exhibitions = pages.flatMap((p) => p.exhibitions)
  if (!exhibitions.length)
    return <EmptyState title={EMPTY_TEXT[filter]} description="Choose another tab to see the gallery's other exhibitions." />
  return (
    <>
      <ul className={GRID}>
        {exhibitions.map((exhibition) => (
          <li key={exhibition._id}>
            <ExhibitionTile exhibition={exhibition} />
          </li>
        ))}
      </ul>
      <LoadMore
        shown={exhibitions.length}
        count={Math.max(pages[0]?.count ?? 0, exhibitions.length)}
        noun="exhibitions"
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  )
}

/**
 * 'Explore Exhibitions By {name}' with the filter row Current (the default) / Upcoming / Archive,
 * which really filters, by the exhibitions' start and end dates (DECISIONS 2).
 */
export function ExhibitionsSection({ galleryId, galleryName }: { galleryId: string; galleryName: string }) {
  const [filter, setFilter] = useState<ExhibitionFilter>('current')
  return (
    <section aria-labelledby="exhibitions-title" className="container-page py-16 sm:py-24">
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <h2 id="exhibitions-title" className="max-w-2xl text-4xl leading-tight sm:text-5xl">
          Explore Exhibitions By {galleryName}
        </h2>
      </div>
      <Tabs
        label="Exhibitions"
        variant="pill"
        className="mt-8"
        items={EXHIBITION_FILTERS.map((f) => ({ value: f, label: FILTER_LABEL[f] }))}
        value={filter}
        onChange={setFilter}
      >
        <div className="pt-10">
          <ExhibitionsGrid galleryId={galleryId} filter={filter} />
        </div>
      </Tabs>
    </section>
  )
}
