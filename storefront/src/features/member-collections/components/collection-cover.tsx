import type { ArtworkCollection } from '@shared/api-types'
import { pickImageUrl } from '@shared/images'

/** A collection's cover, small (a table row, a phone's card). */
export function CollectionCover({ collection, size = 'md' }: { collection: ArtworkCollection; size?: 'md' | 'lg' }) {
  const url = pickImageUrl(collection.coverImage, 200) ?? collection.coverImageUrl
  const box = size === 'lg' ? 'size-20' : 'size-12'
  return url ? (
    <img src={url} alt="" width={80} height={80} loading="lazy" className={`${box} shrink-0 rounded-md bg-paper-deep object-cover`} />
  ) : (
    <span aria-hidden="true" className={`${box} block shrink-0 rounded-md bg-paper-deep`} />
  )
}
