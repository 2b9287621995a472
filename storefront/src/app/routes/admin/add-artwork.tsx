import { SellerOnly } from '@/components/seller-only'
import { useSearchParams } from 'react-router-dom'
import { ArtworkFormPage } from '@/features/member-artworks/components/artwork-form-page'

/** /admin/add/artwork: a new work, or with ?id= an existing one to edit. */
export default function AdminAddArtworkRoute() {
  const [params] = useSearchParams()
  const id = params.get('id') || undefined
  return (
    <SellerOnly what="Listing a work">
      <ArtworkFormPage key={id ?? 'new'} artworkId={id} />
    </SellerOnly>
  )
}
