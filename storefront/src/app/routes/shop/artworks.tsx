import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function ShopArtworksRoute() {
  return <ComingNext title="Artworks" description="The full collection, filterable by category, style, medium, mood, colour, size and price." />
}
