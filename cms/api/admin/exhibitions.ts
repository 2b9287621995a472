/**
 * A gallery's exhibitions in its member area (/admin/exhibitions): the door onto
 * collections/Exhibitions.ts for the gallery member. Every read and write goes through the Local
 * API as the member (overrideAccess: false), so the collection decides: its access (the gallery's
 * own rows, drafts included), its ownRelations hook (the gallery's own page, images and works) and
 * its dates' rule (no closing before opening). These routes add the member's own gallery, the
 * days as India's days (shared/exhibitionDates.ts), the cover upload and the shapes the storefront reads.
 */
import type { Request, RequestHandler, Router } from 'express'
import type { Payload } from 'payload'
import type { Artwork, Exhibition, Gallery, User } from '../../../payload-types'
import type { ExhibitionWork, OwnExhibition, OwnExhibitionDetail, Paged } from '../../../shared/api-types'
import { LIMITS } from '../../../shared/constants'
import { closingOf, openingOf } from '../../../shared/exhibitionDates'
import { idOf, relationId } from '../../../shared/idOf'
import { EXHIBITION_MESSAGES, OWNERSHIP_MESSAGES } from '../../../shared/messages'
import { exhibitionFormSchema, exhibitionUpdateSchema, pageBodySchema } from '../../../shared/schemas'
import { forget } from '../../catalogue/memo'
import { badRequest, forbidden, notFound } from '../http/errors'
import { requireUser } from '../http/user'
import { body } from '../http/validate'
import { toApiExhibition } from '../mappers/gallery'
import { toImageSet } from '../mappers/image'
import { docId } from '../user/docId'
import { createMedia, deleteMedia, filesOf, multipart, releaseMedia, uploadsOf } from './uploads'

type Id = number | string

const asMember = (user: User) => ({ overrideAccess: false as const, user })
/** The populated relations an exhibition's answer reads: its gallery's name, its works' ids. */
const light = { galleries: { name: true }, artworks: { title: true } } as const

/** The signed-in member's gallery page, or a 403 for anyone but a gallery member. */
async function ownGallery(payload: Payload, user: User): Promise<Gallery> {
  if (user.role !== 'gallery') throw forbidden(EXHIBITION_MESSAGES.galleryOnly)
  const { docs } = await payload.find({
    collection: 'galleries',
    where: { owner: { equals: user.id } },
    limit: 1,
    pagination: false,
    depth: 0,
    ...asMember(user),
  })
  if (!docs[0]) throw forbidden(EXHIBITION_MESSAGES.galleryOnly)
  return docs[0]
}

async function requireGallery(payload: Payload, req: Request): Promise<{ user: User; gallery: Gallery }> {
  const user = requireUser(req)
  return { user, gallery: await ownGallery(payload, user) }
}

export function toOwnExhibition(e: Exhibition, now = new Date()): OwnExhibition {
  return {
    ...toApiExhibition(e, now),
    city: e.city ?? null,
    published: Boolean(e.published),
    artworkCount: (e.artworks ?? []).length,
  }
}

/** The fields of a work the picker and the form read. */
type WorkRow = Pick<Artwork, 'id' | 'title' | 'artistName' | 'images' | 'status'> & Partial<Pick<Artwork, 'artist' | 'owner'>>

function toExhibitionWork(a: WorkRow): ExhibitionWork {
  const first = Array.isArray(a.images) ? a.images[0] : null
  return {
    _id: String(a.id),
    title: a.title,
    artistName: a.artistName ?? '',
    image: toImageSet(first, a.title),
    status: a.status ?? 'published',
  }
}

/** One of the gallery's exhibitions, or a 404 (another gallery's is not found, not forbidden). */
async function ownExhibition(payload: Payload, user: User, gallery: Gallery, rawId: unknown): Promise<Exhibition> {
  const id = docId(payload, rawId)
  const { docs } =
    id === null
      ? { docs: [] }
      : await payload.find({
          collection: 'exhibitions',
          where: { and: [{ id: { equals: id } }, { gallery: { equals: gallery.id } }] },
          limit: 1,
          pagination: false,
          depth: 0,
          ...asMember(user),
        })
  if (!docs[0]) throw notFound(EXHIBITION_MESSAGES.notFound)
  return docs[0]
}

/** The gallery's exhibitions, every state and drafts too, latest opening first, one page. */
async function listExhibitions(payload: Payload, user: User, gallery: Gallery, req: Request): Promise<Paged<'exhibitions', OwnExhibition>> {
  const { page } = body(req, pageBodySchema)
  const result = await payload.find({
    collection: 'exhibitions',
    where: { gallery: { equals: gallery.id } },
    sort: ['-startDate', '-id'],
    page,
    limit: LIMITS.pageSize,
    depth: 1,
    populate: light,
    ...asMember(user),
  })
  const now = new Date()
  return { exhibitions: result.docs.map((e) => toOwnExhibition(e, now)), page, pages: result.totalPages, count: result.totalDocs }
}

/** Works by id as the member may read them (their own, any state; others' public ones), in the order asked. */
async function worksById(payload: Payload, user: User, ids: readonly Id[]): Promise<WorkRow[]> {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'artworks',
    where: { id: { in: [...ids] } },
    select: { title: true, artistName: true, images: true, status: true, artist: true, owner: true },
    pagination: false,
    depth: 1,
    populate: { users: { username: true } },
    ...asMember(user),
  })
  const byId = new Map(docs.map((d) => [String(d.id), d]))
  return ids.map((id) => byId.get(String(id))).filter((d) => d !== undefined)
}

async function detail(payload: Payload, user: User, id: Id): Promise<OwnExhibitionDetail> {
  const doc = await payload.findByID({ collection: 'exhibitions', id, depth: 1, populate: light, ...asMember(user) })
  const works = await worksById(
    payload,
    user,
    (doc.artworks ?? []).map((a) => idOf(a)),
  )
  return { ...toOwnExhibition(doc), artworks: works.map(toExhibitionWork) }
}

/** The gallery's own works, newest first, every state: what the form's picker offers. */
async function galleryWorks(payload: Payload, user: User): Promise<ExhibitionWork[]> {
  const { docs } = await payload.find({
    collection: 'artworks',
    where: { owner: { equals: user.id } },
    sort: ['-createdAt', '-id'],
    select: { title: true, artistName: true, images: true, status: true },
    pagination: false,
    depth: 1,
    ...asMember(user),
  })
  return docs.map(toExhibitionWork)
}

/**
 * The works' ids as the database takes them. An id that cannot name a work is refused here (400,
 * as the collection refuses a work that is not the gallery's); whether each is the gallery's own
 * is the collection's ownRelations rule to say.
 */
function workIds(payload: Payload, raw: readonly string[]): Id[] {
  const ids = raw.map((r) => docId(payload, r))
  if (ids.some((id) => id === null))
    throw badRequest(`artworks: ${OWNERSHIP_MESSAGES.ownArtworks}`, [{ path: 'artworks', message: OWNERSHIP_MESSAGES.ownArtworks }])
  return ids as Id[]
}

/**
 * The artists an exhibition names (its public page lists them): the profiles on Kala of the
 * gallery's own works it shows, in order. Works that are not the gallery's name nobody here (the
 * collection refuses them anyway).
 */
async function artistsOf(payload: Payload, user: User, ids: readonly Id[]): Promise<number[]> {
  const works = await worksById(payload, user, ids)
  const artists = works.filter((w) => idOf(w.owner) === String(user.id)).map((w) => relationId(w.artist))
  return [...new Set(artists.filter((a): a is number => a !== null && a !== undefined))]
}

/** Text the member may empty: '' and absent differ on an update (absent keeps it). */
const orNull = (v: string | undefined) => (v === undefined ? undefined : v || null)

async function addExhibition(payload: Payload, user: User, gallery: Gallery, req: Request): Promise<OwnExhibition> {
  const form = body(req, exhibitionFormSchema)
  const works = workIds(payload, form.artworks ?? [])
  const cover = filesOf(req, 'coverImage')
  const media = cover.length ? await createMedia(payload, user, uploadsOf(cover, form.name), form.name) : []
  try {
    const doc = await payload.create({
      collection: 'exhibitions',
      data: {
        name: form.name,
        gallery: gallery.id,
        startDate: openingOf(form.startDate),
        endDate: closingOf(form.endDate),
        venue: form.venue || null,
        city: form.city || null,
        description: form.description || null,
        published: form.published,
        artworks: works as number[],
        artists: await artistsOf(payload, user, works),
        ...(media[0] ? { photo: media[0] } : {}),
      },
      depth: 1,
      populate: light,
      ...asMember(user),
    })
    return toOwnExhibition(doc)
  } catch (error) {
    await deleteMedia(payload, user, media)
    throw error
  }
}

/**
 * PUT update-exhibition: the fields sent (the others are kept), a new cover or none (the old one
 * is deleted when nothing else uses it). Nothing is written when the collection refuses any of it.
 */
async function updateExhibition(payload: Payload, user: User, gallery: Gallery, req: Request): Promise<OwnExhibitionDetail> {
  const form = body(req, exhibitionUpdateSchema)
  const existing = await ownExhibition(payload, user, gallery, form.id)
  const works = form.artworks === undefined ? undefined : workIds(payload, form.artworks)
  const data: Partial<Exhibition> = Object.fromEntries(
    Object.entries({
      name: form.name,
      startDate: form.startDate === undefined ? undefined : openingOf(form.startDate),
      endDate: form.endDate === undefined ? undefined : closingOf(form.endDate),
      venue: orNull(form.venue),
      city: orNull(form.city),
      description: orNull(form.description),
      published: form.published,
      artworks: works as number[] | undefined,
      artists: works === undefined ? undefined : await artistsOf(payload, user, works),
    }).filter(([, v]) => v !== undefined),
  )
  const cover = filesOf(req, 'coverImage')
  const name = form.name ?? existing.name
  const media = cover.length ? await createMedia(payload, user, uploadsOf(cover, name), name) : null
  if (media) data.photo = media[0]
  else if (form.removeCover) data.photo = null
  if (Object.keys(data).length > 0) {
    try {
      await payload.update({ collection: 'exhibitions', id: existing.id, data, depth: 0, ...asMember(user) })
    } catch (error) {
      if (media) await deleteMedia(payload, user, media)
      throw error
    }
  }
  if (existing.photo && data.photo !== undefined) await releaseMedia(payload, user, [idOf(existing.photo)])
  return detail(payload, user, existing.id)
}

/**
 * DELETE exhibition/:id: the exhibition and its cover (when nothing else uses it; a work's image
 * used as the cover stays). A deletion does not move the catalogue's version, so this process's
 * remembered public answers are dropped at once; other instances' expire within memo.ts's TTL.
 */
async function deleteExhibition(payload: Payload, user: User, gallery: Gallery, rawId: unknown): Promise<void> {
  const existing = await ownExhibition(payload, user, gallery, rawId)
  await payload.delete({ collection: 'exhibitions', id: existing.id, ...asMember(user) })
  forget(payload)
  if (existing.photo) await releaseMedia(payload, user, [idOf(existing.photo)])
}

/** /api/admin exhibitions routes: a gallery member's own exhibitions (everyone else: 403). */
export function exhibitionRoutes(router: Router, payload: Payload): void {
  const coverImage = multipart([{ name: 'coverImage', maxCount: 1 }])
  // The caller is checked before a multipart body is read: nobody uploads 5 MB to hear '403'.
  const galleryFirst: RequestHandler = async (req, _res, next) => {
    await requireGallery(payload, req)
    next()
  }

  router.post('/exhibitions', async (req, res) => {
    const { user, gallery } = await requireGallery(payload, req)
    res.json(await listExhibitions(payload, user, gallery, req))
  })

  router.get('/exhibition-artworks', async (req, res) => {
    const { user } = await requireGallery(payload, req)
    res.json({ artworks: await galleryWorks(payload, user) })
  })

  router.get('/exhibition/:id', async (req, res) => {
    const { user, gallery } = await requireGallery(payload, req)
    const existing = await ownExhibition(payload, user, gallery, req.params.id)
    res.json({ exhibition: await detail(payload, user, existing.id) })
  })

  router.post('/add-exhibition', galleryFirst, coverImage, async (req, res) => {
    const { user, gallery } = await requireGallery(payload, req)
    const exhibition = await addExhibition(payload, user, gallery, req)
    res.status(201).json({ message: EXHIBITION_MESSAGES.saved, exhibition })
  })

  router.put('/update-exhibition', galleryFirst, coverImage, async (req, res) => {
    const { user, gallery } = await requireGallery(payload, req)
    const exhibition = await updateExhibition(payload, user, gallery, req)
    res.json({ message: EXHIBITION_MESSAGES.saved, exhibition })
  })

  router.delete('/exhibition/:id', async (req, res) => {
    const { user, gallery } = await requireGallery(payload, req)
    await deleteExhibition(payload, user, gallery, req.params.id)
    res.json({ message: EXHIBITION_MESSAGES.deleted })
  })
}
