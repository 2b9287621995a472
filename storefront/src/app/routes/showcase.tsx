import { useParams } from 'react-router-dom'
import { ShowcasePage } from '@/features/showcase/components/showcase-page'

/** /{username}/page: a member's showcase of collections and artworks. */
export default function ShowcaseRoute() {
  const { username = '' } = useParams()
  return <ShowcasePage key={username} username={username} />
}
