/**
 * The session as the rest of the storefront sees it (as bulletproof-react's lib/auth): whether a
 * member is signed in (an access token is kept in local storage) and who it is
 * (GET /api/user/me, kept under userProfile in local storage). Every feature reads these; the
 * auth screens (features/auth) only sign in, up and out.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import type { Me } from '@shared/api-types'
import { api } from './api-client'
import { tokenStorage } from './token-storage'

export const meQueryKey = ['user', 'me'] as const

/** GET /api/user/me: the signed-in member's profile. */
export function getMe(signal?: AbortSignal): Promise<Me> {
  return api.get<Me>('/api/user/me', { signal })
}

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal), staleTime: 5 * 60_000 })

const isSignedIn = () => Boolean(tokenStorage.getAccessToken())

/** The login state: an access token is kept in local storage. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(tokenStorage.subscribe, isSignedIn, () => false)
}

/** The signed-in user, or undefined for visitors (no request is made without a token). */
export function useUser() {
  const signedIn = useSignedIn()
  return useQuery({ ...meQueryOptions(), enabled: signedIn })
}

/**
 * Keeps the `userProfile` key in local storage equal to the cached profile: written when
 * /api/user/me answers (after login, on every refetch) and when a save puts a new profile in the
 * cache with setQueryData. Logout and a dropped session remove it (token-storage).
 */
export function syncStoredProfile(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    const [scope, name] = event.query.queryKey
    if (scope !== meQueryKey[0] || name !== meQueryKey[1]) return
    const me = event.query.state.data as Me | undefined
    if (me) tokenStorage.setProfile(me)
  })
}
