import { useSearchParams } from 'react-router-dom'
import { TOP_GALLERY_TABS } from '@shared/constants'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { Tabs } from '@/components/ui/tabs'
import { LoadMore } from '@/components/load-more'
import { useTopGalleries, type TopGalleryTab } from '../api/top-galleries'
import { GalleryTile, GalleryTileSkeleton } from './gallery-tile'

const slugOf = (tab: string) => tab.toLowerCase().replace(/\s+/g, '-')
const GRID = 'grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-16'

function GalleriesGrid({ type }: { type: TopGalleryTab }) {
  const query = useTopGalleries(type)
  if (query.isPending) {
    return (
      <div className={GRID} aria-busy="true">
        <span className="sr-only">Loading {type}</span>
        {Array.from({ length: 6 }, (_, i) => (
          <GalleryTileSkeleton key={i} />
        ))}
      </div>
    )
  }
  if (query.isError && !query.data) {
    return <ErrorState title="The galleries could not be loaded." message={query.error.message} onRetry={() => void query.refetch()} />
  }
  const pages = query.data?.pages ?? []
  const galleries = pages.flatMap((p) => p.galleries)
  const count = pages[0]?.count ?? 0
  if (!galleries.length) return <EmptyState title="No galleries here yet" description="Galleries are joining Kala. Do look again soon." />
  return (
    <>
      <ul className={GRID}>
        {galleries.map((gallery, index) => (
          <li key={gallery._id}>
            <GalleryTile gallery={gallery} priority={index < 1} />
          </li>
        ))}
      </ul>
      <LoadMore
        shown={galleries.length}
        count={Math.max(count, galleries.length)}
        noun="galleries"
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  )
}

/** 'Explore Galleries': Currently Viewing / Most Active / New Arrivals (the tab is kept in the URL). */
export function GalleriesDirectory() {
  const [params, setParams] = useSearchParams()
  const type = TOP_GALLERY_TABS.find((t) => slugOf(t) === params.get('tab')) ?? TOP_GALLERY_TABS[0]
  const onChange = (next: TopGalleryTab) =>
    setParams(next === TOP_GALLERY_TABS[0] ? {} : { tab: slugOf(next) }, { replace: true, preventScrollReset: true })
  return (
    <Tabs label="Galleries" items={TOP_GALLERY_TABS.map((t) => ({ value: t, label: t }))} value={type} onChange={onChange}>
      <div className="pt-10 sm:pt-12">
        <GalleriesGrid type={type} />
      </div>
    </Tabs>
  )
}
