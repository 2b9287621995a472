import type { Field, GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'

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
      admin: { description: 'Leave empty for a daily pick that changes every day.' },
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
