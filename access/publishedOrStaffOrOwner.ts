import type { Access, Where } from 'payload'
import { isStaffUser } from './checkRole'

/**
 * Rows visitors may read, given as a Where; staff read everything, owners read their own too.
 * Used for artworks (saleRules: visible), artist collections (published), members (verified) and gallery pages (owner verified).
 */
export const publishedOrStaffOrOwner =
  (publicWhere: Where, ownerField = 'owner'): Access =>
  ({ req: { user } }) => {
    if (isStaffUser(user)) return true
    if (!user) return publicWhere
    return { or: [publicWhere, { [ownerField]: { equals: user.id } }] }
  }
