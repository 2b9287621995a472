import type { ReactNode } from 'react'
import type { Role } from '@shared/constants'
import { ButtonLink } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { ErrorState } from '@/components/ui/states'
import { paths } from '@shared/paths'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage } from '@/lib/api-client'
import { useUser } from '@/lib/auth'

/**
 * Whether a role lists works and so has artworks, collections, sales and received enquiries
 * (everything but explorer: SELLER_ROLES; staff use them for their own works too, as the server).
 */
export const isSellerRole = (role: Role): boolean => role !== 'explorer'

/** Who a role-only screen is for, as its refusal says it. */
const AUDIENCE: Record<'seller' | 'gallery' | 'artist', { eyebrow: string; who: string }> = {
  seller: { eyebrow: 'Explorer account', who: 'artists, galleries, collectors and researchers: members who list works on Kala' },
  gallery: { eyebrow: 'Not a gallery account', who: 'galleries: they manage the artists they represent and their exhibitions here' },
  artist: { eyebrow: 'Not an artist account', who: 'artists: galleries ask them here to represent them' },
}

/** What a member sees on a screen that is not for their role, instead of the 403 the server would answer. */
export function NotForYourRole({ what = 'This page', audience = 'seller' }: { what?: string; audience?: 'seller' | 'gallery' | 'artist' }) {
  const { eyebrow, who } = AUDIENCE[audience]
  useDocumentMeta({
    title: 'Not for your role',
    description: `This part of the member area is for ${audience === 'seller' ? 'members who list works' : `${audience === 'gallery' ? 'galleries' : 'artists'}`}.`,
  })
  return (
    <section
      aria-labelledby="not-for-your-role"
      className="flex flex-col items-start gap-4 rounded-lg border border-line bg-canvas px-6 py-10 sm:px-10"
    >
      <p className="eyebrow">{eyebrow}</p>
      <h1 id="not-for-your-role" className="text-3xl sm:text-4xl">
        Not for your role
      </h1>
      <p className="max-w-xl text-ink-soft">
        {what} is for {who}.{' '}
        {audience === 'seller'
          ? 'Your account is an explorer account, so there is nothing here for you.'
          : 'There is nothing here for your account.'}
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        <ButtonLink to={paths.admin.dashboard.getHref()}>Go to your dashboard</ButtonLink>
        <ButtonLink to={paths.shop.artworks.getHref()} variant="secondary">
          Explore Artworks
        </ButtonLink>
      </div>
    </section>
  )
}

/**
 * Wraps a seller-only screen of the member area (artworks, collections, sales, add and edit
 * routes): an explorer gets `NotForYourRole` rather than a page whose calls all answer 403.
 * The user comes from the cached profile (lib/auth), so there is no flash once it is loaded.
 */
export function SellerOnly({ children, what }: { children: ReactNode; what?: string }) {
  return (
    <RoleOnly allowed={isSellerRole} what={what} audience="seller">
      {children}
    </RoleOnly>
  )
}

/** A gallery's screen (its represented artists, its exhibitions); staff use the back office for others'. */
export function GalleryOnly({ children, what }: { children: ReactNode; what?: string }) {
  return (
    <RoleOnly allowed={(role) => role === 'gallery'} what={what} audience="gallery">
      {children}
    </RoleOnly>
  )
}

/** An artist's screen (the galleries that asked to represent them). */
export function ArtistOnly({ children, what }: { children: ReactNode; what?: string }) {
  return (
    <RoleOnly allowed={(role) => role === 'artist'} what={what} audience="artist">
      {children}
    </RoleOnly>
  )
}

function RoleOnly({
  children,
  what,
  allowed,
  audience,
}: {
  children: ReactNode
  what?: string
  allowed: (role: Role) => boolean
  audience: 'seller' | 'gallery' | 'artist'
}) {
  const user = useUser()
  if (user.isPending) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center text-muted">
        <Spinner size="lg" label="Loading your account" />
      </div>
    )
  }
  if (user.isError) {
    return <ErrorState title="Your account could not be loaded." message={errorMessage(user.error)} onRetry={() => void user.refetch()} />
  }
  if (!allowed(user.data.role)) return <NotForYourRole what={what} audience={audience} />
  return <>{children}</>
}
