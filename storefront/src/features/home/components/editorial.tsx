import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/card'
import { ArrowRightIcon } from '@/components/ui/icons'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@shared/paths'

export function WhyArtMatters() {
  return (
    <section aria-labelledby="why-art-title" className="bg-ink text-paper">
      <div className="container-page grid gap-12 py-20 sm:py-28 lg:grid-cols-[1fr_1.2fr] lg:gap-24">
        <div>
          <p className="text-[0.72rem] font-semibold tracking-[0.18em] text-paper/60 uppercase">Why art matters</p>
          <h2 id="why-art-title" className="mt-5 text-4xl leading-[1.1] text-paper sm:text-5xl">
            A painting on your wall is a conversation that never quite ends.
          </h2>
        </div>
        <div className="space-y-6 text-lg leading-relaxed text-paper/80">
          <p>
            We scroll past thousands of images a day and remember none of them. An original work is the opposite: a single object, made by a
            single pair of hands, that rewards the hundredth look more than the first.
          </p>
          <p>
            Living with art changes a room, and slowly the people in it. It holds a memory of where you were when you chose it. It tells
            visitors something about you that you could not easily say.
          </p>
          <p>
            And when you buy from an artist directly, you keep a studio running: paint, rent, the next canvas. That is why we built Kala.
          </p>
        </div>
      </div>
    </section>
  )
}

const OFFERS = [
  {
    title: 'Buy original art',
    text: 'One-of-a-kind paintings, drawings, prints and sculpture from artists and galleries across India, priced openly in rupees.',
    to: paths.shop.landing.getHref(),
    cta: 'Browse the shop',
  },
  {
    title: 'Manage your art',
    text: 'Artists and galleries keep their works, collections and CV in one place, and publish them when they are ready.',
    to: paths.admin.root.getHref(),
    cta: 'Open your studio',
  },
  {
    title: 'A personal viewing room',
    text: 'See a work at its true size in a room like yours, save favourites, and come back to them before you decide.',
    to: paths.shop.artworks.getHref(),
    cta: 'Start looking',
  },
  {
    title: 'Events and exhibitions',
    text: 'Openings, walkthroughs and online exhibitions with the artists themselves, in your city and on screen.',
    comingSoon: true,
  },
] as const

export function Offers() {
  return (
    <section aria-labelledby="offers-title" className="container-page py-20 sm:py-28">
      <div className="max-w-2xl">
        <p className="eyebrow">What Kala offers</p>
        <h2 id="offers-title" className="mt-4 text-4xl leading-tight sm:text-5xl">
          Four ways to live with art
        </h2>
      </div>
      <ol className="mt-14 grid gap-px overflow-hidden border border-line bg-line sm:grid-cols-2 lg:grid-cols-4">
        {OFFERS.map((offer, index) => (
          <li key={offer.title} className="flex flex-col bg-paper p-7 sm:p-8">
            <div className="flex items-center justify-between">
              <span className="font-serif text-3xl text-numeral" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              {'comingSoon' in offer ? <Badge tone="accent">Coming soon</Badge> : null}
            </div>
            <h3 className="mt-10 text-2xl">{offer.title}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-muted">{offer.text}</p>
            {'to' in offer ? (
              <Link to={offer.to} className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-ink hover:gap-3 transition-[gap]">
                {offer.cta} <ArrowRightIcon />
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

const SERVICES = [
  {
    title: 'Direct from the studio',
    text: 'Every listing comes from the artist or their gallery. No resellers, no prints passed off as originals.',
  },
  {
    title: 'Certificate of authenticity',
    text: 'Each work ships with a signed certificate and a collector\u2019s handbook on caring for it.',
  },
  {
    title: 'Careful packing and shipping',
    text: 'Rolled in tubes or crated when framed, insured door to door: 7 to 14 days in India, 14 to 21 days abroad.',
  },
  {
    title: 'Secure payment in INR',
    text: 'Cards, UPI and net banking through a trusted payment provider. Your card details never touch our servers.',
  },
  {
    title: 'Portfolio pages for artists',
    text: 'A public page with biography, education, exhibitions, awards and press, and a showcase of collections.',
  },
  {
    title: 'Real people to talk to',
    text: 'Questions about a work, framing or delivery go to a person who answers, usually within a day.',
  },
] as const

export function Services() {
  return (
    <section aria-labelledby="services-title" className="border-y border-line bg-canvas">
      <div className="container-page py-20 sm:py-28">
        <div className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:gap-20">
          <div>
            <p className="eyebrow">Services</p>
            <h2 id="services-title" className="mt-4 text-4xl leading-tight">
              Everything around the work, taken care of
            </h2>
          </div>
          <ul className="grid gap-x-12 gap-y-10 sm:grid-cols-2">
            {SERVICES.map((service) => (
              <li key={service.title} className="border-t border-line pt-5">
                <h3 className="font-sans text-base font-semibold">{service.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{service.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="container-page py-20 sm:py-28">
      <div className="relative overflow-hidden rounded-sm bg-accent px-6 py-16 text-center text-white sm:px-16 sm:py-24">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 opacity-30 [background:radial-gradient(40rem_20rem_at_85%_0%,#f1c40f55,transparent_60%),radial-gradient(30rem_20rem_at_0%_100%,#1c1a17,transparent_60%)]"
        />
        <div className="relative">
          <h2 id="cta-title" className="mx-auto max-w-3xl text-4xl leading-tight text-white sm:text-5xl">
            Find the work you will still love in twenty years.
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-lg text-white/85">
            Collect from the shop, read how we choose, or open your own studio page and show your work.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to={paths.shop.landing.getHref()} className={buttonClasses('primary', 'lg', 'bg-white! text-ink! hover:bg-paper!')}>
              Visit the shop
            </Link>
            <Link to={paths.about.getHref()} className={buttonClasses('secondary', 'lg', 'border-white! text-white! hover:bg-white/10!')}>
              Our philosophy
            </Link>
            <Link
              to={paths.admin.root.getHref()}
              className="inline-flex h-13 items-center px-4 text-white underline decoration-white/50 underline-offset-4 hover:decoration-white"
            >
              Sell your art
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
