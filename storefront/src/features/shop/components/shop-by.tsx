import type { CSSProperties } from 'react'
import { Link } from 'react-router-dom'
import { LANDING_CATEGORIES } from '@shared/constants'
import { paths } from '@shared/paths'

type Kind = keyof typeof LANDING_CATEGORIES

const TITLES: Record<Kind, string> = { style: 'Style', medium: 'Medium', mood: 'Mood' }
const INTROS: Record<Kind, string> = {
  style: 'From pure colour fields to the human figure.',
  medium: 'The feel of oil, the breath of watercolour, the grit of charcoal.',
  mood: 'Choose for the room, or for the person you are in it.',
}

/** Small abstract compositions in CSS, one per entry, so the tiles need no image downloads. */
const ART: Record<string, CSSProperties> = {
  abstract: {
    background:
      'radial-gradient(circle at 30% 35%, #c0392b 0 18%, transparent 19%), linear-gradient(120deg, #f1c40f 0 40%, #2563eb 40% 70%, #1c1a17 70%)',
  },
  figurative: {
    background:
      'radial-gradient(ellipse 22% 30% at 50% 38%, #8b5a2b 0 98%, transparent 100%), radial-gradient(ellipse 40% 30% at 50% 95%, #8b5a2b 0 98%, transparent 100%), linear-gradient(#e8d9c4, #d9c2a5)',
  },
  surreal: {
    background:
      'radial-gradient(circle at 70% 30%, #f7f5f0 0 10%, transparent 11%), linear-gradient(180deg, #3f3d99 0 55%, #e891b2 55% 60%, #8e44ad 60%)',
  },
  oil: { background: 'repeating-linear-gradient(100deg, #7c2d12 0 14px, #a8402a 14px 30px, #d97706 30px 38px, #5b1f0f 38px 52px)' },
  watercolor: {
    background:
      'radial-gradient(circle at 30% 40%, #60a5fa88 0 30%, transparent 45%), radial-gradient(circle at 65% 60%, #f472b688 0 28%, transparent 45%), radial-gradient(circle at 50% 30%, #facc1588 0 22%, transparent 40%), #fbf8f2',
  },
  charcoal: {
    background: 'repeating-linear-gradient(35deg, #1a1a1a 0 2px, transparent 2px 7px), linear-gradient(135deg, #d6d3cd, #8c8c8c)',
  },
  bold: { background: 'linear-gradient(90deg, #c0392b 0 33%, #1c1a17 33% 66%, #f1c40f 66%)' },
  calm: { background: 'linear-gradient(180deg, #cfe0e8 0 50%, #a9c3cf 50% 70%, #e9e4d8 70%)' },
  dreamy: {
    background:
      'radial-gradient(circle at 50% 45%, #fde68a 0 12%, transparent 13%), linear-gradient(180deg, #c4b5fd, #f9a8d4 70%, #fde68a)',
  },
}

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

/** 'Shop By': the first 3 styles, mediums and moods, each linking to the filtered listing. */
export function ShopBy() {
  return (
    <section aria-labelledby="shop-by-title" className="container-page py-20 sm:py-28">
      <h2 id="shop-by-title" className="text-4xl leading-tight sm:text-5xl">
        Shop By
      </h2>
      <div className="mt-12 space-y-16">
        {(Object.keys(LANDING_CATEGORIES) as Kind[]).map((kind) => (
          <section key={kind} aria-labelledby={`shop-by-${kind}`}>
            <div className="flex flex-col gap-1 border-b border-line pb-4 sm:flex-row sm:items-baseline sm:justify-between">
              <h3 id={`shop-by-${kind}`} className="text-2xl">
                {TITLES[kind]}
              </h3>
              <p className="text-sm text-muted">{INTROS[kind]}</p>
            </div>
            <ul className="mt-6 grid grid-cols-3 gap-3 sm:gap-5">
              {LANDING_CATEGORIES[kind].slice(0, 3).map((value) => (
                <li key={value}>
                  <Link
                    to={paths.shop.artworks.getHref({ [kind]: value })}
                    className="group block"
                    aria-label={`${label(value)} ${TITLES[kind].toLowerCase()}: explore artworks`}
                  >
                    <div className="relative overflow-hidden bg-paper-deep [aspect-ratio:4/5] lg:[aspect-ratio:5/4]">
                      <div
                        aria-hidden="true"
                        className="absolute inset-[9%] shadow-[0_18px_30px_-18px_rgba(28,26,23,0.5)] transition-transform duration-700 ease-[var(--ease-gallery)] group-hover:scale-[1.04]"
                        style={ART[value] ?? { background: '#d6d3cd' }}
                      />
                    </div>
                    <p className="mt-3 flex items-center justify-between font-serif text-base sm:text-xl">
                      {label(value)}
                      <span
                        aria-hidden="true"
                        className="hidden text-base text-muted transition-transform group-hover:translate-x-1 sm:inline"
                      >
                        →
                      </span>
                    </p>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  )
}
