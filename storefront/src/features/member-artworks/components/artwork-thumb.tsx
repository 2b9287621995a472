import type { Artwork } from '@shared/api-types'
import { pickImageUrl } from '@shared/images'

/** The work's front image, small (a table row, a phone's card). */
export function ArtworkThumb({ artwork, size = 'md' }: { artwork: Artwork; size?: 'md' | 'lg' }) {
  const url = pickImageUrl(artwork.imageUrls[0], 200)
  const box = size === 'lg' ? 'size-20' : 'size-12'
  return url ? (
    <img src={url} alt="" width={80} height={80} loading="lazy" className={`${box} shrink-0 rounded-md bg-paper-deep object-cover`} />
  ) : (
    <span aria-hidden="true" className={`${box} block shrink-0 rounded-md bg-paper-deep`} />
  )
}
