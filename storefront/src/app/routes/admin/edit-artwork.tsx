import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function AdminEditArtworkRoute() {
  return <ComingNext title="Edit artwork" description="Edit an artwork." />
}
