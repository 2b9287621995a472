import type { FieldAccess, PayloadRequest } from 'payload'
import { isStaffUser } from './checkRole'

/** True when the reader is the account itself or staff. */
export const isSelfOrStaff = (req: PayloadRequest, rowId: unknown): boolean => {
  const user = req.user
  if (!user) return false
  if (isStaffUser(user)) return true
  return rowId !== undefined && rowId !== null && String(rowId) === String(user.id)
}

/** Private profile fields (e-mail, phone, addresses, preferences): the member themself and staff. */
export const selfOrStaffField: FieldAccess = ({ req, id, doc }) => isSelfOrStaff(req, (doc as { id?: unknown } | undefined)?.id ?? id)
