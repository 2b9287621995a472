import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function AdminCollectionsRoute() {
  return <ComingNext title="Collections" description="Your collections." />
}
