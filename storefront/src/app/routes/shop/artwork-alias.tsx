import { Navigate, useParams } from 'react-router-dom'
import { paths } from '@shared/paths'

/** /artwork/{uploadedBy}/{id} resolves to the artwork page (DECISIONS 12). */
export default function ArtworkAliasRoute() {
  const { uploadedBy = '', id = '' } = useParams()
  return <Navigate to={paths.shop.artwork.getHref(uploadedBy, id)} replace />
}
