import { NotificationsPage } from '@/features/member-notifications/components/notifications-page'

/** /admin/notifications (guarded): notifications, saved alerts and digest e-mail settings (issue 21). */
export default function AdminNotificationsRoute() {
  return <NotificationsPage />
}
