import { Link } from 'react-router-dom'
import { paths } from '@shared/paths'
import { useSiteSettings } from '@/features/site/api/get-site-settings'

const COLUMNS = [
  {
    title: 'Explore',
    links: [
      { label: 'Shop original art', to: paths.shop.landing.getHref() },
      { label: 'All artworks', to: paths.shop.artworks.getHref() },
      { label: 'Artists', to: paths.artists.list.getHref() },
      { label: 'Galleries', to: paths.galleries.list.getHref() },
    ],
  },
  {
    title: 'Learn',
    links: [
      { label: 'Collecting guides', to: paths.learn.howTo.getHref() },
      { label: 'Art dictionary', to: paths.learn.dictionary.getHref() },
      { label: 'Take the Style Quiz', to: paths.learn.quiz.getHref() },
    ],
  },
  {
    title: 'Kala',
    links: [
      { label: 'About', to: paths.about.getHref() },
      { label: 'Contact', to: paths.contact.getHref() },
      { label: 'Sell with us', to: paths.auth.signup.getHref() },
    ],
  },
] as const

export function Footer() {
  const settings = useSiteSettings()
  const year = new Date().getFullYear()
  return (
    <footer className="mt-24 border-t border-line bg-paper-deep/60">
      <div className="container-page grid gap-12 py-16 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="max-w-sm">
          <Link to={paths.home.getHref()} className="font-serif text-3xl text-ink">
            Kala<span className="text-accent">.</span>
          </Link>
          <p className="mt-4 text-sm leading-relaxed text-muted">
            Original art from India's artists and galleries, chosen slowly and sold directly. Every piece one of a kind.
          </p>
          <p className="mt-6 text-sm text-ink-soft">
            <a className="link-quiet" href={`mailto:${settings.email}`}>
              {settings.email}
            </a>
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="eyebrow font-sans">{column.title}</h2>
            <ul className="mt-4 space-y-2.5">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-ink-soft transition-colors hover:text-ink">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-3 py-6 text-xs text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} Kala. Prices in Indian rupees (INR).</p>
          <ul className="flex gap-5">
            <li>
              <Link to={paths.legal.terms.getHref()} className="hover:text-ink">
                Terms and Conditions
              </Link>
            </li>
            <li>
              <Link to={paths.legal.privacy.getHref()} className="hover:text-ink">
                Privacy Policy
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
