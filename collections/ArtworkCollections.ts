import type { CollectionConfig } from 'payload'
import type { ArtworkCollection } from '../payload-types'
import { isSeller } from '../access/isSeller'
import { isStaffField } from '../access/isStaff'
import { publishedOrStaffOrOwner } from '../access/publishedOrStaffOrOwner'
import { staffOrOwner } from '../access/staffOrOwner'
import { LIMITS } from '../shared/constants'
import { setOwner } from '../hooks/setOwner'
import { setSlugOnce } from '../hooks/setSlugOnce'
import { ownRelations } from '../hooks/ownRelations'
import { ownerField } from './fields/owner'

/** An artist's own grouping of their works (the storefront's "collection"). */
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
  hooks: {
    beforeChange: [setOwner, ownRelations([{ field: 'coverImage', owned: 'media' }]), setSlugOnce<ArtworkCollection>('collectionName')],
  },
  fields: [
    { name: 'collectionName', type: 'text', required: true, maxLength: LIMITS.maxTextLength },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      // Made from the name by hooks/setSlugOnce; staff may give one.
      access: { create: isStaffField, update: isStaffField },
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'description', type: 'textarea', required: true, maxLength: LIMITS.maxLongTextLength },
    { name: 'coverImage', type: 'upload', relationTo: 'media', required: true },
    { name: 'status', label: 'Published', type: 'checkbox', defaultValue: true, index: true },
    ownerField(),
  ],
  timestamps: true,
}
