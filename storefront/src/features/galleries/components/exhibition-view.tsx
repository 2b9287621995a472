import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/card'
import { ArrowLeftIcon } from '@/components/ui/icons'
import { EmptyState } from '@/components/ui/states'
import { paths } from '@shared/paths'
import { ArtworkImage } from '@/components/artwork/artwork-image'
import { ArtworkCard } from '@/components/artwork/artwork-card'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { excerpt } from '@shared/format'
import { pickImageUrl } from '@shared/images'
import type { ExhibitionPage } from '../api/exhibition'
import { formatDateRange } from '@shared/exhibitionDates'
import { STATE_LABEL } from './exhibition-tile'

/** An exhibition: name, dates, venue, the gallery, the description and the works shown. */
export function ExhibitionView({ data }: { data: ExhibitionPage }) {
  const { exhibition, gallery, artworks } = data
  const galleryName = gallery?.fullName || exhibition.galleryName
  const galleryHref = paths.galleries.gallery.getHref(gallery?.username || exhibition.galleryId)
  useDocumentMeta({
    title: exhibition.name,
    description:
      excerpt(exhibition.description, 160) ||
      `${exhibition.name} at ${galleryName}, ${formatDateRange(exhibition.startDate, exhibition.endDate)}.`,
    image: pickImageUrl(exhibition.photo ?? artworks[0]?.imageUrls[0], 1200),
    type: 'article',
  })
  const paragraphs = (exhibition.description ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  return (
    <article aria-labelledby="exhibition-title">
      <div className="container-page pt-8 sm:pt-10">
        <Link to={galleryHref} className="inline-flex items-center gap-2 text-sm text-ink-soft hover:text-ink">
          <ArrowLeftIcon /> {galleryName}
        </Link>
      </div>
      <header className="container-page grid gap-10 pt-8 pb-14 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16 lg:pb-20">
        <div className="relative overflow-hidden bg-paper-deep [aspect-ratio:3/2]">
          {exhibition.photo?.url ? (
            <ArtworkImage
              image={exhibition.photo}
              alt={
                exhibition.photo.alt?.trim() && exhibition.photo.alt.trim() !== exhibition.name
                  ? exhibition.photo.alt
                  : `${exhibition.name}, exhibition view`
              }
              sizes="(min-width: 1024px) 58vw, 100vw"
              priority
              fit="cover"
            />
          ) : (
            <div aria-hidden="true" className="absolute inset-0 bg-[linear-gradient(135deg,var(--color-paper-deep),var(--color-line))]" />
          )}
        </div>
        <div className="lg:self-end">
          <Badge tone={exhibition.state === 'current' ? 'accent' : 'neutral'}>{STATE_LABEL[exhibition.state]}</Badge>
          <h1 id="exhibition-title" className="mt-5 text-4xl leading-[1.05] sm:text-5xl">
            {exhibition.name}
          </h1>
          <dl className="mt-8 grid grid-cols-[6rem_1fr] gap-y-3 border-y border-line py-5 text-sm">
            <dt className="text-muted">Dates</dt>
            <dd>{formatDateRange(exhibition.startDate, exhibition.endDate)}</dd>
            {exhibition.venue ? (
              <>
                <dt className="text-muted">Venue</dt>
                <dd>{exhibition.venue}</dd>
              </>
            ) : null}
            <dt className="text-muted">Gallery</dt>
            <dd>
              <Link to={galleryHref} className="link-quiet">
                {galleryName}
              </Link>
            </dd>
          </dl>
          {paragraphs.length ? (
            <div className="mt-8 space-y-4 text-[1.05rem] leading-relaxed text-ink-soft">
              {paragraphs.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          ) : null}
        </div>
      </header>
      <section aria-labelledby="exhibition-works" className="border-t border-line bg-canvas">
        <div className="container-page py-16 sm:py-20">
          <h2 id="exhibition-works" className="text-3xl sm:text-4xl">
            Works in the exhibition
          </h2>
          {artworks.length ? (
            <ul className="mt-10 grid grid-cols-2 gap-x-4 gap-y-12 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-8">
              {artworks.map((artwork) => (
                <li key={artwork._id}>
                  <ArtworkCard artwork={artwork} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState className="mt-10" title="No Artwork" description="The works of this exhibition are not online yet." />
          )}
        </div>
      </section>
    </article>
  )
}

export function ExhibitionSkeleton() {
  return (
    <div className="container-page grid gap-10 pt-16 pb-14 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16" aria-busy="true">
      <span className="sr-only">Loading the exhibition</span>
      <div aria-hidden="true" className="bg-paper-deep [aspect-ratio:3/2]" />
      <div aria-hidden="true" className="space-y-4 lg:self-end">
        <div className="h-6 w-20 rounded-full bg-paper-deep" />
        <div className="h-12 w-3/4 rounded-sm bg-paper-deep" />
        <div className="h-24 w-full rounded-sm bg-paper-deep" />
      </div>
    </div>
  )
}
