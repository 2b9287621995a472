import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function GalleryRoute() {
  return <ComingNext title="Gallery" description="A gallery and its current, upcoming and past exhibitions." />
}
