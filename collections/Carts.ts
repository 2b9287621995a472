import type { CollectionConfig } from 'payload'
import { authenticated } from '../access/authenticated'
import { staffOrOwner } from '../access/staffOrOwner'
import { setOwner } from '../hooks/setOwner'
import { savedCartSchema } from '../shared/schemas'
import { ownerField } from './fields/owner'

/**
 * A member's cart, kept on the server so it follows them to another device (issue 18, defect 3):
 * one row per member, the artworks' ids in the order they were added. The browser's cart is merged
 * into it at sign-in and written back on each change (storefront/src/hooks/use-cart-sync.ts).
 * Not public, and not in the catalogue's version (cms/catalogue/contentVersion.ts): a cart changing
 * does not invalidate what visitors are served.
 */
export const Carts: CollectionConfig = {
  slug: 'carts',
  admin: { group: 'Shop', defaultColumns: ['owner', 'updatedAt'], description: "Members' carts, as their devices last saved them." },
  access: { read: staffOrOwner(), create: authenticated, update: staffOrOwner(), delete: staffOrOwner() },
  hooks: { beforeChange: [setOwner] },
  fields: [
    ownerField({ unique: true }),
    {
      name: 'artworks',
      type: 'json',
      required: true,
      // The same rule as the storefront's route (shared/schemas.ts): ids only, at most a checkout's worth.
      validate: (value: unknown) => {
        const parsed = savedCartSchema.shape.artworkIds.safeParse(value)
        return parsed.success ? true : (parsed.error.issues[0]?.message ?? 'Invalid cart.')
      },
      admin: { description: 'Artwork ids, oldest first.' },
    },
  ],
  timestamps: true,
}
