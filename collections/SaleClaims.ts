import type { CollectionConfig } from 'payload'
import { isStaff } from '../access/isStaff'

export const SALE_CLAIM_KINDS = ['hold', 'sold', 'lease'] as const

/**
 * The portable sale path's arbiter (cms/sales/portable): one document per claim, under a UNIQUE
 * `key`. Creating a document is the one write every adapter checks atomically (a unique index on
 * SQLite, PostgreSQL and MongoDB alike, with or without transactions), so "who holds this work",
 * "who bought it" and "who is changing this order" are each decided by whose create succeeded.
 *
 * - `hold:<artwork>`: a checkout's reservation until `expiresAt` (anyone may remove it after).
 * - `sold:<artwork>`: the order the work is sold to (removed only when that order is cancelled).
 * - `lease:<order>`: a short lock on an order while one path changes it (payment, fulfilment,
 *   refund); a lease older than its `expiresAt` belongs to a process that died and may be broken.
 *
 * Written only by the server (overrideAccess); staff may read them to follow a sale. Unused by the
 * SQL sale path, which decides the same in one SQL transaction (cms/db/atomic.ts).
 */
export const SaleClaims: CollectionConfig = {
  slug: 'sale-claims',
  labels: { singular: 'Sale claim', plural: 'Sale claims' },
  admin: {
    group: 'Sales',
    useAsTitle: 'key',
    defaultColumns: ['key', 'kind', 'order', 'expiresAt', 'createdAt'],
    description: 'Reservations, sales and order locks of the portable sale path (MongoDB).',
  },
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'kind', type: 'select', required: true, options: [...SALE_CLAIM_KINDS], index: true, admin: { readOnly: true } },
    { name: 'artwork', type: 'relationship', relationTo: 'artworks', index: true, admin: { readOnly: true } },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true, admin: { readOnly: true } },
    { name: 'expiresAt', type: 'date', index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
  timestamps: true,
}
