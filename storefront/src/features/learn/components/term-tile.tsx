import { Link } from 'react-router-dom'
import type { DictionaryTerm } from '@shared/api-types'
import { COLOR_HEX, COLORS } from '@shared/constants'
import { paths } from '@shared/paths'
import { ArtworkImage } from '@/components/artwork/artwork-image'

/** A stable colour pair per term, for tiles without an image. */
function fallbackArt(slug: string) {
  let hash = 0
  for (const ch of slug) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  const a = COLOR_HEX[COLORS[hash % COLORS.length]!]
  const b = COLOR_HEX[COLORS[(hash >> 4) % COLORS.length]!]
  return { background: `radial-gradient(circle at 70% 30%, ${a}cc 0 22%, transparent 50%), linear-gradient(150deg, ${b}, #1c1a17)` }
}

export const termHref = (term: Pick<DictionaryTerm, 'categorySlug' | 'slug'>) =>
  paths.learn.dictionary.getHref({ category: term.categorySlug, term: term.slug })

/**
 * A dictionary term as a tile: its image as the tile's background (4:3, like the images the
 * catalogue carries) and the term's name under it. Opens the term.
 */
export function TermTile({ term }: { term: DictionaryTerm }) {
  return (
    <Link to={termHref(term)} className="group block focus-visible:outline-offset-4">
      <span className="relative block overflow-hidden rounded-sm bg-ink [aspect-ratio:4/3]">
        {term.image?.url ? (
          <ArtworkImage
            image={term.image}
            alt=""
            sizes="(min-width: 1024px) 23vw, (min-width: 640px) 33vw, 50vw"
            fit="cover"
            className="transition-transform duration-700 ease-[var(--ease-gallery)] group-hover:scale-[1.05]"
          />
        ) : (
          <span
            aria-hidden="true"
            className="absolute inset-0 transition-transform duration-700 ease-[var(--ease-gallery)] group-hover:scale-[1.05]"
            style={fallbackArt(term.slug)}
          />
        )}
      </span>
      <span className="mt-2.5 block font-serif text-lg leading-snug text-ink group-hover:underline group-hover:decoration-line-strong group-hover:underline-offset-4">
        {term.term}
      </span>
    </Link>
  )
}

export function TermTileSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="rounded-sm bg-paper-deep [aspect-ratio:4/3]" />
      <div className="mt-3 h-4 w-2/3 rounded-sm bg-paper-deep" />
    </div>
  )
}
