import type { CollectionConfig } from 'payload'
import { authenticated } from '../access/authenticated'
import { roomOwnerOnly, roomOwnerOrStaff, roomOwnerOrStaffField } from '../access/roomOwnerOrStaff'
import { systemWrittenField } from '../access/systemWrittenField'
import { roomContents, roomOwnerAndToken } from '../hooks/roomRules'
import { ROOM_INTRO_MAX, ROOM_ITEMS_MAX, ROOM_KINDS, ROOM_NOTE_MAX, ROOM_TITLE_MAX } from '../shared/viewingRooms'

const readOnly = { readOnly: true } as const

/**
 * A member's personal viewing room (issue 21, part 5): works gathered with a title, an
 * introduction and a note per work, opened by whoever holds its link (/rooms/<token>) until the
 * owner revokes it; an artist's or a gallery's room for a client holds their own works and closes
 * on a date. The owner reads and edits it; staff read it in /cms; nobody else reads it as a row:
 * the public reads a room only through GET /api/rooms/:token (cms/rooms/open.ts), which also counts
 * its opens (the owner's own are not counted).
 */
export const ViewingRooms: CollectionConfig = {
  slug: 'viewing-rooms',
  labels: { singular: 'Viewing room', plural: 'Viewing rooms' },
  admin: {
    group: 'Catalogue',
    useAsTitle: 'title',
    defaultColumns: ['title', 'owner', 'kind', 'opens', 'revokedAt', 'closesAt'],
    description: "Members' private viewing rooms, shared by link. Read only: the owner curates their room.",
  },
  access: { read: roomOwnerOrStaff, create: authenticated, update: roomOwnerOnly, delete: roomOwnerOnly },
  defaultSort: '-updatedAt',
  hooks: { beforeChange: [roomOwnerAndToken, roomContents] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: ROOM_TITLE_MAX },
    { name: 'intro', type: 'textarea', maxLength: ROOM_INTRO_MAX },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'personal',
      options: ROOM_KINDS.map((value) => ({ label: value === 'client' ? 'For a client' : 'Personal', value })),
    },
    {
      name: 'items',
      type: 'array',
      maxRows: ROOM_ITEMS_MAX,
      fields: [
        // Not required in the table: a deleted work leaves its row empty (the room leaves it out), never blocks the delete.
        { name: 'artwork', type: 'relationship', relationTo: 'artworks' },
        { name: 'note', type: 'textarea', maxLength: ROOM_NOTE_MAX },
      ],
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      // hooks/roomRules.ts sets it to the member who makes the room; nobody gives a room away.
      access: { create: systemWrittenField, update: systemWrittenField },
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      // The key in the room's link: 192 random bits, made by hooks/roomRules.ts (never written by a request).
      name: 'token',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { read: roomOwnerOrStaffField, create: systemWrittenField, update: systemWrittenField },
      admin: { ...readOnly, position: 'sidebar' },
    },
    { name: 'revokedAt', type: 'date', admin: { ...readOnly, position: 'sidebar', description: 'The link stopped opening the room.' } },
    {
      name: 'closesAt',
      type: 'date',
      admin: { position: 'sidebar', description: "A client's room is closed after this moment." },
    },
    // Written by GET /api/rooms/:token only (below the access rules); the owner's own opens are not counted.
    { name: 'opens', type: 'number', defaultValue: 0, access: { create: systemWrittenField, update: systemWrittenField }, admin: readOnly },
    { name: 'firstOpenedAt', type: 'date', access: { create: systemWrittenField, update: systemWrittenField }, admin: readOnly },
    { name: 'lastOpenedAt', type: 'date', access: { create: systemWrittenField, update: systemWrittenField }, admin: readOnly },
  ],
  timestamps: true,
}
