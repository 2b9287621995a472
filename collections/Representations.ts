import type { Access, CollectionConfig, Where } from 'payload'
import { checkRole, isStaffUser } from '../access/checkRole'
import { ownRelations } from '../hooks/ownRelations'
import { guardRepresentation, syncGalleryArtists } from '../hooks/representationRules'
import { LIMITS, REPRESENTATION_STATES, STAFF_ROLES } from '../shared/constants'

/** Staff; else the gallery's member or the artist named. */
const partyOrStaff: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  return { or: parties(user.id) }
}

const parties = (id: number | string): Where[] => [{ 'gallery.owner': { equals: id } }, { artist: { equals: id } }]

/**
 * A gallery's represented artist: an artist on Kala, who appears on the gallery's page only once
 * they accept the request (their consent), or an artist who is not on Kala, named by the gallery
 * with a bio and a photo. `position` orders the gallery's list. The rules of who may change what
 * live in hooks/representationRules.ts; the gallery's `artists` field is kept as the accepted
 * artists on Kala, in order, for every reader of the gallery.
 */
export const Representations: CollectionConfig = {
  slug: 'representations',
  admin: { useAsTitle: 'name', group: 'People', defaultColumns: ['name', 'gallery', 'artist', 'status', 'position'] },
  access: {
    read: ({ req: { user } }) => {
      if (isStaffUser(user)) return true
      const accepted: Where = { status: { equals: 'accepted' } }
      if (!user) return accepted
      return { or: [accepted, ...parties(user.id)] }
    },
    create: ({ req: { user } }) => checkRole(['gallery', ...STAFF_ROLES], user),
    update: partyOrStaff,
    delete: partyOrStaff,
  },
  hooks: {
    beforeChange: [
      ownRelations([
        { field: 'gallery', owned: 'galleries' },
        { field: 'photo', owned: 'media' },
      ]),
      guardRepresentation,
    ],
    afterChange: [syncGalleryArtists],
    afterDelete: [syncGalleryArtists],
  },
  defaultSort: 'position',
  indexes: [{ fields: ['gallery', 'artist'], unique: true }],
  fields: [
    { name: 'gallery', type: 'relationship', relationTo: 'galleries', required: true, index: true },
    {
      name: 'artist',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      filterOptions: { role: { equals: 'artist' } },
      admin: { description: 'The artist on Kala; empty for an artist who is not on Kala.' },
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: LIMITS.maxTextLength,
      admin: { description: "The artist's name as shown (an artist on Kala: their own)." },
    },
    { name: 'bio', type: 'textarea', maxLength: LIMITS.maxBioLength },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: REPRESENTATION_STATES.map((s) => ({ label: s[0].toUpperCase() + s.slice(1), value: s })),
      admin: { position: 'sidebar', description: 'An artist on Kala accepts or declines; one not on Kala is accepted at once.' },
    },
    { name: 'position', type: 'number', defaultValue: 0, index: true, admin: { position: 'sidebar' } },
    { name: 'answeredAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
  ],
  timestamps: true,
}
