import { FollowingPage } from '@/features/member-following/components/following-page'

/** /admin/following (guarded): the artists and galleries the member follows. */
export default function AdminFollowingRoute() {
  return <FollowingPage />
}
