import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function Route() {
  return <ComingNext title="Edit collection" description="Change a collection's name, cover and works." />
}
