import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function HowToRoute() {
  return <ComingNext title="Learn" description="Guides to looking at, buying and living with original art." />
}
