import type { Access, CollectionConfig } from 'payload'
import type { Exhibition } from '../payload-types'
import { checkRole, isStaffUser } from '../access/checkRole'
import { isStaffField } from '../access/isStaff'
import { ownRelations } from '../hooks/ownRelations'
import { setSlugOnce } from '../hooks/setSlugOnce'
import { LIMITS, STAFF_ROLES } from '../shared/constants'
import { EXHIBITION_MESSAGES } from '../shared/messages'

/**
 * Visitors read published exhibitions; the gallery member also their own drafts; staff all.
 * Every public reader (cms/catalogue/content.ts, the portable people reads) asks as a visitor.
 */
const publishedOrGalleryOwner: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  const published = { published: { equals: true } }
  if (!user || !checkRole(['gallery'], user)) return published
  return { or: [published, { 'gallery.owner': { equals: user.id } }] }
}

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
    read: publishedOrGalleryOwner,
    create: ({ req: { user } }) => checkRole(['gallery', ...STAFF_ROLES], user),
    update: staffOrGalleryOwner,
    delete: staffOrGalleryOwner,
  },
  // A gallery member shows exhibitions on their own gallery's page only, with their own photos and
  // the gallery's own works (staff may hang anyone's).
  hooks: {
    beforeChange: [
      ownRelations([
        { field: 'gallery', owned: 'galleries' },
        { field: 'photo', owned: 'media' },
        { field: 'artworks', owned: 'artworks' },
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
        {
          name: 'endDate',
          type: 'date',
          required: true,
          index: true,
          validate: (value: unknown, { siblingData }: { siblingData: Partial<Exhibition> }) => {
            if (!value) return EXHIBITION_MESSAGES.endDate
            const start = siblingData.startDate ? Date.parse(siblingData.startDate) : NaN
            return Number.isNaN(start) || Date.parse(String(value)) >= start ? true : EXHIBITION_MESSAGES.endBeforeStart
          },
        },
      ],
    },
    { name: 'venue', type: 'text', maxLength: LIMITS.maxTextLength },
    { name: 'city', type: 'text', maxLength: LIMITS.maxShortTextLength },
    {
      name: 'published',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Shown to visitors on the gallery page and in Exhibitions once published.' },
    },
    { name: 'artists', type: 'relationship', relationTo: 'users', hasMany: true },
    { name: 'artworks', type: 'relationship', relationTo: 'artworks', hasMany: true },
  ],
  timestamps: true,
}
