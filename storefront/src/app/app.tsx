import { RouterProvider } from 'react-router-dom'
import { useEffect, useState } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { AppProvider } from './provider'
import { createAppRouter } from './router'

type AppRouter = ReturnType<typeof createAppRouter>

/** The storefront; main.tsx passes the router and the query client it prepared before the first render. */
export function App({ router: given, queryClient }: { router?: AppRouter; queryClient?: QueryClient }) {
  const [router] = useState(() => given ?? createAppRouter())
  // Marks the page as live once React has taken it over (hydrated the server's markup or rendered
  // its own): before that, the server's buttons and fields have no handlers, and what is typed
  // there can be reset. End-to-end tests wait for it (tests/e2e/fixtures.ts) rather than for the
  // network to go quiet.
  useEffect(() => {
    document.documentElement.dataset.app = 'live'
  }, [])
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
