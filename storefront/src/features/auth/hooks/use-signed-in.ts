import { useSyncExternalStore } from 'react'
import { tokenStorage } from '@/lib/token-storage'

const isSignedIn = () => Boolean(tokenStorage.getAccessToken())

/** The login state of spec point 4: an access token is kept in local storage. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(tokenStorage.subscribe, isSignedIn, () => false)
}
