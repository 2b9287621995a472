import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function AdminAddCollectionRoute() {
  return <ComingNext title="Add collection" description="Add a collection." />
}
