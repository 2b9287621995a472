import { RouterProvider } from 'react-router-dom'
import { useState } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { AppProvider } from './provider'
import { createAppRouter } from './router'

type AppRouter = ReturnType<typeof createAppRouter>

/** The storefront; main.tsx passes the router and the query client it prepared before the first render. */
export function App({ router: given, queryClient }: { router?: AppRouter; queryClient?: QueryClient }) {
  const [router] = useState(() => given ?? createAppRouter())
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
