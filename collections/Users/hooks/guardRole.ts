import type { CollectionBeforeValidateHook } from 'payload'
import { APIError } from 'payload'
import { checkRole } from '../../../access/checkRole'
import { STAFF_ROLES } from '../../../shared/constants'

/**
 * Nobody gives themselves a staff role: only an admin may create editors and admins.
 * (Changing `role` later is admin-only by field access; this covers sign-up, where a visitor creates.)
 */
export const guardRole: CollectionBeforeValidateHook = ({ data, req, operation }) => {
  if (!data || operation !== 'create') return data
  const wantsStaff = (STAFF_ROLES as readonly string[]).includes(String(data.role))
  if (wantsStaff && !checkRole(['admin'], req.user) && !req.context?.seeding) {
    throw new APIError('Only an admin can grant a staff role.', 403, undefined, true)
  }
  return data
}
