import { ProfilePage } from '@/features/member-profile/components/profile-page'

/** /admin/profile: the member's profile, CV, social links, addresses and style preferences. */
export default function AdminProfileRoute() {
  return <ProfilePage />
}
