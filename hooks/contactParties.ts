import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import { isStaffUser } from '../access/checkRole'
import { isContactable } from '../access/ownership'
import type { ContactMessage } from '../payload-types'
import { idOrNull } from '../shared/idOf'
import { USER_MESSAGES } from '../shared/messages'

/**
 * Who a contact message is from and to, whichever door creates it: from the signed-in member or
 * nobody (a visitor), never a name typed in; to a member's profile (access/ownership.ts says whose),
 * under that member's username. Staff and the server are trusted with what they give.
 */
export const contactParties: CollectionBeforeChangeHook<ContactMessage> = async ({ data, operation, req }) => {
  if (operation !== 'create' || isStaffUser(req.user)) return data
  const sender = req.user ? req.user.id : null
  const artistId = idOrNull(data.artist)
  if (!artistId) return { ...data, artist: null, username: null, sender }
  const artist = await req.payload.findByID({ collection: 'users', id: artistId, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (!isContactable(artist)) {
    throw new ValidationError({ collection: 'contact-messages', errors: [{ path: 'artist', message: USER_MESSAGES.noArtist }], req })
  }
  return { ...data, artist: artist!.id, username: artist!.username, sender }
}
