import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'
import { staffOrOwner } from '../access/staffOrOwner'

/**
 * One seller's day: views of their works and likes their works received (net of unlikes), kept
 * on every write (cms/stats) so the member area's dashboard reads a month in one indexed range
 * rather than counting over every artwork. Written by the server only.
 */
export const SellerStats: CollectionConfig = {
  slug: 'seller-stats',
  labels: { singular: 'Seller day', plural: 'Seller stats' },
  admin: { group: 'Insights', defaultColumns: ['seller', 'day', 'views', 'likes'], description: 'Per seller and day, for the dashboards.' },
  // The seller reads their own (the dashboard); staff all.
  access: { read: staffOrOwner('seller'), create: nobody, update: nobody, delete: nobody },
  defaultSort: '-day',
  indexes: [{ fields: ['seller', 'day'], unique: true }],
  fields: [
    // Not required, so deleting an account is never blocked by its statistics.
    { name: 'seller', type: 'relationship', relationTo: 'users' },
    { name: 'day', type: 'text', required: true, admin: { description: "India's day, YYYY-MM-DD." } },
    { name: 'views', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'likes', type: 'number', required: true, defaultValue: 0, min: 0 },
  ],
  timestamps: false,
}
