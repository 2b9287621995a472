import type { CollectionConfig } from 'payload'
import { isStaffField } from '../../access/isStaff'
import { nobody } from '../../access/nobody'
import { staffOrOwner } from '../../access/staffOrOwner'
import { NOTIFICATION_KINDS, NOTIFICATION_REASONS } from '../../shared/alerts'

/**
 * What a member is told (issue 21, part 2): a new public work matching one of their alerts or by
 * someone they follow, a lower price or a work available again on one they like. Written only by
 * the server (cms/alerts), once per business key `key` (recipient, kind, work and the moment's
 * stamp), so a repeated hook or job adds nothing. The recipient reads their own and marks them
 * read (`readAt`, the one field they may change); the digest job writes `mailedAt`; staff read all.
 */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  admin: { group: 'People', defaultColumns: ['recipient', 'kind', 'artwork', 'reason', 'readAt', 'mailedAt', 'createdAt'] },
  access: {
    read: staffOrOwner('recipient'),
    create: nobody,
    update: staffOrOwner('recipient'),
    delete: staffOrOwner('recipient'),
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['recipient', 'createdAt'] }],
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, access: { update: () => false }, admin: { readOnly: true } },
    { name: 'recipient', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: () => false } },
    { name: 'kind', type: 'select', options: [...NOTIFICATION_KINDS], required: true, access: { update: () => false } },
    { name: 'artwork', type: 'relationship', relationTo: 'artworks', required: true, index: true, access: { update: () => false } },
    { name: 'reason', type: 'select', options: [...NOTIFICATION_REASONS], required: true, access: { update: () => false } },
    {
      name: 'alert',
      type: 'relationship',
      relationTo: 'alerts',
      access: { update: () => false },
      admin: { condition: (d) => d?.reason === 'alert' },
    },
    /** Whether the member asked for this at once (an instant alert) rather than in the day's digest. */
    { name: 'instant', type: 'checkbox', defaultValue: false, access: { update: () => false } },
    { name: 'readAt', type: 'date', index: true },
    { name: 'mailedAt', type: 'date', index: true, access: { update: isStaffField } },
  ],
  timestamps: true,
}
