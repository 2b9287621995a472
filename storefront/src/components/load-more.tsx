import { LIMITS } from '@shared/constants'
import { Button } from '@/components/ui/button'

/**
 * The foot of a paged grid: how many are shown, 'Load More' while pages remain, and a short
 * message with 'Try again' when loading the next page failed.
 */
export function LoadMore({
  shown,
  count,
  noun,
  hasMore,
  loading,
  failed,
  onLoadMore,
}: {
  shown: number
  count: number
  /** Plural noun: 'artists', 'galleries'… */
  noun: string
  hasMore: boolean
  loading: boolean
  failed: boolean
  onLoadMore: () => void
}) {
  // Nothing to say when everything fitted on the first page.
  if (!count || (!hasMore && !failed && shown >= count && shown <= LIMITS.pageSize)) return null
  return (
    <div className="mt-14 flex flex-col items-center gap-4 text-center">
      <p className="text-sm text-muted" aria-live="polite">
        Showing {shown} of {count} {noun}
      </p>
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          More {noun} could not be loaded.
        </p>
      ) : null}
      {hasMore ? (
        <Button variant="secondary" onClick={onLoadMore} loading={loading}>
          {failed ? 'Try again' : 'Load More'}
        </Button>
      ) : null}
    </div>
  )
}
