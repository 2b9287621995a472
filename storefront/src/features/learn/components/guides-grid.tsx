import { EmptyState, ErrorState } from '@/components/ui/states'
import { useGuides } from '../api/guides'
import { GuideTile, GuideTileSkeleton } from './guide-tile'

const GRID = 'grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3'

/** The learning hub's six guides (or fewer, without `exclude`, for 'Keep reading'). */
export function GuidesGrid({ exclude, limit }: { exclude?: string; limit?: number }) {
  const query = useGuides()
  if (query.isPending) {
    return (
      <div className={GRID} aria-busy="true">
        <span className="sr-only">Loading the guides</span>
        {Array.from({ length: limit ?? 6 }, (_, i) => (
          <GuideTileSkeleton key={i} />
        ))}
      </div>
    )
  }
  if (query.isError)
    return <ErrorState title="The guides could not be loaded." message={query.error.message} onRetry={() => void query.refetch()} />
  const guides = query.data.filter((g) => g.slug !== exclude).slice(0, limit)
  if (!guides.length) return <EmptyState title="No guides yet" description="Our first guides are being written." />
  return (
    <ul className={GRID}>
      {guides.map((guide, i) => (
        <li key={guide.slug}>
          <GuideTile guide={guide} priority={!exclude && i === 0} />
        </li>
      ))}
    </ul>
  )
}
