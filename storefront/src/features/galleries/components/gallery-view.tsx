import { Link } from 'react-router-dom'
import { LIMITS } from '@shared/constants'
import { ArrowRightIcon } from '@/components/ui/icons'
import { paths } from '@shared/paths'
import { ArtworkImage } from '@/components/artwork/artwork-image'
import { ArtistTile } from '@/components/artist-tile'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { excerpt } from '@shared/format'
import { pickImageUrl } from '@shared/images'
import type { GalleryPage } from '../api/gallery'
import { ExhibitionsSection } from './exhibitions-section'

/**
 * The gallery page: banner from the first banner image with the name, the
 * first 340 characters of the bio and 'View More' (to /profile/{username}); the exhibitions with
 * their working filter; the artists the gallery represents.
 */
export function GalleryView({ data }: { data: GalleryPage }) {
  const { gallery, artists } = data
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
          {bio ? <p className="mt-5 max-w-3xl leading-relaxed text-paper/85">{bio}</p> : null}
          <Link
            to={paths.profile.byUsername.getHref(gallery.username)}
            className="mt-5 inline-flex items-center gap-2 text-sm font-medium text-paper underline decoration-paper/40 underline-offset-4 transition-[gap] hover:gap-3 hover:decoration-paper"
          >
            View More <ArrowRightIcon />
          </Link>
        </div>
      </section>

      <ExhibitionsSection galleryId={gallery._id} galleryName={gallery.fullName} />

      {artists.length ? (
        <section aria-labelledby="represented-title" className="border-t border-line bg-canvas">
          <div className="container-page py-16 sm:py-24">
            <p className="eyebrow">The gallery's artists</p>
            <h2 id="represented-title" className="mt-4 text-4xl leading-tight">
              Represented Artists
            </h2>
            <ul className="mt-12 grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4 lg:gap-x-8">
              {artists.map((artist) => (
                <li key={artist._id}>
                  <ArtistTile artist={artist} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
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
