import type { CollectionAfterReadHook } from 'payload'
import { isStaffUser } from '../../../access/checkRole'
import type { Order } from '../../../payload-types'
import { idOf } from '../../../shared/idOf'

/** An artist who reads an order that is not theirs as buyer sees only their own items. */
export const limitItemsToSeller: CollectionAfterReadHook<Order> = ({ doc, req }) => {
  const user = req.user
  if (!user || isStaffUser(user) || idOf(doc.buyer) === String(user.id)) return doc
  if (!Array.isArray(doc.items)) return doc
  const items = doc.items.filter((i) => idOf(i.seller) === String(user.id))
  return { ...doc, items, totalAmount: items.reduce((s, i) => s + (i.price ?? 0), 0) }
}
