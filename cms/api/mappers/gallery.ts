import type { ArtworkCollection as ApiCollection, Exhibition as ApiExhibition, Gallery as ApiGallery } from '../../../shared/api-types'
import type { ArtworkCollection, Exhibition, Gallery } from '../../../payload-types'
import { idOf } from '../../../shared/idOf'
import { toImageSet, toImageSets } from './image'

export function toApiGallery(g: Gallery, exhibitionCount = 0): ApiGallery {
  return {
    _id: String(g.id),
    username: g.username,
    fullName: g.name,
    bio: g.bio ?? null,
    photo: toImageSet(g.photo, g.name),
    imageUrls: toImageSets(g.banners, g.name),
    city: g.city ?? null,
    exhibitionCount,
  }
}

/** current: open today; upcoming: opens later; archive: closed. */
export function exhibitionState(e: Pick<Exhibition, 'startDate' | 'endDate'>, now = new Date()): ApiExhibition['state'] {
  if (new Date(e.startDate) > now) return 'upcoming'
  if (new Date(e.endDate) < now) return 'archive'
  return 'current'
}

export function toApiExhibition(e: Exhibition, now = new Date()): ApiExhibition {
  const gallery = typeof e.gallery === 'object' ? e.gallery : null
  return {
    _id: String(e.id),
    name: e.name,
    slug: e.slug ?? String(e.id),
    photo: toImageSet(e.photo, e.name),
    description: e.description ?? null,
    startDate: e.startDate,
    endDate: e.endDate,
    venue: e.venue ?? null,
    galleryId: idOf(e.gallery),
    galleryName: gallery?.name ?? '',
    state: exhibitionState(e, now),
  }
}

export function toApiCollection(c: ArtworkCollection, artworkCount = 0): ApiCollection {
  const cover = toImageSet(c.coverImage, c.collectionName)
  const owner = typeof c.owner === 'object' ? c.owner : null
  return {
    _id: String(c.id),
    collectionName: c.collectionName,
    description: c.description,
    coverImage: cover,
    coverImageUrl: cover?.card?.url ?? cover?.url ?? null,
    status: Boolean(c.status),
    username: owner?.username ?? '',
    artworkCount,
  }
}
