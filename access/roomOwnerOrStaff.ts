import type { Access, FieldAccess } from 'payload'
import { idOrNull } from '../shared/idOf'
import { isStaffUser } from './checkRole'

/**
 * A viewing room (collections/ViewingRooms.ts) is read by its owner and by staff (the back office),
 * through every door. Visitors and other members never read it as a row: a room's public face is
 * GET /api/rooms/:token only (cms/rooms/open.ts), which shows what a room shows and nothing else.
 */
export const roomOwnerOrStaff: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  return { owner: { equals: user.id } }
}

/** Only the owner writes their room (staff read it, they do not curate a member's room). */
export const roomOwnerOnly: Access = ({ req: { user } }) => {
  if (!user) return false
  return { owner: { equals: user.id } }
}

/** A room's link token: its owner's and staff's to read, nobody else's (the link is the key to the room). */
export const roomOwnerOrStaffField: FieldAccess = ({ req: { user }, doc }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  return idOrNull((doc as { owner?: unknown } | undefined)?.owner) === String(user.id)
}
