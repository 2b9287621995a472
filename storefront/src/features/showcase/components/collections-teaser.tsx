import { useId } from 'react'
import { Link } from 'react-router-dom'
import { LIMITS } from '@shared/constants'
import { ErrorState } from '@/components/ui/states'
import { paths } from '@shared/paths'
import { errorMessage } from '@/lib/api-client'
import { useCollections } from '../api/get-collections'
import { CollectionTile, CollectionTileSkeleton } from './collection-tile'

/** Where a collection of a member is shown: their showcase, opened at that collection. */
export const collectionHref = (username: string, collectionId: string) =>
  `${paths.showcase.getHref(username)}?collection=${encodeURIComponent(collectionId)}`

export type CollectionsTeaserProps = {
  username: string
  as?: 'h2' | 'h3'
  className?: string
}

/**
 * The collections teaser: heading 'View Collections', the member's first 2
 * collections (cover, name, description, 'View Collection') and a 'View All Collections' link to
 * the showcase. Shows nothing when the member has no collections.
 */
export function CollectionsTeaser({ username, as: Heading = 'h2', className }: CollectionsTeaserProps) {
  const titleId = useId()
  const query = useCollections(username)
  const collections = query.data?.pages[0]?.collections.slice(0, LIMITS.collectionsTeaser) ?? []
  if (query.isSuccess && collections.length === 0) return null

  return (
    <section aria-labelledby={titleId} className={className}>
      <div className="mb-8 flex flex-wrap items-baseline justify-between gap-3">
        <Heading id={titleId} className="text-3xl sm:text-4xl">
          View Collections
        </Heading>
        <Link to={`${paths.showcase.getHref(username)}#collections`} className="link-quiet text-sm font-medium">
          View All Collections
        </Link>
      </div>
      {query.isPending ? (
        <div aria-busy="true" className="grid gap-8 sm:grid-cols-2">
          <span role="status" className="sr-only">
            Loading the collections
          </span>
          <CollectionTileSkeleton />
          <CollectionTileSkeleton />
        </div>
      ) : query.isError ? (
        <ErrorState title="The collections could not be loaded." message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2">
          {collections.map((collection) => (
            <li key={collection._id}>
              <CollectionTile collection={collection} href={collectionHref(username, collection._id)} as={Heading === 'h2' ? 'h3' : 'h4'} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
