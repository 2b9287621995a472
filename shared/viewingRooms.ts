/**
 * Personal viewing rooms (issue 21, part 5; collections/ViewingRooms.ts, cms/rooms/): a member's
 * private room of works with a title, an introduction and a note per work, opened by anyone holding
 * its link (/rooms/<token>) until the owner revokes it. An artist's or a gallery's room for a client
 * holds only their own works and may close on a date; its owner sees when it was opened.
 */
import { z } from 'zod'

export const ROOM_TITLE_MAX = 120
export const ROOM_INTRO_MAX = 2000
export const ROOM_NOTE_MAX = 1000
export const ROOM_ITEMS_MAX = 50
/** Random bytes of a room's link token (24 bytes = 192 bits, base64url: 32 characters). */
export const ROOM_TOKEN_BYTES = 24
/** What a token looks like: anything else is not looked up. */
export const ROOM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/

/** A member's own room, or an artist's or gallery's room for a client (their own works, a closing date). */
export const ROOM_KINDS = ['personal', 'client'] as const
export type RoomKind = (typeof ROOM_KINDS)[number]
/** Who may build a room for a client: the members who sell their own works. */
export const CLIENT_ROOM_ROLES = ['artist', 'gallery'] as const

export const ROOM_MESSAGES = {
  unavailable: 'This viewing room is no longer available.',
  notFound: 'No such viewing room among yours.',
  title: 'Please give the room a title.',
  clientRoomsForSellers: 'Only artists and galleries can build a room for a client.',
  ownWorksOnly: 'A room for a client can only hold your own works.',
  closingForClientRooms: 'Only a room for a client has a closing date.',
  closingInPast: 'The closing date must be in the future.',
  tooManyWorks: `A room holds at most ${ROOM_ITEMS_MAX} works.`,
  sameWorkTwice: 'A work can be in a room only once.',
  saved: 'Viewing room saved.',
  deleted: 'Viewing room deleted.',
  revoked: 'The link is revoked: nobody can open the room with it any more.',
  newLink: 'A new link is ready; the old one no longer opens the room.',
  added: 'Added to the viewing room.',
  signInToAdd: 'Sign in to add this work to a viewing room.',
} as const

const roomItemSchema = z.strictObject({
  artwork: z.union([z.string().trim().min(1).max(64), z.number().int().positive()]).transform((v) => String(v)),
  note: z.string().trim().max(ROOM_NOTE_MAX).default(''),
})

/** The fields as sent: none has a default here, so an update's absent field stays absent (kept). */
const roomFields = {
  title: z.string().trim().min(1, ROOM_MESSAGES.title).max(ROOM_TITLE_MAX),
  intro: z.string().trim().max(ROOM_INTRO_MAX),
  kind: z.enum(ROOM_KINDS),
  /** The day after which a client's room is closed (YYYY-MM-DD, closing at the end of that day in India); '' or null: never. */
  closesOn: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Please choose a date.')
    .nullable(),
  items: z
    .array(roomItemSchema)
    .max(ROOM_ITEMS_MAX, ROOM_MESSAGES.tooManyWorks)
    .refine((items) => new Set(items.map((i) => i.artwork)).size === items.length, ROOM_MESSAGES.sameWorkTwice),
}

/** POST /api/admin/rooms: a new room (the owner is the caller). */
export const roomFormSchema = z.strictObject({
  ...roomFields,
  intro: roomFields.intro.default(''),
  kind: roomFields.kind.default('personal'),
  closesOn: roomFields.closesOn.optional(),
  items: roomFields.items.default([]),
})
export type RoomFormInput = z.input<typeof roomFormSchema>
export type RoomForm = z.output<typeof roomFormSchema>
/** PUT /api/admin/rooms/:id: the fields that change (absent: kept); `items` is the complete list, in order. */
export const roomUpdateSchema = z.strictObject(roomFields).partial()
export type RoomUpdate = z.output<typeof roomUpdateSchema>
/** POST /api/admin/rooms/:id/works: one work added at the end (the artwork page's "Add to a viewing room"). */
export const roomAddWorkSchema = roomItemSchema

/** The moment a room closing on `day` (India's day) closes: the end of that day, 23:59:59.999 IST. */
export function closingMomentOf(day: string): string {
  return new Date(new Date(`${day}T23:59:59.999+05:30`).getTime()).toISOString()
}

/** The India day a closing moment falls on (the form shows it). */
export function closingDayOf(iso: string | null | undefined): string | null {
  if (!iso) return null
  const shifted = new Date(new Date(iso).getTime() + 330 * 60_000)
  return shifted.toISOString().slice(0, 10)
}
