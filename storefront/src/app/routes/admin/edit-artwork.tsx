import { SellerOnly } from '@/components/seller-only'
import { useParams } from 'react-router-dom'
import { ArtworkFormPage } from '@/features/member-artworks/components/artwork-form-page'

/** /admin/edit/artwork/:artworkId: one of the member's works in the artwork form. */
export default function AdminEditArtworkRoute() {
  const { artworkId } = useParams()
  return (
    <SellerOnly what="Editing a work">
      <ArtworkFormPage key={artworkId} artworkId={artworkId} />
    </SellerOnly>
  )
}
