import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/toast-store'
import { isApiError } from './api-client'
import { syncStoredProfile } from './auth'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { /** Toast on failure even on the first load (default: only when stale data is shown). */ errorToast?: boolean }
    mutationMeta: { /** The form shows the error itself: no toast. */ inlineError?: boolean }
  }
}

function messageOf(error: unknown): string {
  if (isApiError(error)) return error.message
  return 'Something went wrong. Please try again.'
}

/**
 * Failures become toasts here (not in the api client). A first load that fails shows the list's
 * own error state with 'Try again', so the toast is only for refetches of data already on screen
 * and for mutations whose form does not show the error itself.
 */
export function createQueryClient() {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorToast || query.state.data !== undefined) toast.error(messageOf(error))
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.inlineError) toast.error(messageOf(error))
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false
          return failureCount < 2
        },
      },
    },
  })
  syncStoredProfile(client)
  return client
}
