import type { Access, Where } from 'payload'
import { isStaffUser } from './checkRole'

/**
 * Rows visitors may read, given as a Where; staff read everything, owners read their own too.
 * Used for artworks (published and available or sold) and artist collections (published).
 */
export const publishedOrStaffOrOwner =
  (publicWhere: Where, ownerField = 'owner'): Access =>
  ({ req: { user } }) => {
    if (isStaffUser(user)) return true
    if (!user) return publicWhere
    return { or: [publicWhere, { [ownerField]: { equals: user.id } }] }
  }
