import type { CollectionBeforeDeleteHook } from 'payload'
import { APIError } from 'payload'
import { ARTWORK_MESSAGES } from '../../../shared/messages'

/** A sold original is part of an order's record: it can be unpublished, never deleted. */
export const refuseSoldDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.findByID({ collection: 'artworks', id, depth: 0, req, overrideAccess: true, disableErrors: true })
  if (doc?.saleState === 'sold') {
    throw new APIError(ARTWORK_MESSAGES.sold, 409, undefined, true)
  }
}
