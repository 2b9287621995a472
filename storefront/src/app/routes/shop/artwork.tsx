import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function ArtworkRoute() {
  return <ComingNext title="Artwork" description="An artwork with room previews, full specifications and its story." />
}
