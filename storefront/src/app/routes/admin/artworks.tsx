import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function AdminArtworksRoute() {
  return <ComingNext title="Artworks" description="Your artworks." />
}
