import { QueryPage, useRouteParam } from '@/components/query-page'
import { paths } from '@shared/paths'
import { useExhibition } from '@/features/galleries/api/exhibition'
import { ExhibitionSkeleton, ExhibitionView } from '@/features/galleries/components/exhibition-view'

/** /exhibition/:id. */
export default function ExhibitionRoute() {
  const query = useExhibition(useRouteParam('id'))
  return (
    <QueryPage
      query={query}
      skeleton={<ExhibitionSkeleton />}
      what="exhibition"
      back={{ to: paths.galleries.list.getHref(), label: 'Explore Galleries' }}
    >
      {(data) => <ExhibitionView data={data} />}
    </QueryPage>
  )
}
