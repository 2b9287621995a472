import type { Field, GlobalConfig, RelationshipFieldSingleValidation } from 'payload'
import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { CURATION_MESSAGES } from '../shared/messages'
import { idOf } from '../shared/idOf'

/**
 * The artwork of the day is the home page's invitation to buy: a work visitors can see and buy
 * (it is shown with its price). A reserved one may still return to sale; a sold one may not.
 */
const buyableArtworkOfTheDay: RelationshipFieldSingleValidation = async (value, { req }) => {
  const id = idOf(value)
  if (!id) return true
  const work = await req.payload
    .findByID({ collection: 'artworks', id, depth: 0, overrideAccess: true, disableErrors: true, req })
    .catch(() => null)
  if (!work) return true // Payload's own check names a missing document
  if (work.saleState === 'sold') return CURATION_MESSAGES.soldArtworkOfTheDay
  if (work.status !== 'published' || work.review !== 'approved') return CURATION_MESSAGES.hiddenArtworkOfTheDay
  return true
}

const artworkList = (name: string, label: string): Field => ({
  name,
  label,
  type: 'relationship',
  relationTo: 'artworks',
  hasMany: true,
  maxRows: 24,
})

/** What staff put on the home page. Empty lists fall back to computed ones. */
export const HomeCuration: GlobalConfig = {
  slug: 'home-curation',
  label: 'Home curation',
  admin: { group: 'Curation' },
  access: { read: anyone, update: isStaff },
  fields: [
    {
      name: 'artworkOfTheDay',
      label: 'Artwork of the day',
      type: 'relationship',
      relationTo: 'artworks',
      // Only what it may be is offered (the validation below holds for every door).
      filterOptions: { saleState: { not_equals: 'sold' }, status: { equals: 'published' }, review: { equals: 'approved' } },
      validate: buyableArtworkOfTheDay,
      admin: { description: 'Leave empty for a daily pick that changes every day. Sold works cannot be chosen.' },
    },
    artworkList('trending', 'Trending Artworks'),
    artworkList('topPicked', 'Top Picked'),
    artworkList('newArrivals', 'New Arrivals'),
    {
      name: 'topArtists',
      label: 'Top Ranked artists',
      type: 'relationship',
      relationTo: 'users',
      hasMany: true,
      maxRows: 24,
      filterOptions: { role: { equals: 'artist' } },
    },
    { name: 'topGalleries', label: 'Most Active galleries', type: 'relationship', relationTo: 'galleries', hasMany: true, maxRows: 24 },
  ],
}
