import type { CollectionBeforeChangeHook } from 'payload'
import { isStaffUser } from '../../../access/checkRole'
import { accountOf } from '../../../cms/schemaRuntime'
import type { Artwork } from '../../../payload-types'
import { idOf } from '../../../shared/idOf'

/**
 * Staff review of listings (docs/decisions.md, the review queue), on every save:
 * - on create, a work is `approved` when its owner is trusted (or staff) and `pending` otherwise,
 *   unless staff (or the seed, with access overridden) chose a state; a member's own value never
 *   reaches here (the field's create access drops it);
 * - a member's edit of a rejected work sends it back to `pending`: the seller answered the reason;
 * - `ownerVerified` copies the owner's e-mail verification when the owner is set or changes
 *   (cms/catalogue/accountVisibility.ts keeps it when the account's verification changes).
 */
export const reviewOnSave: CollectionBeforeChangeHook<Artwork> = async ({ data, operation, originalDoc, req }) => {
  if (req.context.accountSync) return data
  const ownerGiven = data.owner !== undefined && data.owner !== null
  const ownerChanged = operation === 'create' || (ownerGiven && idOf(data.owner) !== idOf(originalDoc?.owner))
  const next = { ...data }
  if (ownerChanged) {
    const seller = ownerGiven ? await accountOf(req.payload, idOf(data.owner), req) : null
    next.ownerVerified = seller?.verified ?? false
    if (operation === 'create' && !data.review) next.review = seller?.trusted ? 'approved' : 'pending'
  }
  if (operation === 'update' && originalDoc?.review === 'rejected' && req.user && !isStaffUser(req.user)) next.review = 'pending'
  return next
}
