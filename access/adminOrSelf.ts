import type { Access } from 'payload'
import { checkRole } from './checkRole'

/** Users: admins manage every account; a member only their own. */
export const adminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (checkRole(['admin'], user)) return true
  return { id: { equals: user.id } }
}
