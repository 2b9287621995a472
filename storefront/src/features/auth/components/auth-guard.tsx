import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useSignedIn } from '@/lib/auth'

/** Sends an anonymous visitor to /login?redirectUrl=<where they were going>. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn()
  const location = useLocation()
  if (!signedIn) {
    return <Navigate to={paths.auth.login.getHref(location.pathname + location.search)} replace />
  }
  return <>{children}</>
}
