import type { CollectionBeforeChangeHook } from 'payload'
import type { Artwork } from '../../../payload-types'
import { relationId } from '../../../shared/idOf'

/** artistSlug and uploadedBy always follow the owner; artistName defaults to the owner's name. */
export const deriveArtist: CollectionBeforeChangeHook<Artwork> = async ({ data, originalDoc, req }) => {
  const ownerId = relationId(data.owner ?? originalDoc?.owner)
  if (!ownerId) return data
  const owner = await req.payload.findByID({ collection: 'users', id: ownerId, depth: 0, req, overrideAccess: true })
  return {
    ...data,
    artistSlug: owner.slug ?? owner.username,
    uploadedBy: owner.username,
    artistName: data.artistName || originalDoc?.artistName || owner.fullName,
  }
}
