import { useParams } from 'react-router-dom'
import { CollectionFormPage } from '@/features/member-collections/components/collection-form-page'

/** /admin/edit/collection/:collectionId: one of the member's collections, its details and its works. */
export default function AdminEditCollectionRoute() {
  const { collectionId } = useParams()
  return <CollectionFormPage key={collectionId} collectionId={collectionId} />
}
