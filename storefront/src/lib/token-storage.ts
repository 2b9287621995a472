/**
 * The signed-in state (spec point 4: "login state is the presence of accessToken in local
 * storage"). It lives in lib/ rather than features/auth because the api client (lib) reads it
 * and lib must not import from features; features/auth builds the hooks on top of it.
 */
import { STORAGE_KEYS } from '@shared/constants'

type Listener = () => void
const listeners = new Set<Listener>()

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch (error) {
    // Storage can be blocked (private mode, policies): behave as signed out, but say why.
    console.warn('localStorage is not available', error)
    return null
  }
}

function emit() {
  for (const listener of listeners) listener()
}

export const tokenStorage = {
  getAccessToken: () => read(STORAGE_KEYS.accessToken),
  getRefreshToken: () => read(STORAGE_KEYS.refreshToken),
  setTokens(tokens: { accessToken: string; refreshToken?: string | null }) {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken)
    if (tokens.refreshToken) window.localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken)
    emit()
  },
  /** Removes the tokens and the stored profile. */
  clear() {
    window.localStorage.removeItem(STORAGE_KEYS.accessToken)
    window.localStorage.removeItem(STORAGE_KEYS.refreshToken)
    window.localStorage.removeItem(STORAGE_KEYS.userProfile)
    emit()
  },
  subscribe(listener: Listener) {
    listeners.add(listener)
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.accessToken) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  },
}
