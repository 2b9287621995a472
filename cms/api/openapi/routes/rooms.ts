/**
 * Viewing rooms (issue 21, part 5): cms/api/admin/rooms.ts (a member's own rooms, /api/admin/rooms)
 * and cms/api/public/rooms.ts (a room opened by its link). Another member's room is not found (404).
 */
import { z } from 'zod'
import { ArtworkSchema, ImageSetSchema } from '../../../../shared/api-schemas'
import { SALE_STATUSES } from '../../../../shared/constants'
import { OWNERSHIP_MESSAGES } from '../../../../shared/messages'
import { ROOM_KINDS, ROOM_MESSAGES as M, roomAddWorkSchema, roomFormSchema, roomUpdateSchema } from '../../../../shared/viewingRooms'
import { E, jsonBodyErrors, type RouteDoc } from '../types'
import { idParams, messageOf } from './common'

const member = { tag: 'Member area', caller: 'member' } as const
const notYours = { status: 404, description: `\`${M.notFound}\` (also another member's room).` }
const refused = {
  status: 400,
  description: `Field errors with \`details\`: \`items: ${OWNERSHIP_MESSAGES.artworks}\` (a work the member cannot see), \`items: ${M.ownWorksOnly}\`, \`kind: ${M.clientRoomsForSellers}\`, \`closesAt: ${M.closingForClientRooms}\`, \`closesAt: ${M.closingInPast}\` (nothing is written).`,
}

const OwnRoomSchema = z.object({
  _id: z.string(),
  title: z.string(),
  intro: z.string(),
  kind: z.enum(ROOM_KINDS),
  path: z.string().describe('The room’s link path, `/rooms/<token>` (the token: 192 random bits); only its owner reads it.'),
  revokedAt: z.string().nullable(),
  closesAt: z.string().nullable().describe('A client’s room closes at this moment (the end of `closesOn` in India).'),
  closesOn: z.string().nullable(),
  state: z.enum(['open', 'revoked', 'closed']).describe('Whether the link opens the room now.'),
  opens: z.number().describe('Opens by the link, the owner’s own not counted.'),
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  works: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      artistName: z.string(),
      image: ImageSetSchema.nullable(),
      saleStatus: z.enum(SALE_STATUSES),
      visible: z.boolean().describe('False when visitors cannot see the work now: the room leaves it out.'),
      note: z.string(),
    }),
  ),
  updatedAt: z.string(),
})
const RoomViewSchema = z.object({
  title: z.string(),
  intro: z.string(),
  ownerName: z.string().describe('The owner’s public name (never their e-mail).'),
  closesAt: z.string().nullable(),
  works: z.array(z.object({ artwork: ArtworkSchema, note: z.string() })),
  isOwner: z.boolean(),
})
const saved = (text: string) => messageOf(text).extend({ room: OwnRoomSchema })
const days =
  '`kind`: `personal` (any works the member can see) or `client` (artists and galleries: their own works only, with an optional `closesOn`, YYYY-MM-DD, the room closing at the end of that day in India). `items`: the works in order, each with a note.'

export const ROOM_ROUTES: RouteDoc[] = [
  {
    ...member,
    method: 'get',
    path: '/api/admin/rooms',
    summary: "The member's own viewing rooms",
    description: 'Every room, last changed first, with its link, state and opens.',
    success: { status: 200, description: 'The rooms.', schema: z.object({ rooms: z.array(OwnRoomSchema) }) },
    errors: [E.unauthorized],
  },
  {
    ...member,
    method: 'post',
    path: '/api/admin/rooms',
    summary: 'Make a viewing room',
    description: days,
    body: roomFormSchema,
    success: { status: 201, description: `Made. \`message\`: \`${M.saved}\``, schema: saved(M.saved) },
    errors: [...jsonBodyErrors, refused, E.unauthorized],
  },
  {
    ...member,
    method: 'get',
    path: '/api/admin/rooms/:id',
    summary: 'One own viewing room',
    params: idParams('room'),
    success: { status: 200, description: 'The room.', schema: z.object({ room: OwnRoomSchema }) },
    errors: [E.unauthorized, notYours],
  },
  {
    ...member,
    method: 'put',
    path: '/api/admin/rooms/:id',
    summary: 'Change a viewing room',
    description: `The fields sent (absent: kept; \`items\` is the complete list, in order). ${days}`,
    params: idParams('room'),
    body: roomUpdateSchema,
    success: { status: 200, description: `Saved. \`message\`: \`${M.saved}\``, schema: saved(M.saved) },
    errors: [...jsonBodyErrors, refused, E.unauthorized, notYours],
  },
  {
    ...member,
    method: 'delete',
    path: '/api/admin/rooms/:id',
    summary: 'Delete a viewing room',
    params: idParams('room'),
    success: { status: 200, description: 'Deleted.', schema: messageOf(M.deleted) },
    errors: [E.unauthorized, notYours],
  },
  {
    ...member,
    method: 'post',
    path: '/api/admin/rooms/:id/works',
    summary: 'Add one work to a viewing room',
    description: 'The artwork page’s "Add to a viewing room": the work goes at the end, with an optional note.',
    params: idParams('room'),
    body: roomAddWorkSchema,
    success: { status: 200, description: `Added. \`message\`: \`${M.added}\``, schema: saved(M.added) },
    errors: [...jsonBodyErrors, refused, E.unauthorized, notYours],
  },
  {
    ...member,
    method: 'post',
    path: '/api/admin/rooms/:id/revoke',
    summary: "Revoke a room's link",
    description: 'The link stops opening the room at once (410 there); "New link" makes another.',
    params: idParams('room'),
    success: { status: 200, description: `Revoked. \`message\`: \`${M.revoked}\``, schema: saved(M.revoked) },
    errors: [E.unauthorized, notYours],
  },
  {
    ...member,
    method: 'post',
    path: '/api/admin/rooms/:id/new-link',
    summary: 'Give a room a new link',
    description: 'A fresh token; the old link no longer opens the room (404 there). A revoked room opens again by the new link.',
    params: idParams('room'),
    success: { status: 200, description: `Done. \`message\`: \`${M.newLink}\``, schema: saved(M.newLink) },
    errors: [E.unauthorized, notYours],
  },
  {
    tag: 'Public',
    caller: 'anyone',
    optionalAuth: true,
    method: 'get',
    path: '/api/rooms/:token',
    summary: 'Open a viewing room by its link',
    description:
      'The room’s title, introduction, its owner’s public name and the works visitors may see now (a work unpublished since is left out; a sold one reads `saleStatus: sold`), each with its note. Each call counts one open, unless the caller is the owner. Not cached.',
    params: z.object({ token: z.string().describe('The 32 characters after /rooms/ in the room’s link.') }),
    success: { status: 200, description: 'The room.', schema: z.object({ room: RoomViewSchema }) },
    errors: [
      { status: 404, description: `\`${M.unavailable}\` (no room has this link).` },
      { status: 410, description: `\`${M.unavailable}\` (the link was revoked, or a client's room has closed).` },
    ],
  },
]
