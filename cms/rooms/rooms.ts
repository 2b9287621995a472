/**
 * Viewing rooms (issue 21, part 5; collections/ViewingRooms.ts): a room as its link opens it, for
 * anyone (GET /api/rooms/:token and the server-rendered head of /rooms/<token>), and the owner's
 * own view of their rooms (the member area's /api/admin/rooms). A room is read by its token below
 * the access rules here only, and what leaves it is what a room shows: its title, introduction,
 * notes, its owner's public name and the works a visitor may see now (as the artworks' own read
 * rule decides for a visitor), never the owner's account or other rooms.
 */
import type { Payload } from 'payload'
import type { Artwork, User, ViewingRoom } from '../../payload-types'
import type { OwnRoom, OwnRoomWork, RoomView } from '../../shared/api-types'
import { idOrNull } from '../../shared/idOf'
import { paths } from '../../shared/paths'
import { closingDayOf, ROOM_TOKEN_PATTERN } from '../../shared/viewingRooms'
import { toApiArtwork } from '../api/mappers/artwork'
import { toImageSet } from '../api/mappers/image'
import { saleStatusOf } from '../catalogue/saleRules'

type Id = number | string

/** Whether a room's link opens it at `now`: a revoked link or a client's room past its closing does not. */
export function roomState(room: Pick<ViewingRoom, 'revokedAt' | 'closesAt'>, now = new Date()): OwnRoom['state'] {
  if (room.revokedAt) return 'revoked'
  if (room.closesAt && Date.parse(room.closesAt) <= now.getTime()) return 'closed'
  return 'open'
}

/** The room a token names, below the access rules (the token is the key), or null. */
export async function roomByToken(payload: Payload, token: string): Promise<ViewingRoom | null> {
  if (!ROOM_TOKEN_PATTERN.test(token)) return null
  const { docs } = await payload.find({
    collection: 'viewing-rooms',
    where: { token: { equals: token } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

const itemIds = (room: ViewingRoom): string[] =>
  (room.items ?? []).map((i) => idOrNull(i.artwork)).filter((id): id is string => id !== null)

/** The works `ids` names that a visitor may see now, by id (images populated). */
async function visibleWorks(payload: Payload, ids: readonly string[]): Promise<Map<string, Artwork>> {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'artworks',
    where: { id: { in: [...ids] } },
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return new Map(docs.map((d) => [String(d.id), d]))
}

/** The owner's public name: their full name as their profile shows it, never their e-mail. */
async function ownerName(payload: Payload, ownerId: string | null): Promise<string> {
  if (!ownerId) return ''
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { equals: ownerId } },
    select: { fullName: true, username: true },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const u = docs[0]
  return u ? u.fullName || u.username : ''
}

/** What the room shows to whoever opens it: the works still public, in order, with the owner's notes. */
export async function roomView(payload: Payload, room: ViewingRoom, viewer: User | null | undefined, now = new Date()): Promise<RoomView> {
  const works = await visibleWorks(payload, itemIds(room))
  const owner = idOrNull(room.owner)
  return {
    title: room.title,
    intro: room.intro ?? '',
    ownerName: await ownerName(payload, owner),
    closesAt: room.closesAt ?? null,
    works: (room.items ?? []).flatMap((item) => {
      const work = works.get(idOrNull(item.artwork) ?? '')
      return work ? [{ artwork: toApiArtwork(work, undefined, now), note: item.note ?? '' }] : []
    }),
    isOwner: Boolean(viewer && owner === String(viewer.id)),
  }
}

/**
 * One open of the room by its link, recorded unless the owner opens it: the count, the first and
 * the last time. Counted per request (a reload is an open), written below the access rules: these
 * fields are the server's (collections/ViewingRooms.ts).
 */
export async function recordOpen(payload: Payload, room: ViewingRoom, viewer: User | null | undefined, now = new Date()): Promise<void> {
  if (viewer && idOrNull(room.owner) === String(viewer.id)) return
  const at = now.toISOString()
  await payload.update({
    collection: 'viewing-rooms',
    id: room.id,
    data: { opens: (room.opens ?? 0) + 1, lastOpenedAt: at, ...(room.firstOpenedAt ? {} : { firstOpenedAt: at }) },
    overrideAccess: true,
    depth: 0,
  })
}

/** The works of the owner's room as the owner reads them (their own any state; others' as the artworks' rule lets them). */
async function ownWorks(payload: Payload, user: User, room: ViewingRoom, now: Date): Promise<OwnRoomWork[]> {
  const ids = itemIds(room)
  if (ids.length === 0) return []
  const [readable, visible] = await Promise.all([
    payload.find({ collection: 'artworks', where: { id: { in: ids } }, pagination: false, depth: 1, overrideAccess: false, user }),
    visibleWorks(payload, ids),
  ])
  const byId = new Map(readable.docs.map((d) => [String(d.id), d]))
  return (room.items ?? []).flatMap((item) => {
    const id = idOrNull(item.artwork) ?? ''
    const a = byId.get(id)
    if (!a) return []
    const first = Array.isArray(a.images) ? a.images[0] : null
    return [
      {
        _id: id,
        title: a.title,
        artistName: a.artistName ?? '',
        image: toImageSet(first, a.title),
        saleStatus: saleStatusOf(a, now),
        visible: visible.has(id),
        note: item.note ?? '',
      },
    ]
  })
}

/** A member's own room in the member area's shape. */
export async function toOwnRoom(payload: Payload, user: User, room: ViewingRoom, now = new Date()): Promise<OwnRoom> {
  return {
    _id: String(room.id),
    title: room.title,
    intro: room.intro ?? '',
    kind: room.kind,
    path: paths.room.getHref(room.token),
    revokedAt: room.revokedAt ?? null,
    closesAt: room.closesAt ?? null,
    closesOn: closingDayOf(room.closesAt),
    state: roomState(room, now),
    opens: room.opens ?? 0,
    firstOpenedAt: room.firstOpenedAt ?? null,
    lastOpenedAt: room.lastOpenedAt ?? null,
    works: await ownWorks(payload, user, room, now),
    updatedAt: room.updatedAt,
  }
}

export type { Id as RoomId }
