import type { Access, Where } from 'payload'
import { isStaffUser } from './checkRole'

/**
 * An invoice: staff, its recipient (the buyer of a sale; the seller on Kala's fee invoice) and its
 * supplier (the seller of a sale). Another seller of the same order is neither: they never see it.
 */
export const invoicePartyOrStaff: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  const parties: Where[] = [{ recipientUser: { equals: user.id } }, { supplierUser: { equals: user.id } }]
  return { or: parties }
}
