import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function ProfileRoute() {
  return <ComingNext title="Profile" description="A member’s public profile." />
}
