import type { FieldAccess } from 'payload'
import { isStaffUser } from './checkRole'

/**
 * A field of an owned row that only its owner and staff read (an artwork's offer floor): every
 * other reader, visitors included, gets the row without it, through every door (/api, /cms/api,
 * the Local API as a user).
 */
export const ownerOrStaffField: FieldAccess = ({ req: { user }, doc }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  const owner = (doc as { owner?: unknown } | undefined)?.owner
  const ownerId = owner && typeof owner === 'object' ? (owner as { id?: unknown }).id : owner
  return ownerId !== undefined && ownerId !== null && String(ownerId) === String(user.id)
}
