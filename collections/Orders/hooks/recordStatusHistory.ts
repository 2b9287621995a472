import type { CollectionBeforeChangeHook } from 'payload'
import { randomBytes } from 'node:crypto'
import type { Order } from '../../../payload-types'
import { relationId } from '../../../shared/idOf'

/** Number new orders, derive the sellers from the items, and date every status change. */
export const recordStatusHistory: CollectionBeforeChangeHook<Order> = ({ data, operation, originalDoc }) => {
  const next = { ...data }
  if (operation === 'create' && !next.orderNumber) {
    next.orderNumber = `KALA-${Date.now().toString(36).toUpperCase()}-${randomBytes(2).toString('hex').toUpperCase()}`
  }
  if (Array.isArray(next.items)) {
    const ids = next.items.map((i) => relationId(i.seller))
    next.sellers = [...new Set(ids.filter((id): id is number => Boolean(id)))]
  }
  // History is dated on the server; seeded or migrated orders may bring their own past steps.
  const status = next.orderStatus ?? originalDoc?.orderStatus ?? 'placed'
  const history = (operation === 'create' ? next.statusHistory : originalDoc?.statusHistory) ?? []
  next.statusHistory = history.at(-1)?.status === status ? history : [...history, { status, at: new Date().toISOString() }]
  return next
}
