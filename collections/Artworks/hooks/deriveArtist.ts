import type { CollectionBeforeChangeHook } from 'payload'
import type { Artwork, User } from '../../../payload-types'
import { idOf } from '../../../shared/idOf'

const idOrNull = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : idOf(v))

/**
 * Who made the work, as against who lists it. `uploadedBy` follows the owner. The represented
 * artist (`artist`) defaults, when a work is created without one, to its owner if the owner is an
 * artist; `artistSlug` follows that artist's profile (empty when the work names none: an artist
 * not on Kala). `artistName` defaults to the artist's name, else the owner's, and follows a change
 * of artist unless a name is given with it.
 */
export const deriveArtist: CollectionBeforeChangeHook<Artwork> = async ({ data, originalDoc, operation, req }) => {
  const ownerId = idOrNull(data.owner ?? originalDoc?.owner)
  if (!ownerId) return data
  const user = (id: string) => req.payload.findByID({ collection: 'users', id, depth: 0, req, overrideAccess: true, disableErrors: true })
  const owner = (await user(ownerId)) as User | null
  if (!owner) return data
  const given = data.artist !== undefined
  let artistId = given ? idOrNull(data.artist) : idOrNull(originalDoc?.artist)
  if (artistId === null && !given && operation === 'create' && owner.role === 'artist') artistId = String(owner.id)
  const artist = artistId === null ? null : artistId === String(owner.id) ? owner : ((await user(artistId)) as User | null)
  const artistChanged = given && artistId !== idOrNull(originalDoc?.artist)
  return {
    ...data,
    artist: artist ? artist.id : null,
    artistSlug: artist ? (artist.slug ?? artist.username) : null,
    uploadedBy: owner.username,
    artistName: data.artistName || (!artistChanged && originalDoc?.artistName) || artist?.fullName || owner.fullName,
  }
}
