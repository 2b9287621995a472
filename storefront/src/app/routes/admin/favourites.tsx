import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function Route() {
  return <ComingNext title="Favourites" description="The works you liked." />
}
