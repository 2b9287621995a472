import { Link } from 'react-router-dom'
import { ButtonLink } from '@/components/ui/button'
import { ArrowRightIcon } from '@/components/ui/icons'
import { paths } from '@shared/paths'
import { GuidesGrid } from '@/features/learn/components/guides-grid'
import { useDocumentMeta } from '@/hooks/use-document-meta'

/** /resources/how-to: the learning hub, with its six guides. */
export default function HowToRoute() {
  useDocumentMeta({
    title: 'Learning hub',
    description:
      'Guides to looking at abstract art, buying for love or investment, framing and caring for a work, starting a collection, artists’ stories and buying with your heart.',
  })
  return (
    <>
      <section aria-labelledby="hub-title" className="border-b border-line">
        <div className="container-page grid gap-10 py-16 sm:py-24 lg:grid-cols-[1.3fr_1fr] lg:items-end lg:gap-20">
          <div>
            <p className="eyebrow">Learning hub</p>
            <h1 id="hub-title" className="mt-5 text-5xl leading-[1.03] sm:text-7xl">
              Look closer, buy wiser, live with art
            </h1>
          </div>
          <div>
            <p className="text-lg leading-relaxed text-ink-soft">
              Short, honest guides from people who love art: how to read a painting, what to ask before you buy, and how to look after a
              work for a lifetime.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={paths.shop.artworks.getHref()}>Explore Artworks</ButtonLink>
              <ButtonLink to={paths.learn.quiz.getHref()} variant="secondary">
                Take the Style Quiz
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
      <section aria-labelledby="guides-title" className="container-page py-16 sm:py-24">
        <h2 id="guides-title" className="sr-only">
          Guides
        </h2>
        <GuidesGrid />
      </section>
      <section aria-labelledby="dictionary-promo" className="container-page pb-20 sm:pb-28">
        <Link
          to={paths.learn.dictionary.getHref()}
          className="group grid gap-6 rounded-sm bg-ink p-8 text-paper transition-colors hover:bg-ink-soft sm:grid-cols-[1fr_auto] sm:items-center sm:p-12"
        >
          <div>
            <p className="text-[0.72rem] font-semibold tracking-[0.18em] text-paper/60 uppercase">Art dictionary</p>
            <h2 id="dictionary-promo" className="mt-3 text-3xl leading-tight text-paper sm:text-4xl">
              Impasto, wasli, giclée: the words of art, explained
            </h2>
          </div>
          <span className="inline-flex items-center gap-2 text-sm font-medium transition-[gap] group-hover:gap-3">
            Open the dictionary <ArrowRightIcon />
          </span>
        </Link>
      </section>
    </>
  )
}
