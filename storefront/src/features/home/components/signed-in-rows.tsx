import { lazy, Suspense } from 'react'
import { useSignedIn } from '@/lib/auth'
import { useHomeRows } from '../api/home-rows'

/** The rows' cards load after the first paint, as the top lists do (the home's first-script budget). */
const HomeRowsList = lazy(() => import('./home-rows-list').then((m) => ({ default: m.HomeRowsList })))

/**
 * The signed-in home's rows (issue 21, part 6): "New from artists you follow" and "New for your
 * alerts", once the sign-in state is known and the member's rows have answered. A visitor asks for
 * nothing and sees nothing; so does a member with no follows and no alerts, or whose rows are empty
 * (no empty rows, no placeholder that would shift the page).
 */
export function SignedInRows() {
  const signedIn = useSignedIn()
  const rows = useHomeRows(signedIn)
  if (!signedIn || !rows.data) return null
  if (rows.data.following.length === 0 && rows.data.alerts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <HomeRowsList rows={rows.data} />
    </Suspense>
  )
}
