import { Link } from 'react-router-dom'
import type { Gallery } from '@shared/api-types'
import { paths } from '@shared/paths'
import { ArtworkImage } from '@/components/artwork/artwork-image'

const exhibitionsLabel = (n: number) => `${n} ${n === 1 ? 'exhibition' : 'exhibitions'}`

/** A gallery in a grid: its banner (or photo), name and city; links to /gallery/{username}. */
export function GalleryTile({ gallery, priority = false }: { gallery: Gallery; priority?: boolean }) {
  const image = gallery.imageUrls[0] ?? gallery.photo
  return (
    <Link to={paths.galleries.gallery.getHref(gallery.username)} className="group block focus-visible:outline-offset-4">
      <div className="relative overflow-hidden bg-paper-deep [aspect-ratio:4/3]">
        {image?.url ? (
          <ArtworkImage
            image={image}
            alt={image.alt?.trim() && image.alt.trim() !== gallery.fullName ? image.alt : `Inside ${gallery.fullName}`}
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
            priority={priority}
            fit="cover"
            className="transition-transform duration-700 ease-[var(--ease-gallery)] group-hover:scale-[1.03]"
          />
        ) : (
          <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
            <span className="font-serif text-4xl text-numeral">{gallery.fullName.charAt(0)}</span>
          </div>
        )}
      </div>
      <h3 className="mt-4 font-serif text-xl leading-snug">
        <span className="bg-[linear-gradient(currentColor,currentColor)] bg-[length:0%_1px] bg-left-bottom bg-no-repeat transition-[background-size] duration-300 group-hover:bg-[length:100%_1px]">
          {gallery.fullName}
        </span>
      </h3>
      <p className="mt-1 text-sm text-muted">
        {gallery.city ? <span>{gallery.city}</span> : null}
        {gallery.city ? <span aria-hidden="true"> · </span> : null}
        <span>{exhibitionsLabel(gallery.exhibitionCount)}</span>
      </p>
    </Link>
  )
}

export function GalleryTileSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="bg-paper-deep [aspect-ratio:4/3]" />
      <div className="mt-4 h-5 w-2/3 rounded-sm bg-paper-deep" />
      <div className="mt-2 h-3 w-1/3 rounded-sm bg-paper-deep" />
    </div>
  )
}
