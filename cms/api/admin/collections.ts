import type { Request } from 'express'
import type { Payload, Where } from 'payload'
import type { ArtworkCollection, User } from '../../../payload-types'
import { LIMITS } from '../../../shared/constants'
import type { ArtworkCollection as ApiCollection, Paged } from '../../../shared/api-types'
import { MESSAGES } from '../../../shared/messages'
import { adminCollectionsSchema, collectionFormSchema } from '../../../shared/schemas'
import { badRequest } from '../http/errors'
import { body } from '../http/validate'
import { toApiCollection } from '../mappers/gallery'
import { idOf } from '../../../shared/idOf'
import { createMedia, deleteMedia, filesOf, uploadsOf } from './uploads'

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
