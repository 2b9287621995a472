import { Link } from 'react-router-dom'
import { ArrowRightIcon } from '@/components/ui/icons'
import { paths } from '@shared/paths'
import { ArtworkImage } from '@/components/artwork/artwork-image'
import type { GuideSummary } from '../api/guides'
import { guideArt } from './guide-art'

/** A guide in the learning hub: image, reading time, title and excerpt; opens the guide. */
export function GuideTile({ guide, priority = false }: { guide: GuideSummary; priority?: boolean }) {
  return (
    <Link to={paths.learn.guide.getHref(guide.slug)} className="group flex h-full flex-col focus-visible:outline-offset-4">
      <div className="relative overflow-hidden bg-paper-deep [aspect-ratio:4/3]">
        {guide.image?.url ? (
          <ArtworkImage
            image={guide.image}
            alt={guide.image.alt?.trim() && guide.image.alt.trim() !== guide.title ? guide.image.alt : ''}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            priority={priority}
            fit="cover"
            className="transition-transform duration-700 ease-[var(--ease-gallery)] group-hover:scale-[1.03]"
          />
        ) : (
          <div
            aria-hidden="true"
            className="absolute inset-[8%] shadow-[0_18px_30px_-18px_rgba(28,26,23,0.5)] transition-transform duration-700 ease-[var(--ease-gallery)] group-hover:scale-[1.03]"
            style={guideArt(guide.slug)}
          />
        )}
      </div>
      {guide.readingMinutes ? (
        <p className="mt-5 text-xs font-semibold tracking-[0.16em] text-muted uppercase">{guide.readingMinutes} min read</p>
      ) : null}
      <h3 className="mt-2 font-serif text-2xl leading-snug">{guide.title}</h3>
      <p className="mt-2 flex-1 leading-relaxed text-muted">{guide.excerpt}</p>
      <span className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-ink transition-[gap] group-hover:gap-3">
        Read the guide <ArrowRightIcon />
      </span>
    </Link>
  )
}

export function GuideTileSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="bg-paper-deep [aspect-ratio:4/3]" />
      <div className="mt-5 h-3 w-20 rounded-sm bg-paper-deep" />
      <div className="mt-3 h-6 w-3/4 rounded-sm bg-paper-deep" />
      <div className="mt-3 h-4 w-full rounded-sm bg-paper-deep" />
      <div className="mt-2 h-4 w-5/6 rounded-sm bg-paper-deep" />
    </div>
  )
}
