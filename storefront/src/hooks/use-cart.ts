import { useCallback, useSyncExternalStore } from 'react'
import { toast } from '@/components/ui/toast-store'
import { cartStore, EMPTY_CART, type CartItem } from '@/lib/cart'

const serverSnapshot = () => EMPTY_CART

/** The cart with its toasts: 'Added to cart', 'Already in cart' (info), 'Removed from cart'. */
export function useCart() {
  const items = useSyncExternalStore(cartStore.subscribe, cartStore.getItems, serverSnapshot)

  const add = useCallback((item: CartItem) => {
    const result = cartStore.add(item)
    if (result === 'exists') toast.info('Already in cart')
    else toast.success('Added to cart')
    return result
  }, [])

  const remove = useCallback((id: string) => {
    if (cartStore.remove(id)) toast.info('Removed from cart')
  }, [])

  const total = items.reduce((sum, i) => sum + i.price, 0)
  return { items, count: items.length, total, add, remove, has: (id: string) => items.some((i) => i.id === id), clear: cartStore.clear }
}
