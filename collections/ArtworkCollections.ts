import type { CollectionConfig } from 'payload'
import type { ArtworkCollection } from '../payload-types'
import { isSeller } from '../access/isSeller'
import { publishedOrStaffOrOwner } from '../access/publishedOrStaffOrOwner'
import { staffOrOwner } from '../access/staffOrOwner'
import { LIMITS } from '../shared/constants'
import { setOwner } from '../hooks/setOwner'
import { setSlugOnce } from '../hooks/setSlugOnce'
import { ownerField } from './fields/owner'

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
  hooks: { beforeChange: [setOwner, setSlugOnce<ArtworkCollection>('collectionName')] },
  fields: [
    { name: 'collectionName', type: 'text', required: true, maxLength: LIMITS.maxTextLength },
    { name: 'slug', type: 'text', unique: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'description', type: 'textarea', required: true, maxLength: LIMITS.maxLongTextLength },
    { name: 'coverImage', type: 'upload', relationTo: 'media', required: true },
    { name: 'status', label: 'Published', type: 'checkbox', defaultValue: true, index: true },
    ownerField(),
  ],
  timestamps: true,
}
