/**
 * A member's viewing rooms in the member area (/admin/rooms): the door onto
 * collections/ViewingRooms.ts for the owner. Every read and write goes through the Local API as
 * the member (overrideAccess: false), so the collection decides: its access (the owner's own rows),
 * its rules on what a room holds (works the member can see; a client's room only the seller's own,
 * with a closing date) and its token (made by the collection; "New link" asks it for another).
 */
import type { Router } from 'express'
import type { Payload } from 'payload'
import type { User, ViewingRoom } from '../../../payload-types'
import type { OwnRoom } from '../../../shared/api-types'
import { OWNERSHIP_MESSAGES } from '../../../shared/messages'
import {
  closingMomentOf,
  ROOM_MESSAGES,
  roomAddWorkSchema,
  roomFormSchema,
  roomUpdateSchema,
  type RoomForm,
} from '../../../shared/viewingRooms'
import { NEW_ROOM_LINK } from '../../../hooks/roomRules'
import { toOwnRoom } from '../../rooms/rooms'
import { badRequest, notFound } from '../http/errors'
import { requireUser } from '../http/user'
import { body } from '../http/validate'
import { docId } from '../user/docId'

type Id = number | string
const asMember = (user: User) => ({ overrideAccess: false as const, user })

/** One of the member's own rooms, or a 404 (another member's room is not found, not forbidden). */
async function ownRoom(payload: Payload, user: User, rawId: unknown): Promise<ViewingRoom> {
  const id = docId(payload, rawId)
  const { docs } =
    id === null
      ? { docs: [] }
      : await payload.find({
          collection: 'viewing-rooms',
          where: { and: [{ id: { equals: id } }, { owner: { equals: user.id } }] },
          limit: 1,
          pagination: false,
          depth: 0,
          ...asMember(user),
        })
  if (!docs[0]) throw notFound(ROOM_MESSAGES.notFound)
  return docs[0]
}

/** The works' ids as the database takes them; an id that cannot name a work is refused (400) here. */
function itemsOf(payload: Payload, items: RoomForm['items']): { artwork: Id; note: string }[] {
  return items.map((item) => {
    const id = docId(payload, item.artwork)
    if (id === null) throw badRequest(`items: ${OWNERSHIP_MESSAGES.artworks}`, [{ path: 'items', message: OWNERSHIP_MESSAGES.artworks }])
    return { artwork: id, note: item.note }
  })
}

/** '' or null: no closing date; a day: its end in India. */
const closesAtOf = (day: string | null | undefined): string | null | undefined =>
  day === undefined ? undefined : day ? closingMomentOf(day) : null

async function listRooms(payload: Payload, user: User): Promise<OwnRoom[]> {
  const { docs } = await payload.find({
    collection: 'viewing-rooms',
    where: { owner: { equals: user.id } },
    sort: ['-updatedAt', '-id'],
    pagination: false,
    depth: 0,
    ...asMember(user),
  })
  const now = new Date()
  return Promise.all(docs.map((room) => toOwnRoom(payload, user, room, now)))
}

async function save(payload: Payload, user: User, id: Id, data: Partial<ViewingRoom>, context?: Record<string, unknown>): Promise<OwnRoom> {
  const room = await payload.update({ collection: 'viewing-rooms', id, data, depth: 0, ...asMember(user), ...(context ? { context } : {}) })
  return toOwnRoom(payload, user, room)
}

/** /api/admin rooms routes: any signed-in member's own viewing rooms. */
export function roomRoutes(router: Router, payload: Payload): void {
  router.get('/rooms', async (req, res) => {
    res.json({ rooms: await listRooms(payload, requireUser(req)) })
  })

  router.post('/rooms', async (req, res) => {
    const user = requireUser(req)
    const form = body(req, roomFormSchema)
    const room = await payload.create({
      collection: 'viewing-rooms',
      data: {
        title: form.title,
        intro: form.intro || null,
        kind: form.kind,
        closesAt: closesAtOf(form.closesOn) ?? null,
        items: itemsOf(payload, form.items) as ViewingRoom['items'],
      } as ViewingRoom,
      depth: 0,
      ...asMember(user),
    })
    res.status(201).json({ message: ROOM_MESSAGES.saved, room: await toOwnRoom(payload, user, room) })
  })

  router.get('/rooms/:id', async (req, res) => {
    const user = requireUser(req)
    res.json({ room: await toOwnRoom(payload, user, await ownRoom(payload, user, req.params.id)) })
  })

  router.put('/rooms/:id', async (req, res) => {
    const user = requireUser(req)
    const existing = await ownRoom(payload, user, req.params.id)
    const form = body(req, roomUpdateSchema)
    const data: Partial<ViewingRoom> = Object.fromEntries(
      Object.entries({
        title: form.title,
        intro: form.intro === undefined ? undefined : form.intro || null,
        kind: form.kind,
        closesAt: closesAtOf(form.closesOn),
        items: form.items === undefined ? undefined : (itemsOf(payload, form.items) as ViewingRoom['items']),
      }).filter(([, v]) => v !== undefined),
    )
    res.json({ message: ROOM_MESSAGES.saved, room: await save(payload, user, existing.id, data) })
  })

  router.delete('/rooms/:id', async (req, res) => {
    const user = requireUser(req)
    const existing = await ownRoom(payload, user, req.params.id)
    await payload.delete({ collection: 'viewing-rooms', id: existing.id, ...asMember(user) })
    res.json({ message: ROOM_MESSAGES.deleted })
  })

  // The artwork page's "Add to a viewing room": one work at the end of the room, with a note.
  router.post('/rooms/:id/works', async (req, res) => {
    const user = requireUser(req)
    const existing = await ownRoom(payload, user, req.params.id)
    const [item] = itemsOf(payload, [body(req, roomAddWorkSchema)])
    const items = (existing.items ?? []).map((i) => ({ artwork: i.artwork, note: i.note ?? '' }))
    const room = await save(payload, user, existing.id, { items: [...items, item] as ViewingRoom['items'] })
    res.json({ message: ROOM_MESSAGES.added, room })
  })

  router.post('/rooms/:id/revoke', async (req, res) => {
    const user = requireUser(req)
    const existing = await ownRoom(payload, user, req.params.id)
    const room = await save(payload, user, existing.id, { revokedAt: existing.revokedAt ?? new Date().toISOString() })
    res.json({ message: ROOM_MESSAGES.revoked, room })
  })

  router.post('/rooms/:id/new-link', async (req, res) => {
    const user = requireUser(req)
    const existing = await ownRoom(payload, user, req.params.id)
    const room = await save(payload, user, existing.id, {}, { [NEW_ROOM_LINK]: true })
    res.json({ message: ROOM_MESSAGES.newLink, room })
  })
}
