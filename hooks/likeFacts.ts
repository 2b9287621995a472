import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import type { Like } from '../payload-types'
import { idOrNull } from '../shared/idOf'
import { USER_MESSAGES } from '../shared/messages'

/**
 * A like is of a work its member can see (the artworks' read rule: a draft or withdrawn work of
 * someone else cannot be liked through any door), and its artistSlug is the work's, not one typed
 * in. The server (no user) is trusted with what it gives.
 */
export const likeFacts: CollectionBeforeChangeHook<Like> = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user) return data
  const id = idOrNull(data.artwork)
  const artwork = id
    ? await req.payload.findByID({ collection: 'artworks', id, depth: 0, overrideAccess: false, user: req.user, req, disableErrors: true })
    : null
  if (!artwork)
    throw new ValidationError({ collection: 'likes', errors: [{ path: 'artwork', message: USER_MESSAGES.artworkNotFound }], req })
  return { ...data, artwork: artwork.id, artistSlug: artwork.artistSlug ?? null }
}
