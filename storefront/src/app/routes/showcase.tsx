import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function ShowcaseRoute() {
  return <ComingNext title="Showcase" description="An artist’s collections and artworks." />
}
