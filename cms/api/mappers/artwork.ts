import type { Artwork as ApiArtwork } from '../../../shared/api-types'
import type { Color } from '../../../shared/constants'
import type { Artwork } from '../../../payload-types'
import { idOf } from '../../../shared/idOf'
import { saleStatusOf } from '../../catalogue/saleRules'
import { toImageSets } from './image'
import { effectiveReturnDays } from '../../../shared/returnPolicy'

/**
 * An artwork document (images populated, depth ≥ 1) in the storefront API's field names
 * (shared/api-types.ts). `saleStatus` comes from the catalogue's one sale rule, read at `now` (a
 * reservation past its time reads as released); `available` is the API's boolean for the same fact.
 */
export function toApiArtwork(
  doc: Artwork,
  likedIds?: ReadonlySet<string>,
  now: Date = new Date(),
  sellerReturnDays?: number | null,
): ApiArtwork {
  const saleStatus = saleStatusOf(doc, now)
  const edition = doc.editionKind ?? 'original'
  return {
    _id: String(doc.id),
    slug: doc.slug ?? String(doc.id),
    title: doc.title,
    artistName: doc.artistName ?? '',
    artistSlug: doc.artistSlug || null,
    uploadedBy: doc.uploadedBy ?? '',
    price: doc.price ?? null,
    imageUrls: toImageSets(doc.images, doc.title),
    medium: doc.medium,
    material: doc.material ?? null,
    height: doc.height ?? null,
    width: doc.width ?? null,
    depth: doc.depth ?? null,
    sizeClass: doc.sizeClass ?? null,
    yearOfCreation: doc.yearOfCreation ?? null,
    signed: Boolean(doc.signed),
    location: doc.location ?? null,
    collectionId: doc.collection ? idOf(doc.collection) : null,
    category: doc.category ?? null,
    style: doc.style ?? null,
    mood: doc.mood ?? null,
    available: saleStatus === 'available',
    saleStatus,
    edition: { kind: edition, size: edition === 'limited' ? (doc.editionSize ?? null) : null },
    status: doc.status ?? 'published',
    colors: (doc.colors ?? []) as Color[],
    description: doc.description ?? null,
    interpretation: doc.interpretation ?? null,
    likes: doc.likes ?? 0,
    hasLiked: likedIds?.has(String(doc.id)) ?? false,
    // The work's own return policy, else its seller's (shared/returnPolicy.ts): what a buyer of it may expect.
    returnDays: effectiveReturnDays(doc.returnDays, sellerReturnDays),
    acceptOffers: Boolean(doc.acceptOffers),
    createdAt: doc.createdAt,
  }
}
