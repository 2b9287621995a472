import { ErrorState } from '@/components/ui/states'
import { Skeleton } from '@/components/ui/skeleton'
import { useTopArtworks } from '../api/top-artworks'
import { ArtworkCarousel } from './artwork-carousel'

/** The carousel fed by POST /api/public/top-artworks { type: 'Top Picked' }. */
export function TopPickedCarousel() {
  const query = useTopArtworks('Top Picked')
  if (query.isPending) {
    return (
      <div
        className="flex h-[calc(min(56vw,300px)*1.25+4.5rem)] items-start justify-center gap-6 pt-6 sm:h-[450px] lg:h-[500px]"
        aria-busy="true"
      >
        <span className="sr-only">Loading top picked artworks</span>
        <Skeleton className="hidden aspect-[4/5] w-[240px] opacity-60 lg:block" />
        <Skeleton className="aspect-[4/5] w-[min(56vw,300px)] sm:w-[300px] lg:w-[340px]" />
        <Skeleton className="hidden aspect-[4/5] w-[240px] opacity-60 lg:block" />
      </div>
    )
  }
  if (query.isError) {
    return (
      <ErrorState
        title="The top picks could not be loaded."
        message={query.error.message}
        onRetry={() => void query.refetch()}
        className="mx-5 sm:mx-auto sm:max-w-xl"
      />
    )
  }
  if (!query.data.length) return null
  return <ArtworkCarousel artworks={query.data} />
}
