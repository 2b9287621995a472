import { Link } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@shared/paths'
import { useDocumentMeta } from '@/hooks/use-document-meta'

const PRINCIPLES = [
  {
    title: 'Art over algorithms',
    text: [
      'Most of what we see online is chosen by software tuned to keep us scrolling. It rewards the loud, the familiar and the already popular. Kala does not rank art by clicks.',
      'Every work on Kala is here because a person looked at it properly and thought it deserved to be seen. Our lists are edited, not engineered, and we would rather show you twelve good things than twelve hundred.',
    ],
  },
  {
    title: 'Slow curation',
    text: [
      'We add artists gradually. We visit studios, read statements, ask about materials and process, and look at a body of work rather than a single lucky image.',
      'That takes time, and it means the collection grows slowly. We think that is the point: an original work is made slowly, and deserves to be chosen the same way.',
    ],
  },
  {
    title: 'Artist-first',
    text: [
      'Artists keep the copyright in their work and the final word on how it is described and priced. They are paid directly, and they can see every sale and every enquiry.',
      'Our fees are published in advance and never hidden in the price. A marketplace that does not work for artists will, in the end, have nothing worth buying.',
    ],
  },
  {
    title: 'Respect for silence',
    text: [
      'No pop-ups asking you to subscribe, no countdown timers, no “only 1 left!”. Every original is only one; it does not need shouting about.',
      'We write to you when you have asked us to, and our pages leave room around each work, the way a good gallery wall does.',
    ],
  },
] as const

export default function AboutRoute() {
  useDocumentMeta({
    title: 'About',
    description: 'Kala is an India-first home for original art: art over algorithms, slow curation, artist-first, and respect for silence.',
  })
  return (
    <article>
      <header className="container-page pt-16 pb-20 sm:pt-24 sm:pb-28">
        <p className="eyebrow">About Kala</p>
        <h1 className="mt-5 max-w-4xl text-5xl leading-[1.04] sm:text-7xl">A quieter place to find art that lasts.</h1>
        <p className="mt-8 max-w-2xl text-xl leading-relaxed text-ink-soft">
          Kala means art in many Indian languages, and the word has always carried more than skill: it is the care that turns a thing into
          something worth keeping. We started Kala because buying original art in India was either intimidating or noisy, and we believed it
          could be neither.
        </p>
      </header>

      <section aria-labelledby="philosophy-title" className="border-t border-line">
        <div className="container-page py-20 sm:py-24">
          <h2 id="philosophy-title" className="eyebrow font-sans">
            Our philosophy
          </h2>
          <ol className="mt-12 divide-y divide-line border-y border-line">
            {PRINCIPLES.map((principle, index) => (
              <li key={principle.title} className="grid gap-6 py-12 lg:grid-cols-[5rem_1fr_1.4fr] lg:gap-12">
                <span aria-hidden="true" className="font-serif text-2xl text-numeral">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="text-3xl leading-tight sm:text-4xl">{principle.title}</h3>
                <div className="space-y-4 text-lg leading-relaxed text-ink-soft">
                  {principle.text.map((paragraph) => (
                    <p key={paragraph.slice(0, 24)}>{paragraph}</p>
                  ))}
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="how-title" className="bg-ink text-paper">
        <div className="container-page grid gap-12 py-20 sm:py-28 lg:grid-cols-2 lg:gap-24">
          <h2 id="how-title" className="text-4xl leading-tight text-paper sm:text-5xl">
            How it works, plainly
          </h2>
          <div className="space-y-6 text-lg leading-relaxed text-paper/80">
            <p>
              Artists, galleries and collectors list original works with honest photographs, real dimensions and the story behind each
              piece. Prices are shown in rupees, in full.
            </p>
            <p>
              When you buy, you pay securely through our payment partner. The work is packed by the seller with care, rolled or crated, with
              a certificate of authenticity and a collector’s handbook, and shipped insured.
            </p>
            <p>Kala facilitates the sale; the contract is between you and the seller, and we stay on hand if anything goes wrong.</p>
          </div>
        </div>
      </section>

      <section className="container-page py-20 text-center sm:py-28">
        <h2 className="mx-auto max-w-2xl text-4xl leading-tight">Come and look, slowly.</h2>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={paths.shop.landing.getHref()} className={buttonClasses('primary', 'lg')}>
            Visit the shop
          </Link>
          <Link to={paths.contact.getHref()} className={buttonClasses('secondary', 'lg')}>
            Contact us
          </Link>
        </div>
      </section>
    </article>
  )
}
