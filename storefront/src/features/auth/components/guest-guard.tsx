import { useState, type ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { paths } from '@shared/paths'
import { tokenStorage } from '@/lib/token-storage'

/**
 * The login guard of the auth screens: a user who arrives signed in goes to /admin. It checks on
 * arrival only, so that a login made on the page itself can follow its redirectUrl.
 */
export function GuestGuard({ children }: { children: ReactNode }) {
  const [signedInOnArrival] = useState(() => Boolean(tokenStorage.getAccessToken()))
  if (signedInOnArrival) return <Navigate to={paths.admin.root.getHref()} replace />
  return <>{children}</>
}
