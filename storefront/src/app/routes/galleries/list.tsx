import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function GalleriesRoute() {
  return <ComingNext title="Explore Galleries" description="Galleries currently viewing, most active and newly arrived." />
}
