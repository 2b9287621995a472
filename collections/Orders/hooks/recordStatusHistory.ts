import type { CollectionBeforeChangeHook } from 'payload'
import { randomBytes } from 'node:crypto'
import type { Order } from '../../../payload-types'
import { relationId } from '../../../shared/idOf'

/** KALA-<time in base 36>-<4 hex>: short enough for Razorpay's 40-character receipt. */
export const newOrderNumber = (): string => `KALA-${Date.now().toString(36).toUpperCase()}-${randomBytes(2).toString('hex').toUpperCase()}`

/**
 * Number new orders, derive the sellers from the items, and date every status change of a paid
 * order. A checkout's history starts when it is paid (the order machine writes that first step
 * with the payment); an order created already paid (staff, the seed) starts with its status now.
 */
export const recordStatusHistory: CollectionBeforeChangeHook<Order> = ({ data, operation, originalDoc }) => {
  const next = { ...data }
  if (operation === 'create' && !next.orderNumber) next.orderNumber = newOrderNumber()
  if (Array.isArray(next.items)) {
    const ids = next.items.map((i) => relationId(i.seller))
    next.sellers = [...new Set(ids.filter((id): id is number => Boolean(id)))]
  }
  const paid =
    (next.paymentStatus ?? originalDoc?.paymentStatus) === 'success' || (next.paymentStatus ?? originalDoc?.paymentStatus) === 'refunded'
  // Seeded or migrated orders may bring their own past steps.
  const history: NonNullable<Order['statusHistory']> =
    (operation === 'create' ? next.statusHistory : (next.statusHistory ?? originalDoc?.statusHistory)) ?? []
  const status = next.orderStatus ?? originalDoc?.orderStatus ?? 'placed'
  next.statusHistory = !paid || history.at(-1)?.status === status ? history : [...history, { status, at: new Date().toISOString() }]
  return next
}
