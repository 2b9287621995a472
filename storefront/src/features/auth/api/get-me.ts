import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Me } from '@shared/api-types'
import { STORAGE_KEYS } from '@shared/constants'
import { api } from '@/lib/api-client'
import { useSignedIn } from '../hooks/use-signed-in'

export const meQueryKey = ['user', 'me'] as const

/** GET /api/user/me: the signed-in member's profile; kept under userProfile in local storage. */
export async function getMe(signal?: AbortSignal): Promise<Me> {
  const me = await api.get<Me>('/api/user/me', { signal })
  window.localStorage.setItem(STORAGE_KEYS.userProfile, JSON.stringify(me))
  return me
}

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal), staleTime: 5 * 60_000 })

/** The signed-in user, or undefined for visitors (no request is made without a token). */
export function useUser() {
  const signedIn = useSignedIn()
  return useQuery({ ...meQueryOptions(), enabled: signedIn })
}
