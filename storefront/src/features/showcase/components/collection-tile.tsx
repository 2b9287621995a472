import { Link } from 'react-router-dom'
import type { ArtworkCollection, ImageSet } from '@shared/api-types'
import { ArtworkImage } from '@/components/artwork/artwork-image'
import { cn } from '@/lib/cn'
import { excerpt } from '@shared/format'

/** The cover as an ImageSet: `coverImage`, else the bare `coverImageUrl` (the API answers both). */
export function coverOf(collection: ArtworkCollection): ImageSet | null {
  if (collection.coverImage?.url) return collection.coverImage
  if (collection.coverImageUrl) return { url: collection.coverImageUrl, alt: '', width: 0, height: 0 }
  return null
}

export type CollectionTileProps = {
  collection: ArtworkCollection
  href: string
  /** The collection being shown below the tiles. */
  current?: boolean
  sizes?: string
  as?: 'h2' | 'h3' | 'h4'
}

/**
 * A collection: cover image, name, description and a 'View Collection' label. The whole tile is
 * the link (the name's link stretches over it), so it reads as one link named by the collection.
 */
export function CollectionTile({
  collection,
  href,
  current = false,
  sizes = '(min-width: 1024px) 420px, (min-width: 640px) 50vw, 100vw',
  as: Heading = 'h3',
}: CollectionTileProps) {
  const cover = coverOf(collection)
  const works = collection.artworkCount
  return (
    <article className="group relative flex flex-col">
      <div
        className={cn(
          'relative overflow-hidden bg-paper-deep [aspect-ratio:4/3]',
          current && 'ring-2 ring-ink ring-offset-4 ring-offset-paper',
        )}
      >
        <ArtworkImage
          image={cover}
          alt=""
          fit="cover"
          sizes={sizes}
          className="transition-transform duration-700 ease-[var(--ease-gallery)] group-hover:scale-[1.03]"
        />
      </div>
      <Heading className="mt-4 font-serif text-xl leading-snug">
        <Link
          to={href}
          aria-current={current ? 'true' : undefined}
          className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline group-hover:underline group-hover:decoration-line-strong group-hover:underline-offset-4 [&:focus-visible]:after:outline-2 [&:focus-visible]:after:outline-offset-4 [&:focus-visible]:after:outline-accent"
        >
          {collection.collectionName}
        </Link>
      </Heading>
      {collection.description ? (
        <p className="mt-1.5 line-clamp-3 text-sm leading-relaxed text-muted">{excerpt(collection.description, 180)}</p>
      ) : null}
      <p aria-hidden="true" className="mt-3 flex items-center gap-2 text-sm font-medium text-ink">
        View Collection
        <span className="transition-transform duration-300 group-hover:translate-x-1">→</span>
        {works > 0 ? <span className="ml-auto text-xs font-normal text-muted">{works === 1 ? '1 work' : `${works} works`}</span> : null}
      </p>
    </article>
  )
}

export function CollectionTileSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="bg-paper-deep [aspect-ratio:4/3]" />
      <div className="mt-4 h-5 w-1/2 rounded-sm bg-paper-deep" />
      <div className="mt-2 h-3 w-5/6 rounded-sm bg-paper-deep" />
      <div className="mt-3 h-3 w-1/4 rounded-sm bg-paper-deep" />
    </div>
  )
}
