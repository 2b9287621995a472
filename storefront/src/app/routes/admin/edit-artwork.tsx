import { useParams } from 'react-router-dom'
import { ArtworkFormPage } from '@/features/member-artworks/components/artwork-form-page'

/** /admin/edit/artwork/:artworkId: one of the member's works in the artwork form. */
export default function AdminEditArtworkRoute() {
  const { artworkId } = useParams()
  return <ArtworkFormPage key={artworkId} artworkId={artworkId} />
}
