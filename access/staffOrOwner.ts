import type { Access } from 'payload'
import { isStaffUser } from './checkRole'

/** Staff see every row; a member only the rows whose `owner` is them; visitors none. */
export const staffOrOwner =
  (ownerField = 'owner'): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (isStaffUser(user)) return true
    return { [ownerField]: { equals: user.id } }
  }
