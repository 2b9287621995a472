import type { Artwork } from '@shared/api-types'
import { ShowcaseArtworkCard } from './showcase-artwork-card'

export const SHOWCASE_GRID = 'grid grid-cols-2 gap-x-5 gap-y-12 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-8'

/** A grid of showcase cards. */
export function ShowcaseArtworkGrid({ artworks, label, eagerFirst = false }: { artworks: Artwork[]; label: string; eagerFirst?: boolean }) {
  return (
    <ul className={SHOWCASE_GRID} aria-label={label}>
      {artworks.map((artwork, index) => (
        <li key={artwork._id}>
          <ShowcaseArtworkCard artwork={artwork} priority={eagerFirst && index < 2} />
        </li>
      ))}
    </ul>
  )
}
