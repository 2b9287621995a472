import { LIMITS } from '@shared/constants'
import { ArrowRightIcon } from '@/components/ui/icons'
import { ArtworkImage } from '@/components/artwork/artwork-image'
import { ArtistTile, TILE_SIZES } from '@/components/artist-tile'
import { Portrait, PortraitFrame } from '@/components/portrait'
import { FollowButton } from '@/components/follow-button'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { excerpt } from '@shared/format'
import { pickImageUrl } from '@shared/images'
import type { GalleryArtist } from '@shared/api-types'
import type { GalleryPage } from '../api/gallery'
import { ExhibitionsSection } from './exhibitions-section'

/**
 * The gallery page: banner from the first banner image with the name, the
 * first 340 characters of the bio and 'View More' (to the about section: the logo and the whole
 * text); the exhibitions with their working filter; the artists the gallery represents, in its
 * order, those on Kala linking to their works and those not on Kala as the gallery wrote them.
 */
export function GalleryView({ data }: { data: GalleryPage }) {
  const { gallery } = data
  // In the gallery's own order; a page cached before represented artists existed shows its artists on Kala.
  const represented: GalleryArtist[] = data.represented.length
    ? data.represented
    : data.artists.map((summary) => ({
        _id: summary._id,
        name: summary.artistName,
        bio: null,
        photo: summary.photo,
        status: 'accepted' as const,
        artistId: summary._id,
        artistSlug: summary.artistSlug,
        city: summary.city,
        summary,
      }))
  const banner = gallery.imageUrls[0] ?? gallery.photo
  const bio = excerpt(gallery.bio, LIMITS.galleryBioExcerpt)
  useDocumentMeta({
    title: gallery.fullName,
    description:
      excerpt(gallery.bio, 160) ||
      `${gallery.fullName}${gallery.city ? `, ${gallery.city}` : ''}: exhibitions and represented artists on Kala.`,
    image: pickImageUrl(banner, 1200),
  })
  return (
    <>
      <section aria-labelledby="gallery-name" className="relative bg-ink text-paper">
        <div className="relative max-h-[78vh] w-full overflow-hidden bg-ink-soft [aspect-ratio:4/3] sm:[aspect-ratio:16/9] lg:[aspect-ratio:21/9]">
          {banner?.url ? (
            <ArtworkImage
              image={banner}
              alt={banner.alt?.trim() && banner.alt.trim() !== gallery.fullName ? banner.alt : `Inside ${gallery.fullName}`}
              sizes="100vw"
              priority
              fit="cover"
            />
          ) : null}
          <div
            aria-hidden="true"
            className="absolute inset-0 hidden bg-[linear-gradient(to_top,rgba(28,26,23,0.94)_0%,rgba(28,26,23,0.6)_40%,rgba(28,26,23,0)_75%),linear-gradient(to_right,rgba(28,26,23,0.7)_0%,rgba(28,26,23,0.25)_45%,rgba(28,26,23,0)_70%)] lg:block"
          />
        </div>
        <div className="container-page py-10 lg:absolute lg:inset-x-0 lg:bottom-0 lg:pb-14">
          <p className="text-[0.72rem] font-semibold tracking-[0.18em] text-paper/65 uppercase">
            Gallery{gallery.city ? ` · ${gallery.city}` : ''}
          </p>
          <h1 id="gallery-name" className="mt-3 text-4xl leading-[1.05] text-paper sm:text-6xl">
            {gallery.fullName}
          </h1>
          <FollowButton target={{ kind: 'gallery', id: gallery._id }} name={gallery.fullName} onDark className="mt-5" />
          {bio ? <p className="mt-5 max-w-3xl leading-relaxed text-paper/85">{bio}</p> : null}
          {gallery.bio && gallery.bio.length > bio.length ? (
            <a
              href="#about"
              className="mt-5 inline-flex items-center gap-2 text-sm font-medium text-paper underline decoration-paper/40 underline-offset-4 transition-[gap] hover:gap-3 hover:decoration-paper"
            >
              View More <ArrowRightIcon />
            </a>
          ) : null}
        </div>
      </section>

      <ExhibitionsSection galleryId={gallery._id} galleryName={gallery.fullName} />

      <AboutGallery gallery={gallery} />

      {represented.length ? (
        <section aria-labelledby="represented-title" className="border-t border-line bg-canvas">
          <div className="container-page py-16 sm:py-24">
            <p className="eyebrow">The gallery's artists</p>
            <h2 id="represented-title" className="mt-4 text-4xl leading-tight">
              Represented Artists
            </h2>
            <ul className="mt-12 grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4 lg:gap-x-8">
              {represented.map((artist) => (
                <li key={artist._id}>{artist.summary ? <ArtistTile artist={artist.summary} /> : <OffKalaArtistTile artist={artist} />}</li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  )
}

/** The gallery's about section: its logo, its whole text and where it is ('View More' leads here). */
function AboutGallery({ gallery }: { gallery: GalleryPage['gallery'] }) {
  if (!gallery.bio && !gallery.photo) return null
  return (
    <section id="about" aria-labelledby="about-label" className="scroll-mt-24 border-t border-line">
      <div className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] lg:gap-16">
        {gallery.photo?.url ? (
          <div className="relative size-40 overflow-hidden rounded-full bg-paper-deep sm:size-48 lg:size-56">
            <Portrait photo={gallery.photo} name={gallery.fullName} sizes="224px" />
          </div>
        ) : null}
        <div className="max-w-3xl">
          <p id="about-label" className="eyebrow">
            About the gallery
          </p>
          <h2 className="mt-4 text-4xl leading-tight">{gallery.fullName}</h2>
          {gallery.city ? <p className="mt-2 text-muted">{gallery.city}</p> : null}
          {gallery.bio
            ? gallery.bio
                .split(/\n{2,}/)
                .filter((p) => p.trim())
                .map((paragraph, i) => (
                  <p key={i} className="mt-5 leading-relaxed whitespace-pre-line text-ink-soft">
                    {paragraph}
                  </p>
                ))
            : null}
        </div>
      </div>
    </section>
  )
}

/** An artist the gallery represents who is not on Kala: as the gallery wrote them, with no page to open. */
function OffKalaArtistTile({ artist }: { artist: GalleryArtist }) {
  return (
    <div>
      <PortraitFrame>
        <Portrait photo={artist.photo} name={artist.name} sizes={TILE_SIZES} />
      </PortraitFrame>
      <h3 className="mt-4 font-serif text-lg leading-snug sm:text-xl">{artist.name}</h3>
      {artist.bio ? <p className="mt-1 text-sm leading-relaxed text-muted">{excerpt(artist.bio, 160)}</p> : null}
    </div>
  )
}

export function GallerySkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading the gallery</span>
      <div aria-hidden="true" className="bg-ink">
        <div className="max-h-[78vh] w-full bg-ink-soft [aspect-ratio:4/3] sm:[aspect-ratio:16/9] lg:[aspect-ratio:21/9]" />
      </div>
      <div aria-hidden="true" className="container-page space-y-4 py-16">
        <div className="h-10 w-2/3 max-w-xl rounded-sm bg-paper-deep" />
        <div className="h-9 w-72 rounded-full bg-paper-deep" />
      </div>
    </div>
  )
}
