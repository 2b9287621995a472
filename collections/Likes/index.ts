import type { CollectionConfig } from 'payload'
import { authenticated } from '../../access/authenticated'
import { staffOrOwner } from '../../access/staffOrOwner'
import { likeFacts } from '../../hooks/likeFacts'
import { setOwner } from '../../hooks/setOwner'
import { ownerField } from '../fields/owner'
import { countLike, uncountLike } from './hooks/countSellerLikes'

/**
 * A member's favourite. One per member and artwork (unique pair); counted for top lists and, per
 * day, on the seller's dashboard (collections/SellerStats).
 */
export const Likes: CollectionConfig = {
  slug: 'likes',
  admin: { group: 'People', defaultColumns: ['owner', 'artwork', 'createdAt'] },
  access: { read: staffOrOwner(), create: authenticated, update: () => false, delete: staffOrOwner() },
  hooks: { beforeChange: [setOwner, likeFacts], afterChange: [countLike], afterDelete: [uncountLike] },
  indexes: [{ fields: ['owner', 'artwork'], unique: true }],
  fields: [
    ownerField(),
    { name: 'artwork', type: 'relationship', relationTo: 'artworks', required: true, index: true },
    { name: 'artistSlug', type: 'text', index: true },
  ],
  timestamps: true,
}
