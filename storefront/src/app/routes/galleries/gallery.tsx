import { QueryPage, useRouteParam } from '@/components/query-page'
import { paths } from '@shared/paths'
import { useGallery } from '@/features/galleries/api/gallery'
import { GallerySkeleton, GalleryView } from '@/features/galleries/components/gallery-view'

/** /gallery/:galleryId (an id or a username). */
export default function GalleryRoute() {
  const query = useGallery(useRouteParam('galleryId'))
  return (
    <QueryPage
      query={query}
      skeleton={<GallerySkeleton />}
      what="gallery"
      back={{ to: paths.galleries.list.getHref(), label: 'Explore Galleries' }}
    >
      {(data) => <GalleryView key={data.gallery._id} data={data} />}
    </QueryPage>
  )
}
