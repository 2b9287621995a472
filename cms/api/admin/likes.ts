import type { Payload } from 'payload'
import type { User } from '../../../payload-types'
import type { Artwork as ApiArtwork, Paged } from '../../../shared/api-types'
import { idOf } from '../../../shared/idOf'
import { catalogueOf } from '../../catalogue'
import { apiArtworks } from '../public/artworkList'
import { offsetOf, PAGE_SIZE, paged } from '../public/paging'

/**
 * The works the member liked that are still visible, newest like first. The member's own likes
 * (hundreds at most) are read whole as themself, then kept to the visible works by the catalogue's
 * visibility rule, so the page and the count agree.
 */
export async function likedArtworks(
  payload: Payload,
  user: User,
  page: number,
  limit: number = PAGE_SIZE,
): Promise<Paged<'artworks', ApiArtwork>> {
  const { docs } = await payload.find({
    collection: 'likes',
    where: { owner: { equals: user.id } },
    sort: ['-createdAt', '-id'],
    pagination: false,
    depth: 0,
    select: { artwork: true },
    overrideAccess: false,
    user,
  })
  const catalogue = catalogueOf(payload)
  const visible = await catalogue.visibleIds(docs.map((l) => idOf(l.artwork)))
  const start = offsetOf(page, limit)
  const works = await catalogue.artworksByIds(visible.slice(start, start + limit))
  return paged('artworks', await apiArtworks(catalogue, works, user), page, visible.length, limit)
}
