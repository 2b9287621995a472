import type { CollectionAfterChangeHook } from 'payload'
import type { User } from '../../../payload-types'

/** Every gallery member has one public gallery page; it is opened when the account is created. */
export const ensureGalleryProfile: CollectionAfterChangeHook<User> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.role !== 'gallery' || req.context.seeding) return doc
  await req.payload.create({
    collection: 'galleries',
    data: { owner: doc.id, name: doc.fullName, username: doc.username, bio: doc.bio ?? undefined, city: doc.city ?? undefined },
    req,
    overrideAccess: true,
  })
  return doc
}
