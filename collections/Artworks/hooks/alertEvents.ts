import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'
import { onArtworkChange } from '../../../cms/schemaRuntime'
import type { Artwork } from '../../../payload-types'

/**
 * A work that became public (published and approved, through any door: the seller's form, staff's
 * review) tells the members whose alerts match it and its followers; a lower price tells its
 * likers (cms/alerts). In the change's transaction, so a change that rolls back tells nobody.
 */
export const alertEvents: CollectionAfterChangeHook<Artwork> = async ({ doc, previousDoc, operation, req }) => {
  await onArtworkChange(req.payload, doc, operation === 'create' ? undefined : previousDoc, req)
  return doc
}

/** A deleted work's notifications go with it (they would point at nothing). */
export const forgetNotifications: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'notifications', where: { artwork: { equals: id } }, overrideAccess: true, req })
}
