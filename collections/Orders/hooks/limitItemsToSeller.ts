import type { CollectionAfterReadHook } from 'payload'
import { checkRole } from '../../../access/checkRole'

const idOf = (v: unknown): string => String(typeof v === 'object' && v ? (v as { id: unknown }).id : v)

/** An artist who reads an order that is not theirs as buyer sees only their own items. */
export const limitItemsToSeller: CollectionAfterReadHook = ({ doc, req }) => {
  const user = req.user
  if (!user || checkRole(['editor', 'admin'], user) || idOf(doc.buyer) === String(user.id)) return doc
  if (!Array.isArray(doc.items)) return doc
  const items = doc.items.filter((i: { seller?: unknown }) => idOf(i.seller) === String(user.id))
  return { ...doc, items, totalAmount: items.reduce((s: number, i: { price?: number }) => s + (i.price ?? 0), 0) }
}
