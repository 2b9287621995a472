import { QueryPage, useRouteParam } from '@/components/query-page'
import { paths } from '@shared/paths'
import { useArtistProfile } from '@/features/artists/api/profile'
import { ArtistProfileSkeleton, ArtistProfileView } from '@/features/artists/components/artist-profile-view'
import { ProfileCollections } from './profile-collections'

/** /artist/:artistSlug: the artist profile, with the artist's collections from the showcase. */
export default function ArtistRoute() {
  const query = useArtistProfile(useRouteParam('artistSlug'))
  return (
    <QueryPage
      query={query}
      skeleton={<ArtistProfileSkeleton />}
      what="artist"
      back={{ to: paths.artists.list.getHref(), label: 'Explore Artists' }}
    >
      {(profile) => (
        <ArtistProfileView key={profile.username} profile={profile} collections={<ProfileCollections username={profile.username} />} />
      )}
    </QueryPage>
  )
}
