import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import type { PublicProfile } from '@shared/api-types'
import type { Role } from '@shared/constants'
import { stripHtml } from '@shared/format'
import { paths } from '@shared/paths'
import { Portrait } from '@/components/portrait'
import { ProfileBio } from '@/components/profile-bio'
import { ArrowRightIcon } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'

const ROLE_LABEL: Partial<Record<Role, string>> = {
  artist: 'Artist',
  gallery: 'Gallery',
  collector: 'Collector',
  researcher: 'Researcher',
}

/**
 * A bio longer than this (characters of its text) shows its first lines and 'Read more'. Judged
 * on the text, not on a measured height, so the server's page and the browser's agree.
 */
const LONG_BIO = 320

/** The member's full profile: an artist's page, a gallery's page, or the plain profile of other members. */
function fullProfile(profile: PublicProfile): { to: string; label: string } {
  if (profile.role === 'artist') return { to: paths.artists.artist.getHref(profile.artistSlug), label: 'About the artist' }
  if (profile.role === 'gallery') return { to: paths.galleries.gallery.getHref(profile.username), label: 'About the gallery' }
  return { to: paths.profile.byUsername.getHref(profile.username), label: 'Full profile' }
}

/** The bio, sanitised by the shared ProfileBio; a long one is clamped to four lines until 'Read more'. */
function ShowcaseBio({ html }: { html: string | null }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const long = stripHtml(html ?? '').length > LONG_BIO
  if (!html?.trim()) return null
  return (
    <div className="mt-6">
      <div id={id} className={cn(long && !open && 'line-clamp-4 lg:line-clamp-3')}>
        <ProfileBio html={html} />
      </div>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="link-quiet mt-3 text-sm font-medium text-ink"
        >
          {open ? 'Read less' : 'Read more'}
        </button>
      ) : null}
    </div>
  )
}

/**
 * The showcase's header: the member's photo (their initials where they have none, as on the
 * artists' pages), their name as the page's heading, what they are and where, the bio, the counts
 * of what the page shows and a link to their full profile. From the first page of their works
 * (artworks-by-username carries the profile), so the server renders it with the page.
 */
export function ShowcaseHeader({ profile, counts }: { profile: PublicProfile; counts: string[] }) {
  const name = profile.fullName || profile.artistName || profile.username
  const about = [ROLE_LABEL[profile.role], profile.city].filter(Boolean).join(' · ')
  const link = fullProfile(profile)
  return (
    <header className="border-b border-line bg-canvas">
      <div className="container-page grid items-start gap-8 py-12 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-10 sm:py-16 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16 lg:py-20">
        <div className="relative size-28 shrink-0 overflow-hidden rounded-full bg-paper-deep sm:size-40 lg:size-56">
          <Portrait photo={profile.photo} name={name} sizes="(min-width: 1024px) 224px, (min-width: 640px) 160px, 112px" priority />
        </div>
        <div className="min-w-0">
          <p className="eyebrow">Showcase</p>
          <h1 className="mt-3 text-5xl leading-[1.05] break-words sm:text-6xl lg:text-7xl">{name}</h1>
          {about ? <p className="mt-3 text-ink-soft">{about}</p> : null}
          <ShowcaseBio html={profile.bio} />
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-ink-soft">
            {counts.length ? <p>{counts.join(' · ')}</p> : null}
            <Link to={link.to} className="link-quiet inline-flex items-center gap-1.5 text-sm font-medium text-ink">
              {link.label}
              <ArrowRightIcon />
            </Link>
          </div>
        </div>
      </div>
    </header>
  )
}

/** The header's place while the first page of works loads (a visit within the app). */
export function ShowcaseHeaderSkeleton() {
  return (
    <header className="border-b border-line bg-canvas" aria-busy="true">
      <span role="status" className="sr-only">
        Loading the showcase
      </span>
      <div className="container-page grid items-start gap-8 py-12 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-10 sm:py-16 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16 lg:py-20">
        <Skeleton className="size-28 rounded-full sm:size-40 lg:size-56" />
        <div className="space-y-4">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-14 w-2/3" />
          <Skeleton className="h-4 w-full max-w-xl" />
          <Skeleton className="h-4 w-5/6 max-w-xl" />
        </div>
      </div>
    </header>
  )
}
