import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isStaff, isStaffField } from '../access/isStaff'
import { staffOrOwner } from '../access/staffOrOwner'
import { sanitizeBio } from '../hooks/sanitizeBio'
import { indexGallery, unindexGallery } from '../cms/search/hooks'

/** A gallery's public page, one per gallery member (opened when the account is created). */
export const Galleries: CollectionConfig = {
  slug: 'galleries',
  admin: { useAsTitle: 'name', group: 'People', defaultColumns: ['name', 'username', 'city'] },
  access: { read: anyone, create: isStaff, update: staffOrOwner(), delete: isStaff },
  hooks: { beforeChange: [sanitizeBio], afterChange: [indexGallery], afterDelete: [unindexGallery] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'username', type: 'text', required: true, unique: true, index: true, access: { update: isStaffField } },
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, unique: true, access: { update: isStaffField } },
    { name: 'bio', type: 'textarea', maxLength: 8000 },
    { name: 'city', type: 'text', maxLength: 100 },
    { name: 'founded', type: 'text', maxLength: 4 },
    { name: 'website', type: 'text', maxLength: 200 },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'banners', type: 'upload', relationTo: 'media', hasMany: true, maxRows: 5, admin: { description: 'The first is the banner.' } },
    { name: 'artists', label: 'Represented artists', type: 'relationship', relationTo: 'users', hasMany: true },
    {
      name: 'views',
      type: 'number',
      defaultValue: 0,
      index: true,
      access: { update: isStaffField },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
  timestamps: true,
}
