import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import type { Like } from '../../../payload-types'
import { relationId } from '../../../shared/idOf'
import { dayOf, statsStore } from '../../../cms/schemaRuntime'

/** Who lists the liked work (whose dashboard counts the like). */
async function sellerOf(req: PayloadRequest, artwork: Like['artwork']): Promise<number | string | null> {
  const id = relationId(artwork)
  if (id === null || id === undefined) return null
  const doc = await req.payload.findByID({
    collection: 'artworks',
    id,
    depth: 0,
    select: { owner: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return relationId(doc?.owner) ?? null
}

/** A new like counts for the seller on the day it was given (collections/SellerStats). */
export const countLike: CollectionAfterChangeHook<Like> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const seller = await sellerOf(req, doc.artwork)
  if (seller !== null) await statsStore(req.payload).addLike(seller, dayOf(doc.createdAt), 1, req)
  return doc
}

/** An unlike takes it back from the day it was given. */
export const uncountLike: CollectionAfterDeleteHook<Like> = async ({ doc, req }) => {
  const seller = await sellerOf(req, doc.artwork)
  if (seller !== null) await statsStore(req.payload).addLike(seller, dayOf(doc.createdAt), -1, req)
  return doc
}
