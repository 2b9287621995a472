import { ArtistOnly } from '@/components/seller-only'
import { MyGalleriesPage } from '@/features/member-representation/components/my-galleries-page'

/** /admin/galleries: an artist's galleries, and their requests to represent them. */
export default function AdminGalleriesRoute() {
  return (
    <ArtistOnly what="Galleries">
      <MyGalleriesPage />
    </ArtistOnly>
  )
}
