import type { Access } from 'payload'
import { isStaffUser } from './checkRole'

/** Orders and enquiries: their buyer, the artist(s) concerned, and staff. */
export const buyerSellerOrStaff =
  (buyerField: string, sellerField: string): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (isStaffUser(user)) return true
    return {
      or: [{ [buyerField]: { equals: user.id } }, { [sellerField]: { in: [user.id] } }],
    }
  }
