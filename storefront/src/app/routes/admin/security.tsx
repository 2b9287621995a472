import { SecurityPage } from '@/features/account-security/components/security-page'

/** /admin/security: the member's password (guarded in app/router; placed by the member area's layout). */
export default function AdminSecurityRoute() {
  return <SecurityPage />
}
