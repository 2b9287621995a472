import type { Access, Where } from 'payload'
import { isStaffUser } from './checkRole'

/**
 * A certificate: staff, its buyer (who keeps it) and the line's seller (who prints it for the box).
 * Anyone else, the artist of a gallery's work included, reads what it certifies on the public
 * verify page, which says nothing about the buyer.
 */
export const certificatePartyOrStaff: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  const parties: Where[] = [{ buyer: { equals: user.id } }, { seller: { equals: user.id } }]
  return { or: parties }
}
