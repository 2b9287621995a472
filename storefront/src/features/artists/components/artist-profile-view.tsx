import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { PublicProfile } from '@shared/api-types'
import { ButtonLink } from '@/components/ui/button'
import { ArrowRightIcon } from '@/components/ui/icons'
import { WidgetBoundary } from '@/components/errors/widget-boundary'
import { paths } from '@shared/paths'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { excerpt } from '@shared/format'
import { PORTRAIT_SIZES, pickImageUrl } from '@shared/images'
import { resumeSections } from '../lib/resume'
import { ArtistContactForm } from './artist-contact-form'
import { Portrait, PortraitFrame } from '@/components/portrait'
import { ProfileBio } from '@/components/profile-bio'
import { ResumeSection } from './resume-section'
import { SocialLinks } from './social-links'
import { FollowButton } from '@/components/follow-button'

/**
 * The artist profile: name, photo, bio as sanitised HTML, a link to the
 * artist's works, the five resume sections, their collections (a slot the app fills from the
 * showcase), social links and the contact form.
 */
export function ArtistProfileView({ profile, collections }: { profile: PublicProfile; collections?: ReactNode }) {
  const name = profile.artistName || profile.fullName
  const slug = profile.artistSlug || profile.username
  useDocumentMeta({
    title: name,
    description:
      excerpt(profile.bio, 160) ||
      `${name}, artist${profile.city ? ` in ${profile.city}` : ''}, on Kala: biography, exhibitions and original works.`,
    image: pickImageUrl(profile.photo, 1200),
    type: 'profile',
  })
  const sections = resumeSections(profile).filter((s) => s.items.length > 0)

  return (
    <article aria-labelledby="artist-name">
      <header className="container-page grid gap-10 pt-10 pb-16 sm:pt-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20 lg:pt-20 lg:pb-24">
        <PortraitFrame className="mx-auto w-full max-w-md lg:max-w-none">
          <Portrait photo={profile.photo} name={name} sizes={PORTRAIT_SIZES} priority />
        </PortraitFrame>
        <div className="lg:self-center">
          <p className="eyebrow">Artist{profile.city ? <span className="text-muted"> · {profile.city}</span> : null}</p>
          <h1 id="artist-name" className="mt-4 text-5xl leading-[1.05] sm:text-6xl">
            {name}
          </h1>
          <ProfileBio html={profile.bio} className="mt-8" />
          <div className="mt-10 flex flex-col gap-5 sm:flex-row sm:flex-wrap sm:items-center">
            <ButtonLink to={paths.artists.artworks.getHref(slug)} size="lg">
              View Artworks <ArrowRightIcon />
            </ButtonLink>
            {profile.role !== 'gallery' ? <FollowButton target={{ kind: 'artist', id: profile._id }} name={name} size="lg" /> : null}
            <Link to={paths.showcase.getHref(profile.username)} className="link-quiet text-ink sm:ml-2">
              View the showcase
            </Link>
          </div>
          <SocialLinks social={profile.social} name={name} className="mt-8" />
        </div>
      </header>

      {sections.length ? (
        <section aria-labelledby="resume-title" className="border-t border-line bg-canvas">
          <div className="container-page py-16 sm:py-24">
            <p className="eyebrow">Curriculum vitae</p>
            <h2 id="resume-title" className="mt-4 text-4xl leading-tight">
              Resume
            </h2>
            <div className="mt-12 grid gap-x-16 gap-y-14 md:grid-cols-2">
              {sections.map((section) => (
                <ResumeSection key={section.id} section={section} />
              ))}
            </div>
          </div>
        </section>
      ) : null}

      {/* The showcase's teaser: the artist's first 2 collections; it hides itself when there are none. */}
      {collections ? <WidgetBoundary title="The collections could not be shown.">{collections}</WidgetBoundary> : null}

      <section aria-labelledby="contact-artist-title" className="container-page py-16 sm:py-24">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-24">
          <div>
            <p className="eyebrow">Get in touch</p>
            <h2 id="contact-artist-title" className="mt-4 text-4xl leading-tight">
              Contact {name}
            </h2>
            <p className="mt-5 max-w-md text-lg leading-relaxed text-ink-soft">
              Ask about a work, a commission or a studio visit. Your message reaches the artist through Kala, and your details are never
              shown publicly.
            </p>
          </div>
          <div className="rounded-sm bg-canvas p-6 shadow-[0_1px_0_var(--color-line),0_30px_60px_-40px_rgba(28,26,23,0.3)] sm:p-10">
            <ArtistContactForm username={profile.username} artistName={name} />
          </div>
        </div>
      </section>
    </article>
  )
}

export function ArtistProfileSkeleton() {
  return (
    <div
      className="container-page grid gap-10 pt-10 pb-16 sm:pt-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20 lg:pt-20"
      aria-busy="true"
    >
      <span className="sr-only">Loading the profile</span>
      <PortraitFrame className="mx-auto w-full max-w-md lg:max-w-none" />
      <div className="space-y-4 lg:self-center" aria-hidden="true">
        <div className="h-3 w-32 rounded-sm bg-paper-deep" />
        <div className="h-14 w-3/4 rounded-sm bg-paper-deep" />
        <div className="h-4 w-full rounded-sm bg-paper-deep" />
        <div className="h-4 w-11/12 rounded-sm bg-paper-deep" />
        <div className="h-4 w-4/5 rounded-sm bg-paper-deep" />
      </div>
    </div>
  )
}
