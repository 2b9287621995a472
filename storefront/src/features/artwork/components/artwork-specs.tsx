import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Artwork } from '@shared/api-types'
import { paths } from '@shared/paths'
import { formatDimensions, formatEdition, formatMediumOnMaterial } from '@shared/format'
import { onFirstUse } from '@shared/onFirstUse'

const inches = onFirstUse<number>(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }))

/** 'W x H in.', with the depth when there is one: '24 x 36 x 1.5 in.'. */
export function formatSize(artwork: Pick<Artwork, 'width' | 'height' | 'depth'>): string | null {
  const wh = formatDimensions(artwork.width, artwork.height)
  if (!wh) return null
  return artwork.depth && artwork.depth > 0 ? wh.replace(' in.', ` x ${inches.format(artwork.depth)} in.`) : wh
}

/**
 * The full specifications: artist (linking to the profile), title, year
 * when known, the edition, size as W x H in. (and depth), medium on material, 'Signed' or 'n/a', location.
 */
export function ArtworkSpecs({ artwork }: { artwork: Artwork }) {
  const size = formatSize(artwork)
  const rows: Array<{ term: string; detail: ReactNode }> = [
    {
      term: 'Artist',
      detail: artwork.artistSlug ? (
        <Link to={paths.artists.artist.getHref(artwork.artistSlug)} className="link-quiet">
          {artwork.artistName}
        </Link>
      ) : (
        artwork.artistName
      ),
    },
    { term: 'Title', detail: artwork.title },
    { term: 'Edition', detail: formatEdition(artwork.edition) },
  ]
  if (artwork.yearOfCreation) rows.push({ term: 'Year', detail: artwork.yearOfCreation })
  rows.push(
    { term: 'Size', detail: size ?? 'n/a' },
    { term: 'Medium', detail: formatMediumOnMaterial(artwork.medium, artwork.material) || 'n/a' },
    { term: 'Signature', detail: artwork.signed ? 'Signed' : 'n/a' },
  )
  if (artwork.location) rows.push({ term: 'Location', detail: artwork.location })
  return (
    <dl className="grid grid-cols-[7.5rem_minmax(0,1fr)] text-[0.95rem]">
      {rows.map((row) => (
        <div key={row.term} className="col-span-2 grid grid-cols-subgrid border-b border-line py-3 first:border-t">
          <dt className="text-muted">{row.term}</dt>
          <dd className="text-ink">{row.detail}</dd>
        </div>
      ))}
    </dl>
  )
}
