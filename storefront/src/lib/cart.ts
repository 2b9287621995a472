/**
 * The cart: items { id, title, artistName, price, image } kept in local
 * storage under STORAGE_KEYS.cart, shared across tabs, emptied when the member logs out (not when
 * a session merely expires). `toCartItem` is the one way an artwork becomes a cart item.
 */
import type { Artwork, CartLine } from '@shared/api-types'
import { STORAGE_KEYS } from '@shared/constants'
import { pickImageUrl } from '@shared/images'

export type CartItem = {
  id: string
  title: string
  artistName: string
  price: number
  image: string
  /** Where the artwork page is (artist slug), for links from the cart. */
  artistSlug?: string
  /** Its return policy as the API states it (days after delivery, 0 = none); absent in carts kept before it existed, until refreshed. */
  returnDays?: number
}

/** The cart item of an artwork that has a price (a work on request cannot be put in a cart). */
export function toCartItem(artwork: Artwork): CartItem | null {
  if (artwork.price === null) return null
  return {
    id: artwork._id,
    title: artwork.title,
    artistName: artwork.artistName,
    ...(artwork.artistSlug ? { artistSlug: artwork.artistSlug } : {}),
    price: artwork.price,
    image: pickImageUrl(artwork.imageUrls[0], 400) ?? '',
    returnDays: artwork.returnDays,
  }
}

/** A line of POST /api/user/cart as a cart item: a work that can still be bought at a price; else null. */
export function lineToCartItem(line: CartLine): CartItem | null {
  if (line.price === null || line.saleStatus === 'sold' || line.saleStatus === null) return null
  return {
    id: line.artworkId,
    title: line.title,
    artistName: line.artistName,
    ...(line.artistSlug ? { artistSlug: line.artistSlug } : {}),
    price: line.price,
    image: line.image ?? '',
    ...(line.returnDays !== null ? { returnDays: line.returnDays } : {}),
  }
}

/**
 * The empty cart, one array for every empty state and for the server's render (use-cart.ts): a
 * fresh `[]` after hydration would differ from the server's snapshot by identity alone, and React
 * would render every component that reads the cart again, synchronously, in one long task (every
 * artwork card of a page: issue 22). Never mutated: the store only ever replaces its array.
 */
export const EMPTY_CART: readonly CartItem[] = Object.freeze([])

const listeners = new Set<() => void>()
let cache: readonly CartItem[] | null = null

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return typeof v.id === 'string' && typeof v.title === 'string' && typeof v.price === 'number'
}

function load(): readonly CartItem[] {
  const raw = window.localStorage.getItem(STORAGE_KEYS.cart)
  if (!raw) return EMPTY_CART
  try {
    const parsed: unknown = JSON.parse(raw)
    const items = Array.isArray(parsed) ? parsed.filter(isCartItem) : []
    return items.length ? items : EMPTY_CART
  } catch (error) {
    console.warn('Ignoring an unreadable cart in local storage', error)
    return EMPTY_CART
  }
}

function save(items: readonly CartItem[]) {
  cache = items.length ? items : EMPTY_CART
  if (items.length) window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(items))
  else window.localStorage.removeItem(STORAGE_KEYS.cart)
  for (const listener of listeners) listener()
}

export const cartStore = {
  getItems(): readonly CartItem[] {
    cache ??= load()
    return cache
  },
  has: (id: string) => cartStore.getItems().some((i) => i.id === id),
  /** 'added', or 'exists' when the artwork is already in the cart (originals are unique). */
  add(item: CartItem): 'added' | 'exists' {
    if (cartStore.has(item.id)) return 'exists'
    save([...cartStore.getItems(), item])
    return 'added'
  },
  remove(id: string): boolean {
    const items = cartStore.getItems()
    if (!items.some((i) => i.id === id)) return false
    save(items.filter((i) => i.id !== id))
    return true
  },
  /**
   * Brings the kept items up to date with what the server says now (price, title, artist, image),
   * so the cart shows and sends the current price. Items the server does not describe stay as they are.
   */
  refresh(current: ReadonlyArray<Pick<CartItem, 'id'> & Partial<Omit<CartItem, 'id'>>>) {
    const byId = new Map(current.map((c) => [c.id, c]))
    let changed = false
    const next = cartStore.getItems().map((item) => {
      const fresh = byId.get(item.id)
      if (!fresh) return item
      const merged: CartItem = { ...item }
      for (const key of ['title', 'artistName', 'price', 'image', 'artistSlug', 'returnDays'] as const) {
        const value = fresh[key]
        if (value !== undefined && value !== null && value !== '' && value !== item[key]) {
          ;(merged as Record<string, unknown>)[key] = value
          changed = true
        }
      }
      return merged
    })
    if (changed) save(next)
  },
  clear: () => save(EMPTY_CART),
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

// Another tab changed the cart (in a browser: on the server there is no other tab).
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cart || event.key === null) {
      cache = null
      for (const listener of listeners) listener()
    }
  })
