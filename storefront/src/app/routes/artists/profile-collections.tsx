import { CollectionsTeaser } from '@/features/showcase/components/collections-teaser'

/**
 * The showcase's collections teaser on an artist's profile: the app composes the two features
 * (artists, showcase), which do not import each other.
 */
export function ProfileCollections({ username }: { username: string }) {
  return <CollectionsTeaser username={username} className="container-page border-b border-line py-16 sm:py-24" />
}
