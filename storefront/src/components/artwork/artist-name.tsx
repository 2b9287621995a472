import { Link } from 'react-router-dom'
import type { Artwork } from '@shared/api-types'
import { paths } from '@shared/paths'
import { cn } from '@/lib/cn'

/**
 * The represented artist's name: a link to their profile, or the name alone when the artist has
 * no profile on Kala (artistSlug null), so no link leads to a page that is not there.
 */
export function ArtistName({ artwork, className }: { artwork: Pick<Artwork, 'artistName' | 'artistSlug'>; className?: string }) {
  if (!artwork.artistSlug) return <span className={className}>{artwork.artistName}</span>
  return (
    <Link to={paths.artists.artist.getHref(artwork.artistSlug)} className={cn(className, 'hover:text-ink')}>
      {artwork.artistName}
    </Link>
  )
}
