import type { FieldAccess } from 'payload'
import { idOrNull } from '../shared/idOf'
import { isStaffUser } from './checkRole'

/**
 * An order's fields for its buyer and staff only: what it cost as a whole and how it was paid,
 * the buyer's e-mail. An artist reads an order for the lines they sell and what shipping needs
 * (collections/Orders: limitItemsToSeller), never another seller's amounts or the buyer's address book.
 */
export const buyerOrStaffField: FieldAccess = ({ req: { user }, doc }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  return idOrNull((doc as { buyer?: unknown } | undefined)?.buyer) === String(user.id)
}
