import { useRouteParam } from '@/components/query-page'
import { LoadFailed } from '@/components/load-failed'
import { Skeleton } from '@/components/ui/skeleton'
import { isApiError } from '@/lib/api-client'
import { paths } from '@shared/paths'
import { useRoom } from '@/features/viewing-rooms/api/rooms'
import { RoomUnavailable, RoomView } from '@/features/viewing-rooms/components/room-view'

/** /rooms/:token: a viewing room opened by its link (never listed, never indexed: the server's head says noindex). */
export default function RoomRoute() {
  const token = useRouteParam('token')
  const query = useRoom(token)
  if (query.isPending)
    return (
      <div className="container-page pt-14 pb-24" aria-busy="true">
        <Skeleton className="mx-auto h-10 w-80" />
        <Skeleton className="mx-auto mt-12 h-[28rem] max-w-5xl" />
      </div>
    )
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 410))
      return <RoomUnavailable message={query.error.message} />
    return (
      <LoadFailed
        error={query.error}
        what="viewing room"
        backTo={paths.shop.artworks.getHref()}
        backLabel="Browse artworks"
        onRetry={() => void query.refetch()}
      />
    )
  }
  return <RoomView room={query.data} />
}
