import type { CollectionBeforeValidateHook } from 'payload'
import { APIError } from 'payload'
import { checkRole } from '../../../access/checkRole'
import type { User } from '../../../payload-types'
import { STAFF_ROLES } from '../../../shared/constants'
import { AUTH_MESSAGES } from '../../../shared/messages'

/**
 * Nobody gives themselves a staff role: only an admin may create editors and admins (DECISIONS 18).
 * (Changing `role` later is admin-only by field access; this covers sign-up, where a visitor creates.)
 */
export const guardRole: CollectionBeforeValidateHook<User> = ({ data, req, operation }) => {
  if (!data || operation !== 'create') return data
  const wantsStaff = (STAFF_ROLES as readonly string[]).includes(String(data.role))
  if (wantsStaff && !checkRole(['admin'], req.user) && !req.context.seeding) {
    throw new APIError(AUTH_MESSAGES.staffRole, 403, undefined, true)
  }
  return data
}
