import type { CollectionBeforeChangeHook } from 'payload'

/** artistSlug and uploadedBy always follow the owner; artistName defaults to the owner's name. */
export const deriveArtist: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const ownerRef = data.owner ?? originalDoc?.owner
  const ownerId = typeof ownerRef === 'object' && ownerRef ? ownerRef.id : ownerRef
  if (!ownerId) return data
  const owner = await req.payload.findByID({ collection: 'users', id: ownerId, depth: 0, req, overrideAccess: true })
  return {
    ...data,
    artistSlug: owner.slug ?? owner.username,
    uploadedBy: owner.username,
    artistName: data.artistName || originalDoc?.artistName || owner.fullName,
  }
}
