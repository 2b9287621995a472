import { useState } from 'react'
import { TOP_ARTWORK_TYPES, type TopArtworkType } from '@shared/constants'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { Tabs } from '@/components/ui/tabs'
import { useTopArtworks } from '../api/top-artworks'
import { ArtworkCard, ArtworkCardSkeleton } from '@/components/artwork/artwork-card'

const SHOWN = 8

function TopList({ type }: { type: TopArtworkType }) {
  const query = useTopArtworks(type)
  if (query.isPending) {
    return (
      <div className="grid grid-cols-2 gap-x-5 gap-y-10 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-8" aria-busy="true">
        <span className="sr-only">Loading {type}</span>
        {Array.from({ length: 4 }, (_, i) => (
          <ArtworkCardSkeleton key={i} />
        ))}
      </div>
    )
  }
  if (query.isError) {
    return <ErrorState title={`${type} could not be loaded.`} message={query.error.message} onRetry={() => void query.refetch()} />
  }
  if (!query.data.length) return <EmptyState title="No Artworks Found" description="New work arrives every week. Do look again soon." />
  return (
    <ul className="grid grid-cols-2 gap-x-5 gap-y-12 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-8">
      {query.data.slice(0, SHOWN).map((artwork) => (
        <li key={artwork._id}>
          <ArtworkCard artwork={artwork} />
        </li>
      ))}
    </ul>
  )
}

/** Trending Artworks / Top Picked / New Arrivals, one tab each. */
export function TopLists() {
  const [type, setType] = useState<TopArtworkType>('Trending Artworks')
  return (
    <Tabs label="Top artworks" items={TOP_ARTWORK_TYPES.map((t) => ({ value: t, label: t }))} value={type} onChange={setType}>
      <div className="pt-10">
        <TopList type={type} />
      </div>
    </Tabs>
  )
}
