/**
 * A gallery's represented artists (/admin/artists) and an artist's galleries (/admin/galleries):
 * the member area's doors onto collections/Representations.ts. Every read and write goes through
 * the Local API as the member (overrideAccess: false), so the collection's access and
 * hooks/representationRules.ts decide who may do what; these routes add the gallery's own row and
 * the shape the storefront reads.
 */
import type { Request, Router } from 'express'
import type { Payload, Where } from 'payload'
import type { Gallery, Media, Representation, User } from '../../../payload-types'
import type { RepresentationRequest, RepresentedArtist } from '../../../shared/api-types'
import { idOf, idOrNull } from '../../../shared/idOf'
import { REPRESENTATION_MESSAGES } from '../../../shared/messages'
import { representationAnswerSchema, representedAddSchema, representedOrderSchema, representedUpdateSchema } from '../../../shared/schemas'
import { badRequest, forbidden, notFound } from '../http/errors'
import { requireUser } from '../http/user'
import { body } from '../http/validate'
import { toImageSet } from '../mappers/image'
import { docId } from '../user/docId'
import { createMedia, deleteMedia, filesOf, multipart, releaseMedia, uploadsOf } from './uploads'

const asMember = (user: User) => ({ overrideAccess: false as const, user })
const populated = <T extends object>(v: unknown): T | null => (typeof v === 'object' && v !== null ? (v as T) : null)

/** One row as the member area and the gallery's page show it. */
export function toRepresentedArtist(r: Representation): RepresentedArtist {
  const artist = populated<User>(r.artist)
  const photo = artist ? (artist.photo ?? null) : (r.photo ?? null)
  return {
    _id: String(r.id),
    name: artist?.fullName ?? r.name,
    bio: (artist ? artist.bio : r.bio) ?? null,
    photo: toImageSet(populated<Media>(photo), artist?.fullName ?? r.name),
    status: r.status,
    artistId: idOrNull(r.artist),
    artistSlug: artist ? (artist.slug ?? artist.username) : null,
    city: artist?.city ?? null,
  }
}

/** The signed-in gallery member's gallery page (one per gallery account). */
async function ownGallery(payload: Payload, user: User): Promise<Gallery> {
  if (user.role !== 'gallery') throw forbidden(REPRESENTATION_MESSAGES.galleryOnly)
  const { docs } = await payload.find({
    collection: 'galleries',
    where: { owner: { equals: user.id } },
    limit: 1,
    depth: 0,
    ...asMember(user),
  })
  if (!docs[0]) throw forbidden(REPRESENTATION_MESSAGES.galleryOnly)
  return docs[0]
}

async function galleryList(payload: Payload, user: User, gallery: Gallery): Promise<RepresentedArtist[]> {
  const { docs } = await payload.find({
    collection: 'representations',
    where: { gallery: { equals: gallery.id } },
    sort: ['position', 'id'],
    pagination: false,
    depth: 2,
    ...asMember(user),
  })
  return docs.map(toRepresentedArtist)
}

/** One row the member may act on (`scope` says which), or a 404: another's row is not found, not forbidden. */
async function rowOf(payload: Payload, user: User, rawId: unknown, scope: Where, missing: string): Promise<Representation> {
  const id = docId(payload, rawId)
  const { docs } =
    id === null
      ? { docs: [] }
      : await payload.find({
          collection: 'representations',
          where: { and: [{ id: { equals: id } }, scope] },
          limit: 1,
          depth: 0,
          ...asMember(user),
        })
  if (!docs[0]) throw notFound(missing)
  return docs[0]
}

/** One row of the gallery's list. */
const ownRow = (payload: Payload, user: User, gallery: Gallery, rawId: unknown) =>
  rowOf(payload, user, rawId, { gallery: { equals: gallery.id } }, REPRESENTATION_MESSAGES.notFound)

async function addArtist(payload: Payload, user: User, req: Request): Promise<RepresentedArtist> {
  const gallery = await ownGallery(payload, user)
  const form = body(req, representedAddSchema)
  const photo = form.artistId ? [] : filesOf(req, 'photo')
  const artistId = form.artistId ? docId(payload, form.artistId) : null
  if (form.artistId && artistId === null) throw badRequest(REPRESENTATION_MESSAGES.notAnArtist)
  const media = photo.length ? await createMedia(payload, user, uploadsOf(photo, form.name ?? 'artist'), form.name ?? 'Artist') : []
  try {
    const doc = await payload.create({
      collection: 'representations',
      data: {
        gallery: gallery.id,
        ...(artistId !== null ? { artist: artistId as number } : { name: form.name ?? '', bio: form.bio ?? null }),
        ...(media[0] ? { photo: media[0] } : {}),
      } as Representation,
      depth: 2,
      ...asMember(user),
    })
    return toRepresentedArtist(doc)
  } catch (error) {
    await deleteMedia(payload, user, media)
    throw error
  }
}

async function updateArtist(payload: Payload, user: User, req: Request): Promise<RepresentedArtist> {
  const gallery = await ownGallery(payload, user)
  const row = await ownRow(payload, user, gallery, req.params.id)
  const form = body(req, representedUpdateSchema)
  const photo = filesOf(req, 'photo')
  if (row.artist && (form.name !== undefined || form.bio !== undefined || photo.length > 0))
    throw badRequest(REPRESENTATION_MESSAGES.onKala)
  const media = photo.length ? await createMedia(payload, user, uploadsOf(photo, form.name ?? row.name), form.name ?? row.name) : []
  const data: Partial<Representation> = {
    ...(form.name !== undefined ? { name: form.name } : {}),
    ...(form.bio !== undefined ? { bio: form.bio || null } : {}),
    ...(media[0] ? { photo: media[0] } : {}),
  }
  if (Object.keys(data).length === 0) throw badRequest(REPRESENTATION_MESSAGES.nothing)
  try {
    const doc = await payload.update({ collection: 'representations', id: row.id, data, depth: 1, ...asMember(user) })
    if (media[0] && row.photo) await releaseMedia(payload, user, [idOf(row.photo)])
    return toRepresentedArtist(doc)
  } catch (error) {
    await deleteMedia(payload, user, media)
    throw error
  }
}

/** The whole list in a new order: each row's position is its place in `ids`, which must name every row once. */
async function reorder(payload: Payload, user: User, req: Request): Promise<RepresentedArtist[]> {
  const gallery = await ownGallery(payload, user)
  const { ids } = body(req, representedOrderSchema)
  const current = await galleryList(payload, user, gallery)
  const known = new Set(current.map((r) => r._id))
  if (ids.length !== current.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw badRequest(REPRESENTATION_MESSAGES.wholeList)
  }
  for (const [position, id] of ids.entries()) {
    const before = current.find((r) => r._id === id)
    if (current.indexOf(before!) === position) continue
    await payload.update({ collection: 'representations', id: docId(payload, id)!, data: { position }, depth: 0, ...asMember(user) })
  }
  return galleryList(payload, user, gallery)
}

async function removeArtist(payload: Payload, user: User, rawId: unknown): Promise<void> {
  const gallery = await ownGallery(payload, user)
  const row = await ownRow(payload, user, gallery, rawId)
  await payload.delete({ collection: 'representations', id: row.id, ...asMember(user) })
  if (row.photo) await releaseMedia(payload, user, [idOf(row.photo)])
}

// ---- the artist's side

function toRequest(r: Representation): RepresentationRequest {
  const gallery = populated<Gallery>(r.gallery)
  return {
    _id: String(r.id),
    status: r.status,
    galleryName: gallery?.name ?? '',
    galleryUsername: gallery?.username ?? '',
    galleryCity: gallery?.city ?? null,
    galleryPhoto: toImageSet(populated<Media>(gallery?.photo), gallery?.name ?? ''),
    requestedAt: r.createdAt,
    answeredAt: r.answeredAt ?? null,
  }
}

function requireArtist(req: Request): User {
  const user = requireUser(req)
  if (user.role !== 'artist') throw forbidden(REPRESENTATION_MESSAGES.artistOnly)
  return user
}

async function artistRequests(payload: Payload, user: User): Promise<RepresentationRequest[]> {
  const { docs } = await payload.find({
    collection: 'representations',
    where: { artist: { equals: user.id } },
    sort: '-createdAt',
    pagination: false,
    depth: 2,
    ...asMember(user),
  })
  return docs.map(toRequest)
}

/** One request to the artist. */
const artistRow = (payload: Payload, user: User, rawId: unknown) =>
  rowOf(payload, user, rawId, { artist: { equals: user.id } }, REPRESENTATION_MESSAGES.requestNotFound)

export function representationRoutes(router: Router, payload: Payload): void {
  const photo = multipart([{ name: 'photo', maxCount: 1 }])
  const galleryFirst = async (req: Request) => ownGallery(payload, requireUser(req))

  router.get('/represented', async (req, res) => {
    const user = requireUser(req)
    res.json({ artists: await galleryList(payload, user, await ownGallery(payload, user)) })
  })
  router.post(
    '/represented',
    async (req, _res, next) => {
      await galleryFirst(req)
      next()
    },
    photo,
    async (req, res) => {
      const artist = await addArtist(payload, requireUser(req), req)
      res.status(201).json({
        artist,
        message: artist.status === 'pending' ? REPRESENTATION_MESSAGES.requested(artist.name) : REPRESENTATION_MESSAGES.added(artist.name),
      })
    },
  )
  router.put('/represented-order', async (req, res) => {
    res.json({ artists: await reorder(payload, requireUser(req), req) })
  })
  router.put(
    '/represented/:id',
    async (req, _res, next) => {
      await galleryFirst(req)
      next()
    },
    photo,
    async (req, res) => {
      res.json({ artist: await updateArtist(payload, requireUser(req), req) })
    },
  )
  router.delete('/represented/:id', async (req, res) => {
    await removeArtist(payload, requireUser(req), req.params.id)
    res.json({ message: REPRESENTATION_MESSAGES.removed })
  })

  router.get('/represented-by', async (req, res) => {
    res.json({ requests: await artistRequests(payload, requireArtist(req)) })
  })
  router.put('/represented-by/:id', async (req, res) => {
    const user = requireArtist(req)
    const row = await artistRow(payload, user, req.params.id)
    const { status } = body(req, representationAnswerSchema)
    const doc = await payload.update({ collection: 'representations', id: row.id, data: { status }, depth: 2, ...asMember(user) })
    const request = toRequest(doc)
    res.json({
      request,
      message:
        status === 'accepted'
          ? REPRESENTATION_MESSAGES.accepted(request.galleryName)
          : REPRESENTATION_MESSAGES.declined(request.galleryName),
    })
  })
  router.delete('/represented-by/:id', async (req, res) => {
    const user = requireArtist(req)
    const row = await artistRow(payload, user, req.params.id)
    await payload.delete({ collection: 'representations', id: row.id, ...asMember(user) })
    res.json({ message: REPRESENTATION_MESSAGES.ended })
  })
}
