import type { PublicProfile } from '@shared/api-types'
import { ButtonLink } from '@/components/ui/button'
import { ArrowRightIcon } from '@/components/ui/icons'
import { paths } from '@shared/paths'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { excerpt } from '@shared/format'
import { pickImageUrl } from '@shared/images'
import { Portrait, PortraitFrame } from '@/components/portrait'
import { ProfileBio } from '@/components/profile-bio'
import { SocialLinks } from './social-links'

const ROLE_LABEL: Record<string, string> = {
  gallery: 'Gallery',
  collector: 'Collector',
  researcher: 'Researcher',
  explorer: 'Member',
  artist: 'Artist',
}

/**
 * A public profile of a member who is not an artist: name, photo, bio and social links. A
 * gallery's profile leads to its gallery page (exhibitions and represented artists).
 */
export function MemberProfileView({ profile }: { profile: PublicProfile }) {
  const name = profile.fullName || profile.artistName || profile.username
  const roleLabel = ROLE_LABEL[profile.role] ?? 'Member'
  useDocumentMeta({
    title: name,
    description: excerpt(profile.bio, 160) || `${name}, ${roleLabel.toLowerCase()} on Kala.`,
    image: pickImageUrl(profile.photo, 1200),
    type: 'profile',
  })
  return (
    <article
      aria-labelledby="member-name"
      className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-20 lg:py-24"
    >
      <PortraitFrame className="mx-auto w-full max-w-sm lg:max-w-none">
        <Portrait photo={profile.photo} name={name} sizes="(min-width: 1024px) 33vw, (min-width: 400px) 384px, 100vw" priority />
      </PortraitFrame>
      <div>
        <p className="eyebrow">
          {roleLabel}
          {profile.city ? <span> · {profile.city}</span> : null}
        </p>
        <h1 id="member-name" className="mt-4 text-5xl leading-[1.05] sm:text-6xl">
          {name}
        </h1>
        <ProfileBio html={profile.bio} className="mt-8" />
        {profile.role === 'gallery' ? (
          <ButtonLink to={paths.galleries.gallery.getHref(profile.username)} size="lg" className="mt-10">
            Visit the gallery <ArrowRightIcon />
          </ButtonLink>
        ) : null}
        <SocialLinks social={profile.social} name={name} className="mt-8" />
      </div>
    </article>
  )
}
