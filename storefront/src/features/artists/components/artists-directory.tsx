import { useSearchParams } from 'react-router-dom'
import { TOP_ARTIST_TABS } from '@shared/constants'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { Tabs } from '@/components/ui/tabs'
import { useTopArtists, type TopArtistTab } from '../api/top-artists'
import { ArtistTile, ArtistTileSkeleton } from '@/components/artist-tile'
import { LoadMore } from '@/components/load-more'

const slugOf = (tab: string) => tab.toLowerCase().replace(/\s+/g, '-')
const GRID = 'grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4 lg:gap-x-8 lg:gap-y-14'

function ArtistsGrid({ type }: { type: TopArtistTab }) {
  const query = useTopArtists(type)
  if (query.isPending) {
    return (
      <div className={GRID} aria-busy="true">
        <span className="sr-only">Loading {type}</span>
        {Array.from({ length: 8 }, (_, i) => (
          <ArtistTileSkeleton key={i} />
        ))}
      </div>
    )
  }
  if (query.isError && !query.data) {
    return <ErrorState title="The artists could not be loaded." message={query.error.message} onRetry={() => void query.refetch()} />
  }
  const pages = query.data?.pages ?? []
  const artists = pages.flatMap((p) => p.artists)
  const count = pages[0]?.count ?? 0
  if (!artists.length) return <EmptyState title="No artists here yet" description="New artists join every week. Do look again soon." />
  return (
    <>
      <ul className={GRID}>
        {artists.map((artist, index) => (
          <li key={artist._id}>
            <ArtistTile artist={artist} priority={index < 2} />
          </li>
        ))}
      </ul>
      <LoadMore
        shown={artists.length}
        count={Math.max(count, artists.length)}
        noun="artists"
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  )
}

/** 'Explore Artists': the three tabs of top artists (the tab is kept in the URL). */
export function ArtistsDirectory() {
  const [params, setParams] = useSearchParams()
  const type = TOP_ARTIST_TABS.find((t) => slugOf(t) === params.get('tab')) ?? TOP_ARTIST_TABS[0]
  const onChange = (next: TopArtistTab) =>
    setParams(next === TOP_ARTIST_TABS[0] ? {} : { tab: slugOf(next) }, { replace: true, preventScrollReset: true })
  return (
    <Tabs label="Artists" items={TOP_ARTIST_TABS.map((t) => ({ value: t, label: t }))} value={type} onChange={onChange}>
      <div className="pt-10 sm:pt-12">
        <ArtistsGrid type={type} />
      </div>
    </Tabs>
  )
}
