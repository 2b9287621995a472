import { GalleryOnly } from '@/components/seller-only'
import { RepresentedArtistsPage } from '@/features/member-representation/components/represented-artists-page'

/** /admin/artists: the artists a gallery represents. */
export default function AdminArtistsRoute() {
  return (
    <GalleryOnly what="Represented artists">
      <RepresentedArtistsPage />
    </GalleryOnly>
  )
}
