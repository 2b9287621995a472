import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function ArtistRoute() {
  return <ComingNext title="Artist" description="An artist’s biography, resume and contact form." />
}
