import { useParams } from 'react-router-dom'
import { paths } from '@/config/paths'
import { LoadFailed } from '@/components/load-failed'
import { useExhibition } from '@/features/galleries/api/exhibition'
import { ExhibitionSkeleton, ExhibitionView } from '@/features/galleries/components/exhibition-view'

/** /exhibition/:id. */
export default function ExhibitionRoute() {
  const { id = '' } = useParams()
  const query = useExhibition(id)
  if (query.isPending) return <ExhibitionSkeleton />
  if (query.isError) {
    return (
      <LoadFailed
        error={query.error}
        what="exhibition"
        backTo={paths.galleries.list.getHref()}
        backLabel="Explore Galleries"
        onRetry={() => void query.refetch()}
      />
    )
  }
  return <ExhibitionView data={query.data} />
}
