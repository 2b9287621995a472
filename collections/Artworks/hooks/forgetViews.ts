import type { CollectionBeforeDeleteHook } from 'payload'
import { statsStore } from '../../../cms/schemaRuntime'

/**
 * A deleted work's view marks and daily view counts go with it (they would point at nothing);
 * its seller's daily figures keep the views, which happened.
 */
export const forgetViews: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await statsStore(req.payload).forgetArtwork(id, req)
}
