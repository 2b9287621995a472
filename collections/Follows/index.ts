import type { CollectionConfig } from 'payload'
import { authenticated } from '../../access/authenticated'
import { nobody } from '../../access/nobody'
import { staffOrOwner } from '../../access/staffOrOwner'
import { FOLLOW_KINDS } from '../../shared/follows'
import { setOwner } from '../../hooks/setOwner'
import { ownerField } from '../fields/owner'
import { followTarget } from './hooks/followTarget'

/**
 * A member follows an artist (a member who sells) or a gallery page. One per member and target:
 * `target` is the business key ('artist:12', 'gallery:3', written by hooks/followTarget from the
 * relationship), unique with the owner. Who follows whom is the follower's and staff's to read;
 * a seller sees a count (cms/follows), never the list. Follower counts are counted from these
 * rows, never kept in a counter.
 */
export const Follows: CollectionConfig = {
  slug: 'follows',
  admin: { group: 'People', defaultColumns: ['owner', 'kind', 'artist', 'gallery', 'createdAt'] },
  access: { read: staffOrOwner(), create: authenticated, update: nobody, delete: staffOrOwner() },
  hooks: { beforeChange: [setOwner, followTarget] },
  indexes: [{ fields: ['owner', 'target'], unique: true }],
  fields: [
    ownerField(),
    { name: 'kind', type: 'select', options: [...FOLLOW_KINDS], required: true },
    { name: 'artist', type: 'relationship', relationTo: 'users', index: true, admin: { condition: (d) => d?.kind === 'artist' } },
    { name: 'gallery', type: 'relationship', relationTo: 'galleries', index: true, admin: { condition: (d) => d?.kind === 'gallery' } },
    {
      name: 'target',
      type: 'text',
      index: true,
      admin: { readOnly: true, description: "Who is followed, as 'artist:<id>' or 'gallery:<id>' (written by the server)." },
    },
  ],
  timestamps: true,
}
