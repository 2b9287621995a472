import { useParams } from 'react-router-dom'
import { paths } from '@/config/paths'
import { usePublicProfile } from '@/features/artists/api/profile'
import { ArtistProfileSkeleton, ArtistProfileView } from '@/features/artists/components/artist-profile-view'
import { MemberProfileView } from '@/features/artists/components/member-profile-view'
import { LoadFailed } from '@/components/load-failed'

/**
 * The public profiles: /profile/:role/:slug (an optional trailing /:username is accepted) and
 * /profile/:username (the artist link of artwork pages; the gallery page's 'View More'). Artists
 * get the artist profile page; other members a plain profile, galleries with a link to their page.
 */
export default function ProfileRoute() {
  const params = useParams()
  const role = params.role ?? null
  const slug = (role ? params.slug : params.username) ?? ''
  const query = usePublicProfile(role, slug)
  if (query.isPending) return <ArtistProfileSkeleton />
  if (query.isError) {
    return (
      <LoadFailed
        error={query.error}
        what="profile"
        backTo={paths.artists.list.getHref()}
        backLabel="Explore Artists"
        onRetry={() => void query.refetch()}
      />
    )
  }
  const profile = query.data
  return profile.role === 'artist' ? (
    <ArtistProfileView key={profile.username} profile={profile} />
  ) : (
    <MemberProfileView key={profile.username} profile={profile} />
  )
}
