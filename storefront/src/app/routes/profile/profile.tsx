import { useParams } from 'react-router-dom'
import { QueryPage } from '@/components/query-page'
import { paths } from '@shared/paths'
import { usePublicProfile } from '@/features/artists/api/profile'
import { ArtistProfileSkeleton, ArtistProfileView } from '@/features/artists/components/artist-profile-view'
import { MemberProfileView } from '@/features/artists/components/member-profile-view'
import { ProfileCollections } from '../artists/profile-collections'

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
  return (
    <QueryPage
      query={query}
      skeleton={<ArtistProfileSkeleton />}
      what="profile"
      back={{ to: paths.artists.list.getHref(), label: 'Explore Artists' }}
    >
      {(profile) =>
        profile.role === 'artist' ? (
          <ArtistProfileView key={profile.username} profile={profile} collections={<ProfileCollections username={profile.username} />} />
        ) : (
          <MemberProfileView key={profile.username} profile={profile} />
        )
      }
    </QueryPage>
  )
}
