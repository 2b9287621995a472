import { SellerOnly } from '@/components/seller-only'
import { CollectionFormPage } from '@/features/member-collections/components/collection-form-page'

/** /admin/add/collection: a new collection. */
export default function AdminAddCollectionRoute() {
  return (
    <SellerOnly what="Making a collection">
      <CollectionFormPage />
    </SellerOnly>
  )
}
