import type { CollectionConfig } from 'payload'
import { isStaff } from '../access/isStaff'
import { nobody } from '../access/nobody'

/** Views of one artwork on one day (counted once per visitor: cms/stats/views.ts). Written by the server only. */
export const ArtworkViews: CollectionConfig = {
  slug: 'artwork-views',
  labels: { singular: 'Artwork views (day)', plural: 'Artwork views' },
  admin: { group: 'Insights', defaultColumns: ['artwork', 'day', 'views'], description: 'Visitors per artwork and day, no personal data.' },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-day',
  indexes: [{ fields: ['artwork', 'day'], unique: true }],
  fields: [
    { name: 'artwork', type: 'relationship', relationTo: 'artworks' },
    { name: 'day', type: 'text', required: true, index: true, admin: { description: "India's day, YYYY-MM-DD." } },
    { name: 'views', type: 'number', required: true, defaultValue: 0, min: 0 },
  ],
  timestamps: false,
}
