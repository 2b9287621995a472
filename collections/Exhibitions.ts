import type { Access, CollectionConfig } from 'payload'
import type { Exhibition } from '../payload-types'
import { anyone } from '../access/anyone'
import { checkRole, isStaffUser } from '../access/checkRole'
import { isStaff, isStaffField } from '../access/isStaff'
import { ownRelations } from '../hooks/ownRelations'
import { setSlugOnce } from '../hooks/setSlugOnce'
import { LIMITS, STAFF_ROLES } from '../shared/constants'

/** Staff, or the gallery member whose gallery it is. */
const staffOrGalleryOwner: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  if (!checkRole(['gallery'], user)) return false
  return { 'gallery.owner': { equals: user.id } }
}

export const Exhibitions: CollectionConfig = {
  slug: 'exhibitions',
  admin: { useAsTitle: 'name', group: 'Catalogue', defaultColumns: ['name', 'gallery', 'startDate', 'endDate'] },
  access: {
    read: anyone,
    create: ({ req: { user } }) => checkRole(['gallery', ...STAFF_ROLES], user),
    update: staffOrGalleryOwner,
    delete: isStaff,
  },
  // A gallery member shows exhibitions on their own gallery's page only, with their own photos and works anyone can see.
  hooks: {
    beforeChange: [
      ownRelations([
        { field: 'gallery', owned: 'galleries' },
        { field: 'photo', owned: 'media' },
        { field: 'artworks', visibleArtworks: true },
      ]),
      setSlugOnce<Exhibition>('name'),
    ],
  },
  defaultSort: '-startDate',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: LIMITS.maxTextLength },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      // Made from the name by hooks/setSlugOnce; staff may give one.
      access: { create: isStaffField, update: isStaffField },
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'gallery', type: 'relationship', relationTo: 'galleries', required: true, index: true },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'textarea', maxLength: LIMITS.maxLongTextLength },
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date', required: true, index: true },
        { name: 'endDate', type: 'date', required: true, index: true },
      ],
    },
    { name: 'venue', type: 'text', maxLength: LIMITS.maxTextLength },
    { name: 'artists', type: 'relationship', relationTo: 'users', hasMany: true },
    { name: 'artworks', type: 'relationship', relationTo: 'artworks', hasMany: true },
  ],
  timestamps: true,
}
