import type { FieldAccess } from 'payload'
import { idOrNull } from '../shared/idOf'
import { isStaffUser } from './checkRole'

/**
 * A field of one order line read by that line's seller and staff only: Kala's fee on it is between
 * Kala and the seller, not the buyer's business nor another seller's.
 */
export const lineSellerOrStaffField: FieldAccess = ({ req: { user }, siblingData }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  return idOrNull((siblingData as { seller?: unknown } | undefined)?.seller) === String(user.id)
}
