import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function AdminOrdersRoute() {
  return <ComingNext title="My Orders" description="Your orders and their progress." />
}
