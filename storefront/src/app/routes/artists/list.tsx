import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function ArtistsRoute() {
  return <ComingNext title="Explore Artists" description="Trending, top ranked and newly arrived artists." />
}
