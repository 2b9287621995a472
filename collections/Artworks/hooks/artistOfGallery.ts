import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import type { Artwork } from '../../../payload-types'
import { checkRole } from '../../../access/checkRole'
import { idOrNull } from '../../../shared/idOf'
import { REPRESENTATION_MESSAGES } from '../../../shared/messages'

/**
 * A gallery names an artist's profile on a work only with that artist's consent (issue 18): the
 * artist on Kala (`artist`) of a gallery member's work is one who accepted the gallery's request
 * (collections/Representations.ts). An artist who is not on Kala is a name only (`artistName`),
 * which touches no one's profile; the member area's form offers the gallery's own list of them.
 * Checked when the artist changes, whichever door the write comes through; staff and the server
 * (the seed) are not held to it.
 */
export const artistOfGallery: CollectionBeforeChangeHook<Artwork> = async ({ collection, data, originalDoc, req }) => {
  const user = req.user
  if (!user || !checkRole(['gallery'], user) || data.artist === undefined) return data
  const artistId = idOrNull(data.artist)
  if (!artistId || artistId === idOrNull(originalDoc?.artist)) return data
  const { totalDocs } = await req.payload.count({
    collection: 'representations',
    where: { and: [{ 'gallery.owner': { equals: user.id } }, { artist: { equals: artistId } }, { status: { equals: 'accepted' } }] },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) return data
  throw new ValidationError({
    collection: collection.slug,
    errors: [{ path: 'artist', message: REPRESENTATION_MESSAGES.notRepresented }],
    req,
  })
}
