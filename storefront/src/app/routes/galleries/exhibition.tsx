import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function ExhibitionRoute() {
  return <ComingNext title="Exhibition" description="An exhibition and its works." />
}
