import { useNavigate } from 'react-router-dom'
import type { Artwork } from '@shared/api-types'
import { useLoginRequired } from '@/components/login-required'
import { paths } from '@shared/paths'
import { useCart } from '@/hooks/use-cart'
import { useCartLines } from '@/hooks/use-cart-lines'
import { useUser } from '@/lib/auth'
import { toCartItem, type CartItem } from '@/lib/cart'

export type Purchase = {
  status: Artwork['saleStatus']
  /** The work is the signed-in member's own: nothing to buy or ask, a link to edit it instead. */
  own: boolean
  /** Reserved by this member's own open checkout (on this device or another). */
  heldByMe: boolean
  /** What 'Add to Cart' and 'Buy Now' put in the cart; null when the work cannot be bought now. */
  cartItem: CartItem | null
  inCart: boolean
  addToCart: () => void
  buyNow: () => void
}

/**
 * What a buyer can do with a work, for the page's purchase panel and the phone's purchase bar
 * alike (one answer, so the two never disagree). It follows the API's saleStatus alone; a
 * reserved work asks the server whose checkout holds it (the cart's own question). Every action
 * needs a login: a visitor gets 'Login Required'.
 */
export function usePurchase(artwork: Artwork): Purchase {
  const { requireLogin } = useLoginRequired()
  const cart = useCart()
  const navigate = useNavigate()
  const me = useUser().data
  const own = Boolean(me?.username) && me?.username === artwork.uploadedBy
  const status = artwork.saleStatus
  const hold = useCartLines(status === 'reserved' && !own ? [artwork._id] : [])
  const heldByMe = status === 'reserved' && hold.data?.items[0]?.reservedByYou === true
  const cartItem = (status === 'available' || heldByMe) && !own ? toCartItem(artwork) : null

  const addToCart = () => {
    if (requireLogin() && cartItem) cart.add(cartItem)
  }
  const buyNow = () => {
    if (!requireLogin() || !cartItem) return
    // Already in the cart: straight to checkout, without an 'Already in cart' toast.
    if (!cart.has(artwork._id)) cart.add(cartItem)
    navigate(paths.shop.checkout.getHref())
  }

  return { status, own, heldByMe, cartItem, inCart: cart.has(artwork._id), addToCart, buyNow }
}
