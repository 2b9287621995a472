import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import type { Follow } from '../../../payload-types'
import { idOrNull } from '../../../shared/idOf'
import { FOLLOW_MESSAGES, FOLLOWABLE_ARTIST_ROLES, followKey } from '../../../shared/follows'

/**
 * A follow names one public artist (a verified member who sells, not a gallery member, not staff)
 * or one public gallery page, never the follower's own; `target` is written here from it, so the
 * unique pair (owner, target) holds through every door. Follows are never updated (access).
 */
export const followTarget: CollectionBeforeChangeHook<Follow> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const refuse = (path: string, message: string): never => {
    throw new ValidationError({ collection: 'follows', errors: [{ path, message }], req })
  }
  const owner = idOrNull(data.owner)
  // An id the database cannot hold names nobody (a 400 with the sentence, never a failed query).
  const holdable = (id: string | null): id is string =>
    id !== null &&
    (req.payload.db.defaultIDType === 'number' ? /^\d{1,10}$/.test(id) && Number(id) <= 2_147_483_647 : /^[a-f0-9]{24}$/i.test(id))
  if (data.kind === 'artist') {
    const id = idOrNull(data.artist)
    if (id === null || idOrNull(data.gallery) !== null) return refuse('artist', FOLLOW_MESSAGES.oneTarget)
    if (!holdable(id)) return refuse('artist', FOLLOW_MESSAGES.noArtist)
    const user = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, req })
    if (!user || !user._verified) return refuse('artist', FOLLOW_MESSAGES.noArtist)
    if (!(FOLLOWABLE_ARTIST_ROLES as readonly (string | null | undefined)[]).includes(user.role))
      return refuse('artist', FOLLOW_MESSAGES.notSeller)
    if (owner !== null && String(owner) === String(user.id)) return refuse('artist', FOLLOW_MESSAGES.ownPage)
    return { ...data, artist: user.id, gallery: null, target: followKey('artist', user.id) }
  }
  if (data.kind === 'gallery') {
    const id = idOrNull(data.gallery)
    if (id === null || idOrNull(data.artist) !== null) return refuse('gallery', FOLLOW_MESSAGES.oneTarget)
    if (!holdable(id)) return refuse('gallery', FOLLOW_MESSAGES.noGallery)
    const gallery = await req.payload.findByID({ collection: 'galleries', id, depth: 0, overrideAccess: true, disableErrors: true, req })
    if (!gallery || !gallery.ownerVerified) return refuse('gallery', FOLLOW_MESSAGES.noGallery)
    if (owner !== null && String(owner) === String(idOrNull(gallery.owner))) return refuse('gallery', FOLLOW_MESSAGES.ownPage)
    return { ...data, gallery: gallery.id, artist: null, target: followKey('gallery', gallery.id) }
  }
  return refuse('kind', FOLLOW_MESSAGES.oneTarget)
}
