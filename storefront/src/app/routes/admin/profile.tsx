import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function AdminProfileRoute() {
  return <ComingNext title="Profile" description="Your personal information and resume." />
}
