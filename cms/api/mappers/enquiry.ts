import type { Enquiry as ApiEnquiry } from '../../../shared/api-types'
import type { Artwork, Enquiry } from '../../../payload-types'
import { idOf } from '../../../shared/idOf'
import { toImageSet } from './image'

/** An enquiry as the member area lists it, with its artwork's title, first image and artist (`artwork` populated with images, if it still exists). */
export function toApiEnquiry(e: Enquiry, artwork: Artwork | undefined): ApiEnquiry {
  const image = toImageSet(artwork?.images?.[0], artwork?.title)
  return {
    _id: String(e.id),
    artworkId: idOf(e.artwork),
    artworkTitle: artwork?.title ?? '',
    artworkImage: image?.thumbnail?.url ?? image?.url ?? null,
    artistName: artwork?.artistName ?? '',
    name: e.name,
    email: e.email,
    phone: e.phone,
    message: e.message ?? null,
    status: e.status ?? 'new',
    createdAt: e.createdAt,
  }
}
