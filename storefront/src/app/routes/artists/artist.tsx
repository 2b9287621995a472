import { useParams } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useArtistProfile } from '@/features/artists/api/profile'
import { ArtistProfileSkeleton, ArtistProfileView } from '@/features/artists/components/artist-profile-view'
import { LoadFailed } from '@/components/load-failed'

/** /artist/:artistSlug: the artist profile. */
export default function ArtistRoute() {
  const { artistSlug = '' } = useParams()
  const query = useArtistProfile(artistSlug)
  if (query.isPending) return <ArtistProfileSkeleton />
  if (query.isError) {
    return (
      <LoadFailed
        error={query.error}
        what="artist"
        backTo={paths.artists.list.getHref()}
        backLabel="Explore Artists"
        onRetry={() => void query.refetch()}
      />
    )
  }
  return <ArtistProfileView key={query.data.username} profile={query.data} />
}
