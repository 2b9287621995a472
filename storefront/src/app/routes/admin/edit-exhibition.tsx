import { useParams } from 'react-router-dom'
import { GalleryOnly } from '@/components/seller-only'
import { ExhibitionFormPage } from '@/features/member-exhibitions/components/exhibition-form-page'

/** /admin/edit/exhibition/:exhibitionId: one of the gallery's exhibitions. */
export default function AdminEditExhibitionRoute() {
  const { exhibitionId } = useParams()
  return (
    <GalleryOnly what="Editing an exhibition">
      <ExhibitionFormPage exhibitionId={exhibitionId} />
    </GalleryOnly>
  )
}
