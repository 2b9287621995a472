import type { Request } from 'express'
import type { Payload, Where } from 'payload'
import { ValidationError } from 'payload'
import type { Artwork, User } from '../../../payload-types'
import { CATEGORIES, LIMITS, MOODS, STYLES } from '../../../shared/constants'
import type { Paged, OwnArtwork } from '../../../shared/api-types'
import { ARTWORK_MESSAGES, MESSAGES, USER_MESSAGES } from '../../../shared/messages'
import { adminArtworksSchema, artworkFormSchema, artworkUpdateSchema } from '../../../shared/schemas'
import type { z } from 'zod'
import { badRequest, conflict, HttpError, notFound } from '../http/errors'
import { body } from '../http/validate'
import { toApiArtwork } from '../mappers/artwork'
import { idOf } from '../../../shared/idOf'
import { ownsAll } from '../../../access/ownership'
import { docId } from '../user/docId'
import { createMedia, deleteMedia, filesOf, releaseMedia, uploadsOf } from './uploads'

type Form = Partial<z.infer<typeof artworkFormSchema>>

/**
 * The member's own work as the member area shows it: the public shape and staff's review (a work
 * stored before the review queue counts as approved; the reason only while rejected).
 */
function toOwnArtwork(doc: Artwork, liked?: Set<string>): OwnArtwork {
  const state = doc.review ?? 'approved'
  return {
    ...toApiArtwork(doc, liked),
    review: { state, reason: state === 'rejected' ? (doc.rejectionReason ?? null) : null },
    ownReturnDays: doc.returnDays ?? null,
    // The owner's own settings: the floor is read by the owner and staff only (collections/Artworks).
    offers: { accept: Boolean(doc.acceptOffers), floor: typeof doc.offerFloorPaise === 'number' ? doc.offerFloorPaise / 100 : null },
  }
}

/** 'painting' → 'Painting': the form's free text matched to the shop's lists (else kept, and Payload refuses it). */
const canonical = (value: string | undefined, list: readonly string[]) =>
  value === undefined ? undefined : value === '' ? null : (list.find((v) => v.toLowerCase() === value.toLowerCase()) ?? value)

/** The form's fields in the collection's names; only fields the form sent (an update names what changes). */
function artworkData(form: Form): Partial<Artwork> {
  const status = form.publish !== undefined ? (form.publish ? 'published' : 'unpublished') : form.status
  const data: Record<string, unknown> = {
    title: form.title,
    artistName: form.artistName,
    medium: form.medium,
    material: form.material,
    height: form.height,
    width: form.width,
    depth: form.depth,
    // Price on request clears the price; a price given ends it.
    price: form.priceOnRequest ? null : form.price,
    signed: form.signed,
    location: form.location,
    status,
    available: form.available,
    yearOfCreation: form.yearOfCreation,
    category: canonical(form.category, CATEGORIES),
    style: canonical(form.style, STYLES),
    mood: canonical(form.mood, MOODS),
    colors: form.colors,
    description: form.description,
    interpretation: form.interpretation,
    editionKind: form.editionKind,
    editionSize: form.editionSize,
    // null: the seller's own policy applies.
    returnDays: form.returnDays,
    acceptOffers: form.acceptOffers,
    // Rupees in the form, paise on the work (like an order's amount); null: no floor.
    offerFloorPaise: form.offerFloor === undefined ? undefined : form.offerFloor === null ? null : Math.round(form.offerFloor * 100),
  }
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as Partial<Artwork>
}

/** One of the member's own artworks (staff too see only their own here: this is the member area). */
export async function ownArtwork(payload: Payload, user: User, rawId: unknown, depth = 0): Promise<Artwork> {
  const id = docId(payload, rawId)
  if (id === null) throw notFound(ARTWORK_MESSAGES.notFound)
  const { docs } = await payload.find({
    collection: 'artworks',
    where: { and: [{ id: { equals: id } }, { owner: { equals: user.id } }] },
    limit: 1,
    pagination: false,
    depth,
    overrideAccess: false,
    user,
  })
  if (!docs[0]) throw notFound(ARTWORK_MESSAGES.notFound)
  return docs[0]
}

/** A collection the artwork may join: the member's own; '' or absent leaves it alone. */
async function ownCollectionId(payload: Payload, user: User, rawId: string | undefined): Promise<number | undefined> {
  if (rawId === undefined) return undefined
  const id = docId(payload, rawId)
  // The collections' own rule (hooks/ownRelations.ts asks it too), asked first for the form's message.
  if (id === null || !(await ownsAll(payload, 'artwork-collections', [id], user.id))) throw badRequest(ARTWORK_MESSAGES.collectionNotFound)
  return id as number
}

/**
 * The represented artist the form names (an artist's username or slug): their id; '' names none
 * (an artist not on Kala); absent leaves it to the collection (an artist's own work names them).
 */
async function artistId(payload: Payload, user: User, named: string | undefined): Promise<number | null | undefined> {
  if (named === undefined) return undefined
  if (named === '') return null
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ role: { equals: 'artist' } }, { or: [{ username: { equals: named } }, { slug: { equals: named.toLowerCase() } }] }] },
    select: { username: true },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  if (!docs[0]) throw badRequest(USER_MESSAGES.noArtist, [{ path: 'artist', message: USER_MESSAGES.noArtist }])
  return docs[0].id
}

/** Payload's own check of the images field (1 to 3), in the storefront's words (shared/messages.ts). */
function imagesError(error: unknown): unknown {
  if (error instanceof ValidationError && error.data?.errors?.some((e) => e.path === 'images')) {
    return new HttpError(400, MESSAGES.imagesBetween)
  }
  return error
}

async function likedSet(payload: Payload, user: User, ids: (number | string)[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'likes',
    where: { and: [{ owner: { equals: user.id } }, { artwork: { in: ids } }] },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return new Set(docs.map((l) => idOf(l.artwork)))
}

export async function addArtwork(payload: Payload, user: User, req: Request): Promise<OwnArtwork> {
  const form = body(req, artworkFormSchema)
  const files = filesOf(req, 'artworks')
  if (files.length === 0) throw badRequest(MESSAGES.atLeastOneImage)
  if (files.length > LIMITS.maxImagesPerArtwork) throw badRequest(MESSAGES.maxImages)
  const collection = await ownCollectionId(payload, user, form.collectionId)
  const artist = await artistId(payload, user, form.artist)
  const media = await createMedia(payload, user, uploadsOf(files, form.title), form.title)
  try {
    const doc = await payload.create({
      collection: 'artworks',
      data: { ...artworkData(form), collection, ...(artist !== undefined ? { artist } : {}), images: media } as Artwork,
      overrideAccess: false,
      user,
      depth: 1,
    })
    return toOwnArtwork(doc)
  } catch (error) {
    await deleteMedia(payload, user, media)
    throw imagesError(error)
  }
}

export async function updateArtwork(payload: Payload, user: User, req: Request): Promise<OwnArtwork> {
  const form = body(req, artworkUpdateSchema)
  const existing = await ownArtwork(payload, user, form._id)
  const files = filesOf(req, 'artworks')
  if (files.length > LIMITS.maxImagesPerArtwork) throw badRequest(MESSAGES.maxImages)
  const collection = await ownCollectionId(payload, user, form.collectionId)
  const artist = await artistId(payload, user, form.artist)
  // Images are optional on update; when sent, they replace the old ones.
  const media =
    files.length > 0 ? await createMedia(payload, user, uploadsOf(files, form.title ?? existing.title), form.title ?? existing.title) : null
  let doc: Artwork
  try {
    doc = await payload.update({
      collection: 'artworks',
      id: existing.id,
      data: {
        ...artworkData(form),
        ...(collection !== undefined ? { collection } : {}),
        ...(artist !== undefined ? { artist } : {}),
        ...(media ? { images: media } : {}),
      },
      overrideAccess: false,
      user,
      depth: 1,
    })
  } catch (error) {
    if (media) await deleteMedia(payload, user, media)
    throw imagesError(error)
  }
  if (media) await releaseMedia(payload, user, (existing.images ?? []).map(idOf))
  return toOwnArtwork(doc, await likedSet(payload, user, [doc.id]))
}

export async function listArtworks(payload: Payload, user: User, req: Request): Promise<Paged<'artworks', OwnArtwork>> {
  const { page, status } = body(req, adminArtworksSchema)
  const where: Where = { and: [{ owner: { equals: user.id } }, ...(status ? [{ status: { equals: status } }] : [])] }
  const result = await payload.find({
    collection: 'artworks',
    where,
    page,
    limit: LIMITS.pageSize,
    sort: '-createdAt',
    depth: 1,
    overrideAccess: false,
    user,
  })
  const liked = await likedSet(
    payload,
    user,
    result.docs.map((d) => d.id),
  )
  return { artworks: result.docs.map((d) => toOwnArtwork(d, liked)), page, pages: result.totalPages, count: result.totalDocs }
}

export async function getArtwork(payload: Payload, user: User, rawId: unknown): Promise<OwnArtwork> {
  const doc = await ownArtwork(payload, user, rawId, 1)
  return toOwnArtwork(doc, await likedSet(payload, user, [doc.id]))
}

/**
 * Deletes one of the member's works (DECISIONS 20). A sold work, or one in any order, is a record
 * of a sale and stays (unpublish it instead); so does one with enquiries, which are the artist's
 * and the sender's record. Its likes go with it; its images too, when nothing else uses them.
 */
export async function deleteArtwork(payload: Payload, user: User, rawId: unknown): Promise<void> {
  const doc = await ownArtwork(payload, user, rawId)
  if (doc.saleState === 'sold') throw conflict(ARTWORK_MESSAGES.sold)
  const inOrders = await payload.count({ collection: 'orders', where: { 'items.artwork': { equals: doc.id } }, overrideAccess: true })
  if (inOrders.totalDocs > 0) throw conflict(ARTWORK_MESSAGES.inOrder)
  const enquiries = await payload.count({ collection: 'enquiries', where: { artwork: { equals: doc.id } }, overrideAccess: true })
  if (enquiries.totalDocs > 0) throw conflict(ARTWORK_MESSAGES.hasEnquiries)
  // Likes are the members' own rows, removed as part of the artwork (server-side, like the counter).
  await payload.delete({ collection: 'likes', where: { artwork: { equals: doc.id } }, overrideAccess: true })
  await payload.delete({ collection: 'artworks', id: doc.id, overrideAccess: false, user })
  await releaseMedia(payload, user, (doc.images ?? []).map(idOf))
}
