import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { APIError, ValidationError } from 'payload'
import type { Representation } from '../payload-types'
import { isStaffUser } from '../access/checkRole'
import { ownsAll } from '../access/ownership'
import { idOrNull } from '../shared/idOf'
import { REPRESENTATION_MESSAGES } from '../shared/messages'

type Row = Partial<Representation>

const invalid = (req: PayloadRequest, path: string, message: string) =>
  new ValidationError({ collection: 'representations', errors: [{ path, message }], req })
const refuse = (message: string) => new APIError(message, 403, null, true)

const RELATIONS = new Set(['gallery', 'artist', 'photo'])
/** The fields a write changes, relations compared by id (a form sends every field it showed). */
function changedFields(data: Row, before: Row): string[] {
  const keys = ['gallery', 'artist', 'name', 'bio', 'photo', 'status', 'position'] as const
  return keys.filter((k) => {
    if (data[k] === undefined) return false
    const norm = (v: unknown) => (RELATIONS.has(k) ? idOrNull(v) : v === '' || v === undefined ? null : v)
    return String(norm(data[k])) !== String(norm(before[k]))
  })
}

/**
 * Who may write what, for every door:
 * - a gallery adds an artist on Kala as a request (`pending`; their name is their own), or an
 *   artist who is not on Kala by name (`accepted` at once: nobody's consent to ask);
 * - only the artist answers a request (accepted or declined); the gallery orders its list and
 *   edits the bio and photo of the artists it named, never the artist of a row or its state;
 * - staff and the server (the seed) write anything.
 * The unique (gallery, artist) index is the second wall against a second request.
 */
export const guardRepresentation: CollectionBeforeChangeHook<Representation> = async ({ data, originalDoc, operation, req }) => {
  const user = req.user
  const trusted = !user || isStaffUser(user)
  if (operation === 'create') {
    const artistId = idOrNull(data.artist)
    const out: Row = { ...data }
    if (artistId) {
      const artist = await req.payload.findByID({
        collection: 'users',
        id: artistId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
      if (!artist || artist.role !== 'artist') throw invalid(req, 'artist', REPRESENTATION_MESSAGES.notAnArtist)
      const { totalDocs } = await req.payload.count({
        collection: 'representations',
        where: { and: [{ gallery: { equals: idOrNull(data.gallery) } }, { artist: { equals: artistId } }] },
        overrideAccess: true,
        req,
      })
      if (totalDocs > 0) throw invalid(req, 'artist', REPRESENTATION_MESSAGES.already)
      out.name = artist.fullName
      if (!trusted || !data.status) out.status = 'pending'
    } else {
      if (!String(data.name ?? '').trim()) throw invalid(req, 'name', REPRESENTATION_MESSAGES.nameOrArtist)
      out.status = 'accepted'
    }
    if (!trusted) out.answeredAt = null
    if (!trusted || data.position === undefined || data.position === null) {
      const { totalDocs } = await req.payload.count({
        collection: 'representations',
        where: { gallery: { equals: idOrNull(data.gallery) } },
        overrideAccess: true,
        req,
      })
      out.position = totalDocs
    }
    return out as Representation
  }
  if (trusted || !originalDoc) return data
  const changed = changedFields(data, originalDoc)
  if (changed.length === 0) return data
  const isArtist = idOrNull(originalDoc.artist) === String(user.id)
  if (isArtist) {
    if (changed.some((k) => k !== 'status')) throw refuse(REPRESENTATION_MESSAGES.onlyGalleryEdits)
    if (data.status !== 'accepted' && data.status !== 'declined') throw invalid(req, 'status', REPRESENTATION_MESSAGES.onlyArtistAnswers)
    return { ...data, answeredAt: new Date().toISOString() }
  }
  const isGallery = await ownsAll(req.payload, 'galleries', [idOrNull(originalDoc.gallery) ?? ''], user.id, req)
  if (!isGallery) throw refuse(REPRESENTATION_MESSAGES.onlyGalleryEdits)
  if (changed.includes('status')) throw refuse(REPRESENTATION_MESSAGES.onlyArtistAnswers)
  if (changed.includes('artist') || changed.includes('gallery')) throw refuse(REPRESENTATION_MESSAGES.artistFixed)
  // An artist on Kala is shown under their own name.
  if (changed.includes('name') && originalDoc.artist) return { ...data, name: originalDoc.name }
  return data
}

/**
 * The gallery's `artists` field follows its accepted artists on Kala, in the list's order: the one
 * list every reader of a gallery (its page, the catalogue's SQL and portable reads) already uses.
 */
async function sync(req: PayloadRequest, galleryId: string | null): Promise<void> {
  if (!galleryId) return
  const { docs } = await req.payload.find({
    collection: 'representations',
    where: { and: [{ gallery: { equals: galleryId } }, { status: { equals: 'accepted' } }, { artist: { exists: true } }] },
    sort: ['position', 'id'],
    pagination: false,
    depth: 0,
    select: { artist: true },
    overrideAccess: true,
    req,
  })
  const artists = docs.map((d) => idOrNull(d.artist)).filter((id): id is string => id !== null)
  const gallery = await req.payload.findByID({
    collection: 'galleries',
    id: galleryId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!gallery) return
  // Written even when the list is the same: the gallery's `updatedAt` moves, and with it the public
  // answers that show an artist who is not on Kala (cms/catalogue/contentVersion.ts sees deletions no other way).
  await req.payload.update({
    collection: 'galleries',
    id: galleryId,
    // Numeric ids on SQL, strings on MongoDB: as the relation stores them.
    data: { artists: artists.map((id) => (typeof gallery.id === 'number' ? Number(id) : id)) as number[] },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

export const syncGalleryArtists: CollectionAfterChangeHook<Representation> & CollectionAfterDeleteHook<Representation> = async ({
  doc,
  req,
}) => {
  await sync(req, idOrNull(doc.gallery))
  return doc
}
