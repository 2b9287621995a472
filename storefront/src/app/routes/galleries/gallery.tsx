import { useParams } from 'react-router-dom'
import { paths } from '@/config/paths'
import { LoadFailed } from '@/components/load-failed'
import { useGallery } from '@/features/galleries/api/gallery'
import { GallerySkeleton, GalleryView } from '@/features/galleries/components/gallery-view'

/** /gallery/:galleryId (an id or a username). */
export default function GalleryRoute() {
  const { galleryId = '' } = useParams()
  const query = useGallery(galleryId)
  if (query.isPending) return <GallerySkeleton />
  if (query.isError) {
    return (
      <LoadFailed
        error={query.error}
        what="gallery"
        backTo={paths.galleries.list.getHref()}
        backLabel="Explore Galleries"
        onRetry={() => void query.refetch()}
      />
    )
  }
  return <GalleryView key={query.data.gallery._id} data={query.data} />
}
