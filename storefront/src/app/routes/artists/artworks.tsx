import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function ArtistArtworksRoute() {
  return <ComingNext title="Artworks by the artist" description="Every work by one artist, filterable by colour and size." />
}
