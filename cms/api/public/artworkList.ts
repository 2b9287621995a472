/** Artwork documents from the catalogue as API artworks, with `hasLiked` for a signed-in caller (one query for the page). */
import type { Artwork as ApiArtwork } from '../../../shared/api-types'
import type { Artwork, User } from '../../../payload-types'
import { isVisible } from '../../catalogue/saleRules'
import type { Catalogue, Id } from '../../catalogue/types'
import { toApiArtwork } from '../mappers/artwork'
import { idOf } from '../../../shared/idOf'

export async function apiArtworks(catalogue: Catalogue, docs: Artwork[], user: User | null | undefined): Promise<ApiArtwork[]> {
  if (docs.length === 0) return []
  const liked = user
    ? await catalogue.likedAmong(
        String(user.id),
        docs.map((d) => String(d.id)),
      )
    : undefined
  // Each work's return policy is its own or its seller's (one query for the page).
  const policies = await catalogue.returnPolicies([...new Set(docs.map((d) => idOf(d.owner)))])
  const now = new Date()
  return docs.map((d) => toApiArtwork(d, liked, now, policies.get(idOf(d.owner))))
}

/** The visible ones of these artworks, in the order given (unknown or hidden ids are left out). */
export async function visibleArtworks(catalogue: Catalogue, ids: Id[], user: User | null | undefined): Promise<ApiArtwork[]> {
  return apiArtworks(catalogue, (await catalogue.artworksByIds(ids)).filter(isVisible), user)
}
