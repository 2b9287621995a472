import type { Access } from 'payload'
import { isStaffUser } from './checkRole'

/**
 * Enquiries: staff change any; the artist an enquiry is addressed to may change theirs (which
 * fields, and to what, is access/enquiryStatusField.ts); the sender and everyone else none.
 */
export const enquiryArtistOrStaff: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  return { artist: { equals: user.id } }
}
