import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function AdminDashboardRoute() {
  return <ComingNext title="Dashboard" description="An overview of your artworks, collections and orders." />
}
