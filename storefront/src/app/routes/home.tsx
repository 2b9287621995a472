import { lazy, Suspense } from 'react'
import { Link } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { WidgetBoundary } from '@/components/errors/widget-boundary'
import { paths } from '@shared/paths'
import { ArtworkOfTheDay } from '@/features/home/components/artwork-of-the-day'
import { CallToAction, Offers, Services, WhyArtMatters } from '@/features/home/components/editorial'
import { SignedInRows } from '@/features/home/components/signed-in-rows'
import { TopPickedCarousel } from '@/features/home/components/top-picked-carousel'
import { useDocumentMeta } from '@/hooks/use-document-meta'

/**
 * The top lists sit far below the fold: their code (tabs, artwork cards) loads after the first
 * paint, which keeps the home page's first JavaScript within its budget (scripts/budget.ts).
 */
const TopLists = lazy(() => import('@/features/home/components/top-lists').then((m) => ({ default: m.TopLists })))

export default function HomeRoute() {
  useDocumentMeta({
    title: 'Kala',
    description:
      "Original art from India's artists and galleries: paintings, drawings, prints and sculpture, chosen slowly and sold directly, with prices in rupees.",
  })
  return (
    <>
      <section aria-labelledby="hero-title" className="relative overflow-hidden">
        <div className="container-page pt-14 pb-6 text-center sm:pt-20 lg:pt-24">
          <p className="eyebrow">Original art · India</p>
          <h1 id="hero-title" className="mx-auto mt-5 max-w-4xl text-[2.6rem] leading-[1.04] sm:text-6xl lg:text-[5.2rem]">
            Art over algorithms.
            <span className="block text-muted italic">Chosen slowly, made to stay.</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-ink-soft">
            Paintings, drawings, prints and sculpture, bought directly from the artists and galleries who made and cared for them.
          </p>
          <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to={paths.shop.landing.getHref()} className={buttonClasses('primary', 'lg')}>
              Explore the shop
            </Link>
            <Link to={paths.about.getHref()} className={buttonClasses('ghost', 'lg')}>
              Why we are different
            </Link>
          </div>
        </div>
        <div className="pb-10">
          <h2 className="sr-only">Top picked</h2>
          <WidgetBoundary>
            <TopPickedCarousel />
          </WidgetBoundary>
        </div>
      </section>

      {/* A member's own rows, client-side once signed in; nothing at all for visitors. */}
      <WidgetBoundary>
        <SignedInRows />
      </WidgetBoundary>

      <WhyArtMatters />

      <Offers />

      <section aria-labelledby="top-lists-title" className="container-page py-8 sm:py-12">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="eyebrow">The collection</p>
            <h2 id="top-lists-title" className="mt-4 text-4xl leading-tight sm:text-5xl">
              What collectors are looking at
            </h2>
          </div>
          <Link to={paths.shop.artworks.getHref()} className="link-quiet shrink-0 text-sm">
            View all artworks
          </Link>
        </div>
        <WidgetBoundary>
          <Suspense fallback={<div aria-busy="true" className="min-h-[36rem]" />}>
            <TopLists />
          </Suspense>
        </WidgetBoundary>
      </section>

      <WidgetBoundary>
        <ArtworkOfTheDay />
      </WidgetBoundary>

      <Services />

      <CallToAction />
    </>
  )
}
