import type { CollectionConfig } from 'payload'
import { isSeller } from '../access/isSeller'
import { isStaffField } from '../access/isStaff'
import { publishedOrStaffOrOwner } from '../access/publishedOrStaffOrOwner'
import { staffOrOwner } from '../access/staffOrOwner'
import { LIMITS } from '../shared/constants'
import { setOwner } from '../hooks/setOwner'
import { setSlugOnce } from '../hooks/setSlugOnce'

/** An artist's own grouping of their works (the spec's "collection"). */
export const ArtworkCollections: CollectionConfig = {
  slug: 'artwork-collections',
  labels: { singular: 'Artist collection', plural: 'Artist collections' },
  admin: { useAsTitle: 'collectionName', group: 'Catalogue', defaultColumns: ['collectionName', 'owner', 'status'] },
  access: {
    read: publishedOrStaffOrOwner({ status: { equals: true } }),
    create: isSeller,
    update: staffOrOwner(),
    delete: staffOrOwner(),
  },
  hooks: { beforeChange: [setOwner, setSlugOnce('collectionName')] },
  fields: [
    { name: 'collectionName', type: 'text', required: true, maxLength: 200 },
    { name: 'slug', type: 'text', unique: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'description', type: 'textarea', required: true, maxLength: LIMITS.maxLongTextLength },
    { name: 'coverImage', type: 'upload', relationTo: 'media', required: true },
    { name: 'status', label: 'Published', type: 'checkbox', defaultValue: true, index: true },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: { update: isStaffField },
      admin: { position: 'sidebar' },
    },
  ],
  timestamps: true,
}
