import { Suspense, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { Drawer } from '@/components/ui/drawer'
import { MenuIcon } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { useUser } from '@/lib/auth'
import { MemberNav } from './member-nav'

function NavSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-hidden="true">
      <div className="flex items-center gap-4">
        <Skeleton className="size-14 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <div className="space-y-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
    </div>
  )
}

function ContentFallback() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-muted">
      <Spinner size="lg" label="Loading page" />
    </div>
  )
}

/**
 * The member area's frame: the sidebar beside the screen on a wide window; on a
 * phone a 'Menu' button opens the same sidebar in a drawer and the screen takes the full width.
 * The route guard (app/router) has already sent visitors to /login.
 */
export function MemberShell({ onLogout }: { onLogout: () => void }) {
  const user = useUser()
  const [menuOpen, setMenuOpen] = useState(false)
  const nav = user.data ? (
    <MemberNav me={user.data} onLogout={onLogout} />
  ) : user.isError ? (
    <ErrorState title="Your account could not be loaded." message={errorMessage(user.error)} onRetry={() => void user.refetch()} />
  ) : (
    <NavSkeleton />
  )

  return (
    <div className="container-page py-6 lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)] lg:gap-12 lg:py-12">
      <aside className="hidden lg:block" aria-label="Your account">
        <div className="sticky top-28">{nav}</div>
      </aside>

      <div className="mb-6 flex items-center justify-between gap-4 border-b border-line pb-4 lg:hidden">
        <p className="min-w-0 truncate text-sm text-muted">
          {user.data ? (
            <>
              Signed in as <span className="font-medium text-ink">{user.data.fullName}</span>
            </>
          ) : null}
        </p>
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full border border-line-strong px-4 text-sm font-medium text-ink transition-colors hover:border-ink"
        >
          <MenuIcon />
          Account menu
        </button>
      </div>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} title="Your account">
        {user.data ? (
          <MemberNav
            me={user.data}
            onNavigate={() => setMenuOpen(false)}
            onLogout={() => {
              setMenuOpen(false)
              onLogout()
            }}
          />
        ) : (
          nav
        )}
      </Drawer>

      <div className="min-w-0">
        <Suspense fallback={<ContentFallback />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  )
}
