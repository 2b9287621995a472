import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { ErrorBoundary } from '@/components/errors/error-boundary'
import { Button } from '@/components/ui/button'
import { Toaster } from '@/components/ui/toaster'
import { createQueryClient } from '@/lib/react-query'
import { tokenStorage } from '@/lib/token-storage'
import type { QueryClient } from '@tanstack/react-query'

function AppCrashed({ reset }: { reset: () => void }) {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center">
      <p className="font-serif text-3xl">Kala</p>
      <h1 className="text-2xl">Something went wrong.</h1>
      <p className="max-w-sm text-muted">The page stopped working. Try again; if it keeps happening, reload the page.</p>
      <Button onClick={reset}>Try again</Button>
    </main>
  )
}

/** App-wide providers: the app-level error boundary, React Query and the toasts. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  // A session that ends (logout, or dropped by the api client when it could not be renewed)
  // takes the member's cached data with it.
  useEffect(
    () =>
      tokenStorage.subscribe(() => {
        if (!tokenStorage.getAccessToken()) client.removeQueries({ queryKey: ['user'] })
      }),
    [client],
  )
  return (
    <ErrorBoundary fallback={({ reset }) => <AppCrashed reset={reset} />}>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  )
}
