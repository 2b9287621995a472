import { SellerOnly } from '@/components/seller-only'
import { ArtworksPage } from '@/features/member-artworks/components/artworks-page'

/** /admin/artworks: the member's works (guarded in app/router; placed by the member area's layout). */
export default function AdminArtworksRoute() {
  return (
    <SellerOnly what="Artworks">
      <ArtworksPage />
    </SellerOnly>
  )
}
