import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@shared/paths'
import { cartStore } from '@/lib/cart'
import { tokenStorage } from '@/lib/token-storage'

/**
 * Clearing the session while a guarded page (/admin, checkout) is still on screen makes its
 * AuthGuard send the member to /login?redirectUrl=… instead of /. So a logout first leaves for /
 * and clears once the last guard is gone (or at once when no guard is shown).
 */
let mountedGuards = 0
let pendingClear: (() => void) | null = null

function runPendingClear() {
  const clear = pendingClear
  pendingClear = null
  clear?.()
}

/** Called by AuthGuard: counts the guards on screen and runs a pending logout when the last one goes. */
export function useGuardPresence() {
  useEffect(() => {
    mountedGuards += 1
    return () => {
      mountedGuards -= 1
      if (mountedGuards === 0) runPendingClear()
    }
  }, [])
}

/**
 * Logout: removes the tokens and the profile, empties the cart and goes to /. (A
 * session that merely expires keeps the cart: lib/api-client.)
 */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    pendingClear = () => {
      tokenStorage.clear()
      cartStore.clear()
      queryClient.removeQueries({ queryKey: ['user'] })
    }
    await navigate(paths.home.getHref(), { replace: true })
    if (mountedGuards === 0) runPendingClear()
  }, [navigate, queryClient])
}
