import type { CollectionBeforeChangeHook } from 'payload'
import { isStaffUser } from '../access/checkRole'
import type { Artwork, ArtworkCollection, Cart, Follow, Like, Media } from '../payload-types'

/**
 * On create, the signed-in member becomes the row's owner. Staff may name another owner
 * (seeding, moderation); a member never can.
 */
export const setOwner: CollectionBeforeChangeHook<Artwork | ArtworkCollection | Cart | Follow | Like | Media> = ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create' || !req.user) return data
  if (isStaffUser(req.user) && data.owner) return data
  return { ...data, owner: req.user.id }
}
