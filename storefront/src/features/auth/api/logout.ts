import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { tokenStorage } from '@/lib/token-storage'

/**
 * Logout (spec point 4): removes the tokens and the profile, empties the cart (the cart store
 * empties itself on sign-out) and goes to /.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(() => {
    navigate(paths.home.getHref(), { replace: true })
    tokenStorage.signOut()
    queryClient.removeQueries({ queryKey: ['user'] })
  }, [navigate, queryClient])
}
