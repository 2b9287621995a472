import type { CollectionBeforeDeleteHook } from 'payload'

/** A member's kept cart (collections/Carts.ts) goes with their account: it is theirs alone and names them. */
export const forgetCart: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'carts', where: { owner: { equals: id } }, overrideAccess: true, req })
}
