import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import { randomBytes } from 'node:crypto'
import { canSeeArtworks, ownsAll } from '../access/ownership'
import { checkRole, isStaffUser } from '../access/checkRole'
import type { ViewingRoom } from '../payload-types'
import { idOrNull } from '../shared/idOf'
import { OWNERSHIP_MESSAGES } from '../shared/messages'
import { CLIENT_ROOM_ROLES, ROOM_MESSAGES, ROOM_TOKEN_BYTES } from '../shared/viewingRooms'

/** A fresh link token: 192 random bits, base64url (32 characters). */
export const newRoomToken = (): string => randomBytes(ROOM_TOKEN_BYTES).toString('base64url')

/** `req.context` flag of the member area's "New link": the room gets a fresh token (the old one stops opening it). */
export const NEW_ROOM_LINK = 'newRoomLink'

/**
 * The owner is the member who makes the room (never another, staff included), and the room's link
 * token is made here: on create, and again when the owner asks for a new link. Nobody writes either
 * through the fields (their access refuses it).
 */
export const roomOwnerAndToken: CollectionBeforeChangeHook<ViewingRoom> = ({ data, operation, req, context }) => {
  if (operation === 'create') return { ...data, ...(req.user ? { owner: req.user.id } : {}), token: data.token || newRoomToken() }
  if (context[NEW_ROOM_LINK]) return { ...data, token: newRoomToken(), revokedAt: null }
  return data
}

type Item = { artwork?: unknown; note?: string | null }

/**
 * What a room may hold, at every door: works the member can see (a personal room: anyone's public
 * works, or their own); a room for a client is an artist's or a gallery's and holds only their own
 * works, and only such a room has a closing date. Only the works a write adds are checked, so a
 * room whose work was later unpublished can still be edited (the room leaves it out when viewed).
 * The server (no user) is not held to it. Refused with a ValidationError (400) naming the field.
 */
export const roomContents: CollectionBeforeChangeHook<ViewingRoom> = async ({ collection, data, originalDoc, req }) => {
  const user = req.user
  if (!user) return data
  const errors: { path: string; message: string }[] = []
  const kind = data.kind ?? originalDoc?.kind ?? 'personal'
  const closesAt = data.closesAt !== undefined ? data.closesAt : originalDoc?.closesAt
  const ownerId = idOrNull(originalDoc?.owner ?? data.owner) ?? String(user.id)
  if (kind === 'client' && !checkRole(CLIENT_ROOM_ROLES, user) && !isStaffUser(user))
    errors.push({ path: 'kind', message: ROOM_MESSAGES.clientRoomsForSellers })
  if (kind !== 'client' && closesAt) errors.push({ path: 'closesAt', message: ROOM_MESSAGES.closingForClientRooms })
  if (data.closesAt && data.closesAt !== originalDoc?.closesAt && Date.parse(data.closesAt) <= Date.now())
    errors.push({ path: 'closesAt', message: ROOM_MESSAGES.closingInPast })
  const items = (data.items ?? originalDoc?.items ?? []) as Item[]
  const ids = items.map((i) => idOrNull(i.artwork)).filter((id): id is string => id !== null)
  if (new Set(ids).size !== ids.length) errors.push({ path: 'items', message: ROOM_MESSAGES.sameWorkTwice })
  const before = new Set(((originalDoc?.items ?? []) as Item[]).map((i) => idOrNull(i.artwork)))
  // Turning a room into a client's room checks every work in it; otherwise only those added.
  const becameClient = kind === 'client' && originalDoc?.kind !== 'client'
  const toCheck = becameClient ? ids : ids.filter((id) => !before.has(id))
  if (toCheck.length > 0) {
    if (kind === 'client') {
      if (!(await ownsAll(req.payload, 'artworks', toCheck, ownerId, req)))
        errors.push({ path: 'items', message: ROOM_MESSAGES.ownWorksOnly })
    } else if (!(await canSeeArtworks(req.payload, user, toCheck, req))) {
      errors.push({ path: 'items', message: OWNERSHIP_MESSAGES.artworks })
    }
  }
  if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors, req })
  return data
}
