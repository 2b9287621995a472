import { Link } from 'react-router-dom'
import type { ArtistSummary } from '@shared/api-types'
import { paths } from '@shared/paths'
import { Portrait, PortraitFrame } from './portrait'

export const TILE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw'

export const worksLabel = (count: number) => `${count} ${count === 1 ? 'work' : 'works'}`

/** An artist in a grid: photo, name, city and number of works, linking to the artist's works. */
export function ArtistTile({ artist, priority = false }: { artist: ArtistSummary; priority?: boolean }) {
  return (
    <Link to={paths.artists.artworks.getHref(artist.artistSlug)} className="group block focus-visible:outline-offset-4">
      <PortraitFrame>
        <Portrait
          photo={artist.photo}
          name={artist.artistName}
          sizes={TILE_SIZES}
          priority={priority}
          className="transition-transform duration-700 ease-[var(--ease-gallery)] group-hover:scale-[1.03]"
        />
      </PortraitFrame>
      <h3 className="mt-4 font-serif text-lg leading-snug sm:text-xl">
        <span className="bg-[linear-gradient(currentColor,currentColor)] bg-[length:0%_1px] bg-left-bottom bg-no-repeat transition-[background-size] duration-300 group-hover:bg-[length:100%_1px]">
          {artist.artistName}
        </span>
      </h3>
      <p className="mt-1 text-sm text-muted">
        {artist.city ? <span>{artist.city}</span> : null}
        {artist.city ? <span aria-hidden="true"> · </span> : null}
        <span>{worksLabel(artist.artworkCount)}</span>
      </p>
    </Link>
  )
}

export function ArtistTileSkeleton() {
  return (
    <div aria-hidden="true">
      <PortraitFrame />
      <div className="mt-4 h-5 w-2/3 rounded-sm bg-paper-deep" />
      <div className="mt-2 h-3 w-1/3 rounded-sm bg-paper-deep" />
    </div>
  )
}
