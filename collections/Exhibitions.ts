import type { Access, CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { checkRole } from '../access/checkRole'
import { isStaff } from '../access/isStaff'
import { setSlugOnce } from '../hooks/setSlugOnce'

/** Staff, or the gallery member whose gallery it is. */
const staffOrGalleryOwner: Access = ({ req: { user } }) => {
  if (!user) return false
  if (checkRole(['editor', 'admin'], user)) return true
  if (!checkRole(['gallery'], user)) return false
  return { 'gallery.owner': { equals: user.id } }
}

export const Exhibitions: CollectionConfig = {
  slug: 'exhibitions',
  admin: { useAsTitle: 'name', group: 'Catalogue', defaultColumns: ['name', 'gallery', 'startDate', 'endDate'] },
  access: {
    read: anyone,
    create: ({ req: { user } }) => checkRole(['gallery', 'editor', 'admin'], user),
    update: staffOrGalleryOwner,
    delete: isStaff,
  },
  hooks: { beforeChange: [setSlugOnce('name')] },
  defaultSort: '-startDate',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'slug', type: 'text', unique: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'gallery', type: 'relationship', relationTo: 'galleries', required: true, index: true },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'textarea', maxLength: 5000 },
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date', required: true, index: true },
        { name: 'endDate', type: 'date', required: true, index: true },
      ],
    },
    { name: 'venue', type: 'text', maxLength: 200 },
    { name: 'artists', type: 'relationship', relationTo: 'users', hasMany: true },
    { name: 'artworks', type: 'relationship', relationTo: 'artworks', hasMany: true },
  ],
  timestamps: true,
}
