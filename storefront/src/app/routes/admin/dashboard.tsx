import { DashboardPage } from '@/features/member-dashboard/components/dashboard-page'

/** /admin/dashboard (guarded; placed by the member area's layout). */
export default function AdminDashboardRoute() {
  return <DashboardPage />
}
