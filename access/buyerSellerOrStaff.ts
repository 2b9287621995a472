import type { Access, Where } from 'payload'
import { isStaffUser } from './checkRole'

/**
 * Orders and enquiries: their buyer, the artist(s) concerned, and staff. `sellerSees` narrows what
 * the artists read (orders: paid ones only; a checkout still waiting for payment is the buyer's).
 */
export const buyerSellerOrStaff =
  (buyerField: string, sellerField: string, sellerSees?: Where): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (isStaffUser(user)) return true
    const asSeller: Where = { [sellerField]: { in: [user.id] } }
    return { or: [{ [buyerField]: { equals: user.id } }, sellerSees ? { and: [asSeller, sellerSees] } : asSeller] }
  }
