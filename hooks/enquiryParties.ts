import type { CollectionBeforeChangeHook } from 'payload'
import { APIError, ValidationError } from 'payload'
import { isStaffUser } from '../access/checkRole'
import type { Enquiry } from '../payload-types'
import { idOf, idOrNull } from '../shared/idOf'
import { USER_MESSAGES } from '../shared/messages'

/**
 * Who an enquiry is from and to, whichever door creates it: from the signed-in member (never a
 * name they type), about a work they can see (the artworks' read rule) that is not their own, to
 * the member who lists it (its owner, under their username). Staff (the back office) and the
 * server are trusted with what they give.
 */
export const enquiryParties: CollectionBeforeChangeHook<Enquiry> = async ({ data, operation, req }) => {
  const user = req.user
  if (operation !== 'create' || !user || isStaffUser(user)) return data
  const artworkId = idOrNull(data.artwork)
  const artwork = artworkId
    ? await req.payload.findByID({ collection: 'artworks', id: artworkId, depth: 0, overrideAccess: false, user, req, disableErrors: true })
    : null
  if (!artwork) {
    throw new ValidationError({ collection: 'enquiries', errors: [{ path: 'artwork', message: USER_MESSAGES.artworkNotFound }], req })
  }
  const artistId = idOf(artwork.owner)
  if (artistId === String(user.id)) throw new APIError(USER_MESSAGES.ownArtwork, 400, undefined, true)
  const artist = await req.payload.findByID({ collection: 'users', id: artistId, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (!artist) {
    throw new ValidationError({ collection: 'enquiries', errors: [{ path: 'artwork', message: USER_MESSAGES.artworkNotFound }], req })
  }
  return { ...data, artwork: artwork.id, artist: artist.id, username: artist.username, sender: user.id }
}
