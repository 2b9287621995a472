import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { paths } from '@shared/paths'
import { useSignedIn } from '@/lib/auth'
import { useGuardPresence } from '../api/logout'

/** Sends an anonymous visitor to /login?redirectUrl=<where they were going>. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn()
  const location = useLocation()
  // A logout from a guarded page clears the session once this guard is gone (api/logout).
  useGuardPresence()
  if (!signedIn) {
    return <Navigate to={paths.auth.login.getHref(location.pathname + location.search)} replace />
  }
  return <>{children}</>
}
