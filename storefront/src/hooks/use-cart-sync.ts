import { useEffect } from 'react'
import { CHECKOUT } from '@shared/constants'
import { api } from '@/lib/api-client'
import { useUser } from '@/lib/auth'
import { cartStore, lineToCartItem } from '@/lib/cart'
import { tokenStorage } from '@/lib/token-storage'
import { getCartLines } from './use-cart-lines'

/** Changes in quick succession (a few removals) are written once. */
const WRITE_DELAY_MS = 400

const cartIds = () =>
  cartStore
    .getItems()
    .map((i) => i.id)
    .slice(0, CHECKOUT.maxItems)

const writeCart = () => api.put<{ artworkIds: string[] }>('/api/user/saved-cart', { artworkIds: cartIds() })

/**
 * A signed-in member's cart follows them across devices (issue 18, defect 3): at sign-in the cart
 * the server keeps (GET /api/user/saved-cart) is merged into this browser's (its works described
 * afresh by POST /api/user/cart; sold and vanished ones left out) and the result written back; every
 * later change is written back. Signed out, nothing is sent: logging out empties this browser's cart
 * only, and the kept one waits for the next sign-in.
 */
export function useCartSync() {
  const userId = useUser().data?._id
  useEffect(() => {
    if (!userId) return
    let cancelled = false
    let merged = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = cartStore.subscribe(() => {
      if (!merged) return
      clearTimeout(timer)
      timer = setTimeout(() => {
        // Logout clears the tokens before the cart: its emptying is not this member's new cart.
        if (!cancelled && tokenStorage.getAccessToken()) writeCart().catch((error) => console.warn('The cart could not be saved', error))
      }, WRITE_DELAY_MS)
    })
    void (async () => {
      try {
        const { artworkIds } = await api.get<{ artworkIds: string[] }>('/api/user/saved-cart')
        const missing = artworkIds.filter((id) => !cartStore.has(id))
        if (missing.length > 0) {
          const { items } = await getCartLines(missing)
          if (cancelled) return
          for (const line of items) {
            const item = lineToCartItem(line)
            if (item) cartStore.add(item)
          }
        }
        if (cancelled) return
        merged = true
        // Nothing kept and nothing here: no cart to write (a member who never used one keeps no row).
        if (artworkIds.length > 0 || cartIds().length > 0) await writeCart()
      } catch (error) {
        console.warn('The saved cart could not be merged', error)
      }
    })()
    return () => {
      cancelled = true
      clearTimeout(timer)
      unsubscribe()
    }
  }, [userId])
}
