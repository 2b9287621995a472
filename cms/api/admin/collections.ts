import type { Request } from 'express'
import type { Payload, Where } from 'payload'
import type { ArtworkCollection, User } from '../../../payload-types'
import { LIMITS } from '../../../shared/constants'
import type { ArtworkCollection as ApiCollection, Paged } from '../../../shared/api-types'
import { ARTWORK_MESSAGES, MESSAGES } from '../../../shared/messages'
import { adminCollectionsSchema, collectionFormSchema, collectionUpdateSchema } from '../../../shared/schemas'
import { badRequest, notFound } from '../http/errors'
import { body } from '../http/validate'
import { toApiCollection } from '../mappers/gallery'
import { idOf } from '../../../shared/idOf'
import { docId } from '../user/docId'
import { createMedia, deleteMedia, filesOf, releaseMedia, uploadsOf } from './uploads'

export async function addCollection(payload: Payload, user: User, req: Request): Promise<ApiCollection> {
  const form = body(req, collectionFormSchema)
  const files = filesOf(req, 'coverImage')
  if (files.length !== 1) throw badRequest(MESSAGES.uploadImage)
  const media = await createMedia(payload, user, uploadsOf(files, form.collectionName), form.collectionName)
  try {
    const doc = await payload.create({
      collection: 'artwork-collections',
      data: {
        collectionName: form.collectionName,
        description: form.description,
        status: form.status,
        coverImage: media[0],
      } as ArtworkCollection,
      overrideAccess: false,
      user,
      depth: 1,
    })
    return toApiCollection(doc, 0)
  } catch (error) {
    await deleteMedia(payload, user, media)
    throw error
  }
}

/** How many of the member's works are in each collection, in one query. */
async function artworkCounts(payload: Payload, user: User): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: 'artworks',
    where: { and: [{ owner: { equals: user.id } }, { collection: { exists: true } }] },
    select: { collection: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const counts = new Map<string, number>()
  for (const d of docs) if (d.collection) counts.set(idOf(d.collection), (counts.get(idOf(d.collection)) ?? 0) + 1)
  return counts
}

/** The member's own collections: all of them (the artwork form's select) or one page. */
export async function listCollections(
  payload: Payload,
  user: User,
  req: Request,
): Promise<ApiCollection[] | Paged<'collections', ApiCollection>> {
  const { page, fetchAll, status } = body(req, adminCollectionsSchema)
  const where: Where = { and: [{ owner: { equals: user.id } }, ...(status ? [{ status: { equals: status === 'published' } }] : [])] }
  const common = { collection: 'artwork-collections' as const, where, sort: '-createdAt', depth: 1, overrideAccess: false as const, user }
  const counts = await artworkCounts(payload, user)
  const map = (c: ArtworkCollection) => toApiCollection(c, counts.get(String(c.id)) ?? 0)
  if (fetchAll) {
    const { docs } = await payload.find({ ...common, pagination: false })
    return docs.map(map)
  }
  const result = await payload.find({ ...common, page, limit: LIMITS.pageSize })
  return { collections: result.docs.map(map), page, pages: result.totalPages, count: result.totalDocs }
}

/** One of the member's own collections (staff too see only their own here: this is the member area). */
async function ownCollection(payload: Payload, user: User, rawId: unknown, depth = 0): Promise<ArtworkCollection> {
  const id = docId(payload, rawId)
  const { docs } =
    id === null
      ? { docs: [] }
      : await payload.find({
          collection: 'artwork-collections',
          where: { and: [{ id: { equals: id } }, { owner: { equals: user.id } }] },
          limit: 1,
          pagination: false,
          depth,
          overrideAccess: false,
          user,
        })
  if (!docs[0]) throw notFound(ARTWORK_MESSAGES.collectionNotFound)
  return docs[0]
}

/** The member's works in a collection, of every status, newest first. */
async function worksIn(payload: Payload, user: User, collectionId: number | string): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'artworks',
    where: { and: [{ owner: { equals: user.id } }, { collection: { equals: collectionId } }] },
    sort: ['-createdAt', '-id'],
    select: { collection: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs.map((d) => String(d.id))
}

export type CollectionWithWorks = { collection: ApiCollection; artworkIds: string[] }

async function withWorks(payload: Payload, user: User, rawId: unknown): Promise<CollectionWithWorks> {
  const doc = await ownCollection(payload, user, rawId, 1)
  const artworkIds = await worksIn(payload, user, doc.id)
  return { collection: toApiCollection(doc, artworkIds.length), artworkIds }
}

/** GET collection/:id: one own collection and the ids of the member's works in it (the edit form's picker). */
export const getCollection = withWorks

/**
 * The works `artworkIds` names must all be the member's own: the ids as the database takes them,
 * or a 400 naming those that are not (nothing is written).
 */
async function ownWorkIds(payload: Payload, user: User, raw: string[]): Promise<(number | string)[]> {
  const ids = raw.map((r) => docId(payload, r))
  const valid = ids.filter((id): id is number | string => id !== null)
  const { docs } = valid.length
    ? await payload.find({
        collection: 'artworks',
        where: { and: [{ owner: { equals: user.id } }, { id: { in: valid } }] },
        select: { collection: true },
        pagination: false,
        depth: 0,
        overrideAccess: false,
        user,
      })
    : { docs: [] }
  const own = new Set(docs.map((d) => String(d.id)))
  const notOwn = raw.filter((r, i) => ids[i] === null || !own.has(String(ids[i])))
  if (notOwn.length > 0) {
    throw badRequest(
      ARTWORK_MESSAGES.notYourWorks,
      notOwn.slice(0, 20).map((id) => ({ path: 'artworkIds', message: `${id}: ${ARTWORK_MESSAGES.notFound}` })),
    )
  }
  return valid
}

/** Sets the collection of some of the member's works (null: none), as the member. */
async function assign(payload: Payload, user: User, ids: (number | string)[], collection: number | null): Promise<void> {
  if (ids.length === 0) return
  const { errors } = await payload.update({
    collection: 'artworks',
    where: { and: [{ owner: { equals: user.id } }, { id: { in: ids } }] },
    data: { collection },
    depth: 0,
    overrideAccess: false,
    user,
  })
  if (errors.length > 0) throw new Error(`could not move ${errors.length} artwork(s) into or out of a collection: ${errors[0].message}`)
}

/**
 * PUT update-collection: the fields sent, a new cover (the old one is deleted when nothing else
 * uses it), and with `artworkIds` exactly those of the member's works in it (the others leave).
 * Everything is checked before anything is written.
 */
export async function updateCollection(payload: Payload, user: User, req: Request): Promise<CollectionWithWorks> {
  const form = body(req, collectionUpdateSchema)
  const cover = filesOf(req, 'coverImage')
  const existing = await ownCollection(payload, user, form._id)
  const wanted = form.artworkIds ? await ownWorkIds(payload, user, form.artworkIds) : null
  const data = Object.fromEntries(
    Object.entries({ collectionName: form.collectionName, description: form.description, status: form.status }).filter(
      ([, v]) => v !== undefined,
    ),
  ) as Partial<ArtworkCollection>
  if (Object.keys(data).length === 0 && cover.length === 0 && wanted === null) throw badRequest(ARTWORK_MESSAGES.collectionNothing)
  const media = cover.length
    ? await createMedia(
        payload,
        user,
        uploadsOf(cover, form.collectionName ?? existing.collectionName),
        form.collectionName ?? existing.collectionName,
      )
    : null
  if (media) data.coverImage = media[0]
  if (Object.keys(data).length > 0) {
    try {
      await payload.update({ collection: 'artwork-collections', id: existing.id, data, depth: 0, overrideAccess: false, user })
    } catch (error) {
      if (media) await deleteMedia(payload, user, media)
      throw error
    }
  }
  if (media) await releaseMedia(payload, user, [idOf(existing.coverImage)])
  if (wanted) {
    const current = await worksIn(payload, user, existing.id)
    const keep = new Set(wanted.map(String))
    const inIt = new Set(current)
    await assign(
      payload,
      user,
      current.filter((id) => !keep.has(id)),
      null,
    )
    await assign(
      payload,
      user,
      wanted.filter((id) => !inIt.has(String(id))),
      existing.id,
    )
  }
  return withWorks(payload, user, existing.id)
}

/**
 * DELETE collection/:id: the collection and its cover (when nothing else uses it); its works stay,
 * in no collection. A work staff put in it from another member is unassigned by the server, as the
 * SQL databases' foreign key would.
 */
export async function deleteCollection(payload: Payload, user: User, rawId: unknown): Promise<void> {
  const existing = await ownCollection(payload, user, rawId)
  await assign(payload, user, await worksIn(payload, user, existing.id), null)
  await payload.update({
    collection: 'artworks',
    where: { collection: { equals: existing.id } },
    data: { collection: null },
    depth: 0,
    overrideAccess: true,
  })
  await payload.delete({ collection: 'artwork-collections', id: existing.id, overrideAccess: false, user })
  await releaseMedia(payload, user, [idOf(existing.coverImage)])
}
