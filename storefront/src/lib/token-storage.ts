/**
 * The signed-in state (the presence of accessToken in local storage) and the stored profile
 * (`userProfile`). It lives in lib/ rather than features/auth because the api client (lib) reads it
 * and lib must not import from features.
 *
 * `clear()` ends the session: tokens and profile go, nothing else. A logout also empties the cart
 * (features/auth's useLogout); a session that dies under the member (a revoked or
 * expired refresh token) does not, so who signs in again finds the cart as they left it.
 */
import type { Me } from '@shared/api-types'
import { STORAGE_KEYS } from '@shared/constants'

type Listener = () => void
const listeners = new Set<Listener>()

function read(key: string): string | null {
  // Rendered on the server, the page is a visitor's.
  if (typeof window === 'undefined') return null
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

function removeSession() {
  window.localStorage.removeItem(STORAGE_KEYS.accessToken)
  window.localStorage.removeItem(STORAGE_KEYS.refreshToken)
  window.localStorage.removeItem(STORAGE_KEYS.userProfile)
}

export const tokenStorage = {
  getAccessToken: () => read(STORAGE_KEYS.accessToken),
  getRefreshToken: () => read(STORAGE_KEYS.refreshToken),
  setTokens(tokens: { accessToken: string; refreshToken?: string | null }) {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken)
    if (tokens.refreshToken) window.localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken)
    emit()
  },
  /** The profile of GET /api/user/me, kept while signed in (never written for a visitor). */
  setProfile(profile: Me) {
    if (!read(STORAGE_KEYS.accessToken)) return
    window.localStorage.setItem(STORAGE_KEYS.userProfile, JSON.stringify(profile))
  },
  getProfile(): Me | null {
    const raw = read(STORAGE_KEYS.userProfile)
    if (!raw) return null
    try {
      return JSON.parse(raw) as Me
    } catch (error) {
      console.warn('Ignoring an unreadable userProfile in local storage', error)
      return null
    }
  },
  /** Ends the session: tokens and profile removed (the cart is not this module's). */
  clear() {
    removeSession()
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
