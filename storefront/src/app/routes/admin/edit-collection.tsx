import { SellerOnly } from '@/components/seller-only'
import { useParams } from 'react-router-dom'
import { CollectionFormPage } from '@/features/member-collections/components/collection-form-page'

/** /admin/edit/collection/:collectionId: one of the member's collections, its details and its works. */
export default function AdminEditCollectionRoute() {
  const { collectionId } = useParams()
  return (
    <SellerOnly what="Editing a collection">
      <CollectionFormPage key={collectionId} collectionId={collectionId} />
    </SellerOnly>
  )
}
