import { Link } from 'react-router-dom'
import type { Artwork, HomeRows } from '@shared/api-types'
import { HOME_ROW_TEXTS } from '@shared/alerts'
import { paths } from '@shared/paths'
import { ArtworkCard } from '@/components/artwork/artwork-card'

type RowProps = { id: string; title: string; seeAll: { to: string; label: string }; artworks: Artwork[] }

/** One row: its title, a "See all" link, and its works as the shop's cards, scrolled sideways on a small screen. */
function Row({ id, title, seeAll, artworks }: RowProps) {
  if (artworks.length === 0) return null
  return (
    <section aria-labelledby={id} className="container-page py-8 sm:py-10">
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <p className="eyebrow">For you</p>
          <h2 id={id} className="mt-3 text-3xl leading-tight sm:text-4xl">
            {title}
          </h2>
        </div>
        <Link to={seeAll.to} className="link-quiet shrink-0 text-sm">
          {seeAll.label}
        </Link>
      </div>
      <ul className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-5 overflow-x-auto px-5 pb-4 sm:mx-0 sm:scroll-px-0 sm:px-0 lg:gap-8">
        {artworks.map((artwork) => (
          <li key={artwork._id} className="w-[44%] shrink-0 snap-start sm:w-[30%] lg:w-[22%]">
            <ArtworkCard artwork={artwork} sizes="(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 44vw" />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The signed-in home's rows that have works (SignedInRows decides whether any is shown). */
export function HomeRowsList({ rows }: { rows: HomeRows }) {
  return (
    <>
      <Row
        id="home-row-following"
        title={HOME_ROW_TEXTS.following.title}
        seeAll={{ to: paths.admin.following.getHref(), label: HOME_ROW_TEXTS.following.seeAll }}
        artworks={rows.following}
      />
      <Row
        id="home-row-alerts"
        title={HOME_ROW_TEXTS.alerts.title}
        seeAll={{ to: paths.admin.notifications.getHref(), label: HOME_ROW_TEXTS.alerts.seeAll }}
        artworks={rows.alerts}
      />
    </>
  )
}
