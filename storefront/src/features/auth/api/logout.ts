import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { cartStore } from '@/lib/cart'
import { tokenStorage } from '@/lib/token-storage'

/**
 * Logout (spec point 4): removes the tokens and the profile, empties the cart and goes to /. (A
 * session that merely expires keeps the cart: lib/api-client.)
 */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    // Leave the page first, committed (flushSync): cleared while a guarded page (/admin) is still
    // shown, the tokens' absence would make its guard send the member to /login instead of /.
    await navigate(paths.home.getHref(), { replace: true, flushSync: true })
    tokenStorage.clear()
    cartStore.clear()
    queryClient.removeQueries({ queryKey: ['user'] })
  }, [navigate, queryClient])
}
