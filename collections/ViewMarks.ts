import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { nobody } from '../access/nobody'

/**
 * One visitor's view of one artwork on one day, as a salted hash (cms/stats/views.ts): no IP, no
 * user agent, nothing that names the visitor. The unique index makes a view count once however
 * many requests arrive together; marks older than VIEW_MARK_DAYS days are deleted.
 */
export const ViewMarks: CollectionConfig = {
  slug: 'view-marks',
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['artwork', 'day', 'hash'], unique: true }],
  fields: [
    // Not required: a deleted artwork's marks lose it (its views are forgotten with it, see Artworks' forgetViews).
    { name: 'artwork', type: 'relationship', relationTo: 'artworks' },
    { name: 'day', type: 'text', required: true, index: true, admin: { description: "India's day, YYYY-MM-DD." } },
    { name: 'hash', type: 'text', required: true },
  ],
  timestamps: false,
}
