import { Suspense, useEffect } from 'react'
import { Outlet, useLocation, useNavigation } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { LoginRequiredProvider } from '@/components/login-required'
import { useQuery } from '@tanstack/react-query'
import { siteSettingsQueryOptions } from '@/features/site/api/get-site-settings'
import { PrelaunchTeaser } from '@/features/site/components/prelaunch-teaser'
import { useCartSync } from '@/hooks/use-cart-sync'
import { Footer } from './footer'
import { Header } from './header'

/** Route changes scroll to the top; query-string changes (filters) do not. */
function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}

export function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-muted">
      <Spinner size="lg" label="Loading page" />
    </div>
  )
}

/** A thin bar at the top while the next page's module loads. */
function NavigationProgress() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return (
    <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-[150] h-0.5 overflow-hidden bg-accent/20">
      <div className="h-full w-1/3 bg-accent motion-safe:animate-[shimmer_1.2s_linear_infinite]" />
    </div>
  )
}

export function RootLayout() {
  const { pathname } = useLocation()
  const settings = useQuery(siteSettingsQueryOptions())
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/')
  useCartSync()

  if (settings.data?.prelaunch) return <PrelaunchTeaser settings={settings.data} />

  return (
    <LoginRequiredProvider>
      <ScrollToTop />
      <NavigationProgress />
      <a
        href="#main"
        className="fixed top-3 left-3 z-[200] -translate-y-24 rounded-full bg-ink px-5 py-3 text-sm text-paper transition-transform focus:translate-y-0"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh flex-col">
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </main>
        {/* Its own boundary: a server-rendered page hydrates the footer after the page above it. */}
        {isAdmin ? null : (
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        )}
      </div>
    </LoginRequiredProvider>
  )
}
