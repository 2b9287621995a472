import type { FieldAccess } from 'payload'
import { checkRole } from './checkRole'

/** Private profile fields (e-mail, phone, addresses, preferences): the member themself and staff. */
export const selfOrStaffField: FieldAccess = ({ req: { user }, id, doc }) => {
  if (!user) return false
  if (checkRole(['editor', 'admin'], user)) return true
  const rowId = (doc as { id?: unknown } | undefined)?.id ?? id
  return rowId !== undefined && String(rowId) === String(user.id)
}
