import { GalleryOnly } from '@/components/seller-only'
import { ExhibitionFormPage } from '@/features/member-exhibitions/components/exhibition-form-page'

/** /admin/add/exhibition: a new exhibition. */
export default function AdminAddExhibitionRoute() {
  return (
    <GalleryOnly what="Making an exhibition">
      <ExhibitionFormPage />
    </GalleryOnly>
  )
}
