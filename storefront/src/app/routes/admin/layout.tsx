import { useLogout } from '@/features/auth/api/logout'
import { MemberShell } from '@/features/member-shell/components/member-shell'

/** The member area's layout (guarded in app/router): the sidebar, or the phone's menu, around each screen. */
export default function AdminLayoutRoute() {
  return <MemberShell onLogout={useLogout()} />
}
