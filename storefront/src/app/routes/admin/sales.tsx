import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function Route() {
  return <ComingNext title="Sales" description="Orders containing your works, ready to pack." />
}
