import type { CollectionBeforeChangeHook } from 'payload'
import { APIError } from 'payload'
import { saleStatusOf } from '../../../cms/schemaRuntime'
import type { Artwork } from '../../../payload-types'
import { ARTWORK_MESSAGES } from '../../../shared/messages'

/**
 * The price of a work on hold for a buyer, or sold, stays what the buyer is paying or paid (issue
 * 16): the checkout priced it when it reserved the work, and the order, its receipt and the
 * seller's records name that price. Everyone is held to it, staff included; a lapsed hold frees it.
 */
export const freezeSalePrice: CollectionBeforeChangeHook<Artwork> = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || !originalDoc || data.price === undefined) return data
  const status = saleStatusOf(originalDoc)
  if ((status === 'sold' || status === 'reserved') && (data.price ?? null) !== (originalDoc.price ?? null)) {
    throw new APIError(status === 'sold' ? ARTWORK_MESSAGES.soldPrice : ARTWORK_MESSAGES.reservedPrice, 409, undefined, true)
  }
  return data
}
