import { Link } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@shared/paths'
import { ColorSwatches } from '@/features/shop/components/color-swatches'
import { ShopBy } from '@/features/shop/components/shop-by'
import { WhyBuy } from '@/features/shop/components/why-buy'
import { useDocumentMeta } from '@/hooks/use-document-meta'

export default function ShopLandingRoute() {
  useDocumentMeta({
    title: 'Shop original art',
    description:
      'Find art that speaks to you: original paintings, drawings and prints by style, medium, mood and colour, bought directly from artists and galleries.',
  })
  return (
    <>
      <section aria-labelledby="shop-hero-title" className="relative overflow-hidden border-b border-line">
        <div className="container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <p className="eyebrow">The shop</p>
            <h1 id="shop-hero-title" className="mt-5 text-5xl leading-[1.03] sm:text-7xl">
              Find Art That Speaks to You
            </h1>
            <p className="mt-6 max-w-lg text-lg leading-relaxed text-ink-soft">
              Original works from artists and galleries across India. Browse everything, or let a few questions about your taste point the
              way.
            </p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
              <Link to={paths.shop.artworks.getHref()} className={buttonClasses('primary', 'lg')}>
                Explore Artworks
              </Link>
              <Link to={paths.learn.quiz.getHref()} className="link-quiet inline-flex h-11 items-center text-ink">
                Take the Style Quiz
              </Link>
            </div>
          </div>
          <div aria-hidden="true" className="relative mx-auto hidden aspect-[4/5] w-full max-w-md sm:block">
            <div className="absolute inset-0 translate-x-6 translate-y-6 bg-paper-deep" />
            <div className="absolute inset-0 bg-[linear-gradient(160deg,#1c1a17_0%,#3f3d99_45%,#9e3b24_100%)] shadow-[0_40px_60px_-30px_rgba(28,26,23,0.6)]">
              <div className="absolute inset-[12%] border border-white/25" />
              <div className="absolute top-[22%] left-[18%] aspect-square w-[38%] rounded-full bg-[#f1c40f]/85 mix-blend-screen" />
              <div className="absolute right-[16%] bottom-[18%] h-[30%] w-[46%] bg-[#e891b2]/70 mix-blend-screen" />
            </div>
          </div>
        </div>
      </section>
      <ShopBy />
      <ColorSwatches />
      <WhyBuy />
    </>
  )
}
