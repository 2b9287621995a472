import { GalleryOnly } from '@/components/seller-only'
import { ExhibitionsPage } from '@/features/member-exhibitions/components/exhibitions-page'

/** /admin/exhibitions: a gallery's exhibitions (guarded in app/router; placed by the member area's layout). */
export default function AdminExhibitionsRoute() {
  return (
    <GalleryOnly what="Exhibitions">
      <ExhibitionsPage />
    </GalleryOnly>
  )
}
