import { SellerOnly } from '@/components/seller-only'
import { CollectionsPage } from '@/features/member-collections/components/collections-page'

/** /admin/collections: the member's collections (guarded in app/router; placed by the member area's layout). */
export default function AdminCollectionsRoute() {
  return (
    <SellerOnly what="Collections">
      <CollectionsPage />
    </SellerOnly>
  )
}
