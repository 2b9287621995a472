import { useParams } from 'react-router-dom'
import { ArtistWorks } from '@/features/artists/components/artist-works'

/** /artworks/:artistSlug: every work by one artist, filterable by colour and size. */
export default function ArtistArtworksRoute() {
  const { artistSlug = '' } = useParams()
  return <ArtistWorks key={artistSlug} artistSlug={artistSlug} />
}
