import { Link } from 'react-router-dom'
import { ButtonLink } from '@/components/ui/button'
import { ArrowLeftIcon } from '@/components/ui/icons'
import { paths } from '@shared/paths'
import { ArtworkImage } from '@/components/artwork/artwork-image'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { pickImageUrl } from '@shared/images'
import { paragraphsOf, type Guide } from '../api/guides'
import { guideArt } from './guide-art'
import { GuidesGrid } from './guides-grid'

const anchor = (i: number) => `section-${i + 1}`

/** One guide, readable in full: title, lead, a table of contents and its sections. */
export function GuideReader({ guide }: { guide: Guide }) {
  useDocumentMeta({ title: guide.title, description: guide.excerpt, image: pickImageUrl(guide.image, 1200), type: 'article' })
  return (
    <>
      <article aria-labelledby="guide-title" className="container-page pt-8 pb-16 sm:pt-10 sm:pb-24">
        <Link to={paths.learn.howTo.getHref()} className="inline-flex items-center gap-2 text-sm text-ink-soft hover:text-ink">
          <ArrowLeftIcon /> All guides
        </Link>
        <header className="mx-auto mt-10 max-w-3xl text-center">
          <p className="eyebrow">Guide{guide.readingMinutes ? ` · ${guide.readingMinutes} min read` : ''}</p>
          <h1 id="guide-title" className="mt-5 text-4xl leading-[1.08] sm:text-6xl">
            {guide.title}
          </h1>
          <p className="mt-6 text-xl leading-relaxed text-ink-soft">{guide.excerpt}</p>
        </header>
        <div className="relative mx-auto mt-12 max-w-5xl overflow-hidden bg-paper-deep [aspect-ratio:16/9]">
          {guide.image?.url ? (
            <ArtworkImage
              image={guide.image}
              alt={guide.image.alt?.trim() && guide.image.alt.trim() !== guide.title ? guide.image.alt : ''}
              sizes="(min-width: 1024px) 1024px, 100vw"
              priority
              fit="cover"
            />
          ) : (
            <div
              aria-hidden="true"
              className="absolute inset-[10%] shadow-[0_30px_40px_-24px_rgba(28,26,23,0.5)]"
              style={guideArt(guide.slug)}
            />
          )}
        </div>
        <div className="mx-auto mt-14 grid max-w-5xl gap-12 lg:grid-cols-[14rem_1fr] lg:gap-16">
          {guide.sections.length > 1 ? (
            <nav aria-label="In this guide" className="lg:sticky lg:top-28 lg:self-start">
              <p className="eyebrow">In this guide</p>
              <ol className="mt-4 space-y-2.5 border-l border-line pl-4 text-sm">
                {guide.sections.map((section, i) => (
                  <li key={i}>
                    <a href={`#${anchor(i)}`} className="text-ink-soft hover:text-ink">
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : (
            <div />
          )}
          <div className="max-w-[68ch]">
            {guide.sections.map((section, i) => (
              <section key={i} id={anchor(i)} aria-labelledby={`${anchor(i)}-title`} className="scroll-mt-28 [&+&]:mt-12">
                <h2 id={`${anchor(i)}-title`} className="text-3xl leading-tight">
                  {section.heading}
                </h2>
                <div className="mt-4 space-y-5 text-[1.075rem] leading-[1.75] text-ink-soft">
                  {paragraphsOf(section.body).map((p, j) => (
                    <p key={j}>{p}</p>
                  ))}
                </div>
              </section>
            ))}
            <div className="mt-16 flex flex-col gap-3 border-t border-line pt-10 sm:flex-row">
              <ButtonLink to={paths.shop.artworks.getHref()}>Explore Artworks</ButtonLink>
              <ButtonLink to={paths.learn.quiz.getHref()} variant="secondary">
                Take the Style Quiz
              </ButtonLink>
            </div>
          </div>
        </div>
      </article>
      <section aria-labelledby="more-guides" className="border-t border-line bg-canvas">
        <div className="container-page py-16 sm:py-20">
          <h2 id="more-guides" className="text-3xl sm:text-4xl">
            Keep reading
          </h2>
          <div className="mt-10">
            <GuidesGrid exclude={guide.slug} limit={3} />
          </div>
        </div>
      </section>
    </>
  )
}

export function GuideSkeleton() {
  return (
    <div className="container-page pt-20 pb-16" aria-busy="true">
      <span className="sr-only">Loading the guide</span>
      <div aria-hidden="true" className="mx-auto max-w-3xl space-y-5 text-center">
        <div className="mx-auto h-3 w-32 rounded-sm bg-paper-deep" />
        <div className="mx-auto h-14 w-4/5 rounded-sm bg-paper-deep" />
        <div className="mx-auto h-5 w-3/4 rounded-sm bg-paper-deep" />
      </div>
      <div aria-hidden="true" className="mx-auto mt-12 max-w-5xl bg-paper-deep [aspect-ratio:16/9]" />
    </div>
  )
}
