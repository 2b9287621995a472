/**
 * Two tabs on the same checkout (the cart is shared by every tab of the browser): when one pays,
 * the others must not just lose their cart and read 'Your cart is empty'. The tab that paid sets
 * STORAGE_KEYS.paidOrder (and removes it at once) before it empties the cart; every other tab gets
 * the storage event first, closes its payment window and says the order was paid elsewhere.
 */
import { useEffect, useEffectEvent } from 'react'
import type { Order } from '@shared/api-types'
import { STORAGE_KEYS } from '@shared/constants'

/** What another tab (or the server's refusal of a second payment) says was paid. */
export type PaidElsewhere = { orderNumber: string; totalAmount: number; artworkIds: string[] }

function isPaidElsewhere(value: unknown): value is PaidElsewhere {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return (
    typeof v.orderNumber === 'string' &&
    typeof v.totalAmount === 'number' &&
    Array.isArray(v.artworkIds) &&
    v.artworkIds.every((id) => typeof id === 'string')
  )
}

/** Tells the other tabs that this one has paid `order` (call before emptying the cart). */
export function tellOtherTabs(order: Order): void {
  const note: PaidElsewhere = {
    orderNumber: order.orderNumber,
    totalAmount: order.totalAmount,
    artworkIds: order.items.map((i) => i.artworkId),
  }
  // Only the event matters: nothing is left in storage.
  window.localStorage.setItem(STORAGE_KEYS.paidOrder, JSON.stringify(note))
  window.localStorage.removeItem(STORAGE_KEYS.paidOrder)
}

/**
 * Calls `onPaid` when another tab pays for any of `artworkIds` (the works this checkout shows)
 * while the page is open. The note comes before the emptied cart, so the checkout hears of it
 * while it still shows the works.
 */
export function useOnPaidInAnotherTab(artworkIds: readonly string[], onPaid: (paid: PaidElsewhere) => void): void {
  const heard = useEffectEvent((note: PaidElsewhere) => {
    if (note.artworkIds.some((id) => artworkIds.includes(id))) onPaid(note)
  })
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.paidOrder || !event.newValue) return
      let note: unknown
      try {
        note = JSON.parse(event.newValue)
      } catch (error) {
        console.warn('Ignoring an unreadable paid-order note from another tab', error)
        return
      }
      if (isPaidElsewhere(note)) heard(note)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
}
