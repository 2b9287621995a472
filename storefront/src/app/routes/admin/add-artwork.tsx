import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function AdminAddArtworkRoute() {
  return <ComingNext title="Add artwork" description="Add an artwork." />
}
