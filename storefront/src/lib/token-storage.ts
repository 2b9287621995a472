/**
 * The signed-in state (spec point 4: "login state is the presence of accessToken in local
 * storage") and the stored profile (`userProfile`, spec point 3). It lives in lib/ rather than
 * features/auth because the api client (lib) reads it and lib must not import from features.
 *
 * A session ends in one of two ways, and they differ on purpose:
 * - `signOut()`: the member logs out. Tokens and profile go, and the sign-out listeners run (the
 *   cart empties itself, spec point 4).
 * - `dropSession()`: the session died under the member (a revoked or expired refresh token). Tokens
 *   and profile go quietly; the cart stays, so a visitor who signs in again finds it as they left it.
 */
import type { Me } from '@shared/api-types'
import { STORAGE_KEYS } from '@shared/constants'

type Listener = () => void
const listeners = new Set<Listener>()
const signOutListeners = new Set<Listener>()

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
  /** Logout: tokens and profile removed, and everything kept for the member (the cart) is emptied. */
  signOut() {
    removeSession()
    for (const listener of signOutListeners) listener()
    emit()
  },
  /** A dead session (the refresh was refused): tokens and profile removed, the cart kept. */
  dropSession() {
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
  /** Runs on logout in this tab (another tab's logout empties the shared cart key itself). */
  onSignOut(listener: Listener) {
    signOutListeners.add(listener)
    return () => signOutListeners.delete(listener)
  },
}
