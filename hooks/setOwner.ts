import type { CollectionBeforeChangeHook } from 'payload'
import { checkRole } from '../access/checkRole'

/**
 * On create, the signed-in member becomes the row's owner. Staff may name another owner
 * (seeding, moderation); a member never can.
 */
export const setOwner: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user) return data
  if (checkRole(['editor', 'admin'], req.user) && data.owner) return data
  return { ...data, owner: req.user.id }
}
