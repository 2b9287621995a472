import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { buyerSellerOrStaff } from '../access/buyerSellerOrStaff'
import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { LIMITS } from '../shared/constants'

/** A price enquiry about one artwork, seen by its sender, the artist and staff. */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  admin: { useAsTitle: 'name', group: 'Sales', defaultColumns: ['name', 'artwork', 'artist', 'status', 'createdAt'] },
  access: {
    read: buyerSellerOrStaff('sender', 'artist'),
    create: anyone,
    update: isStaff,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: LIMITS.maxTextLength },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', required: true, maxLength: LIMITS.maxPhoneLength },
    { name: 'message', type: 'textarea', maxLength: LIMITS.maxLongTextLength },
    { name: 'username', type: 'text', required: true, admin: { description: "The artist's username." } },
    { name: 'artwork', type: 'relationship', relationTo: 'artworks', required: true, index: true },
    { name: 'artist', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'sender', type: 'relationship', relationTo: 'users', index: true },
    { name: 'status', type: 'select', defaultValue: 'new', options: ['new', 'answered', 'closed'], index: true },
  ],
  timestamps: true,
}
