import type { CollectionBeforeDeleteHook } from 'payload'
import { APIError } from 'payload'

/** A sold original is part of an order's record: it can be unpublished, never deleted. */
export const refuseSoldDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.findByID({ collection: 'artworks', id, depth: 0, req, overrideAccess: true, disableErrors: true })
  if (doc?.saleState === 'sold') {
    throw new APIError('A sold artwork cannot be deleted.', 409, undefined, true)
  }
}
