import type { CollectionConfig } from 'payload'
import { buyerSellerOrStaff } from '../access/buyerSellerOrStaff'
import { nobody } from '../access/nobody'
import { OFFER_MOVES, OFFER_STATUSES } from '../shared/offers'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
const readOnly = { readOnly: true } as const

/**
 * A buyer's offer on one work (issue 21, part 3; cms/offers/offers.ts). Amounts in paise. The
 * business key `key` is unique: `live:<buyer>:<artwork>` while the offer is open, countered or
 * accepted, so the database itself refuses a second live offer of a buyer on a work (on every
 * adapter: a unique index), and `closed:<id>` once it is over. Each move is appended to `history`.
 *
 * Buyer and seller read their own offers, staff all. Nobody writes through any door: every move
 * is made by the server after checking whose move it is (/api/admin/offers, cms/offers/offers.ts),
 * so an amount or a status cannot be set through /cms/api or the Local API as a user.
 */
export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: {
    group: 'Sales',
    useAsTitle: 'key',
    defaultColumns: ['title', 'status', 'amountPaise', 'counterPaise', 'expiresAt', 'createdAt'],
    description: 'Offers buyers made on works, and the sellers’ answers. Made and answered in the member area.',
  },
  access: { read: buyerSellerOrStaff('buyer', 'seller'), create: nobody, update: nobody, delete: nobody },
  defaultSort: '-updatedAt',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: readOnly },
    { name: 'artwork', type: 'relationship', relationTo: 'artworks', required: true, index: true, admin: readOnly },
    { name: 'title', type: 'text', admin: readOnly },
    { name: 'buyer', type: 'relationship', relationTo: 'users', required: true, index: true, admin: readOnly },
    { name: 'seller', type: 'relationship', relationTo: 'users', required: true, index: true, admin: readOnly },
    { name: 'amountPaise', type: 'number', required: true, min: 0, admin: { ...readOnly, description: 'What the buyer offered.' } },
    { name: 'counterPaise', type: 'number', min: 0, admin: { ...readOnly, description: 'The seller’s counter-offer.' } },
    {
      name: 'agreedPaise',
      type: 'number',
      min: 0,
      admin: { ...readOnly, description: 'The price both sides accepted: what checkout charges.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: options(OFFER_STATUSES),
      admin: readOnly,
    },
    {
      name: 'expiresAt',
      type: 'date',
      index: true,
      admin: {
        ...readOnly,
        date: { pickerAppearance: 'dayAndTime' },
        description: '72 hours after the last move; 24 hours after acceptance.',
      },
    },
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      index: true,
      admin: { ...readOnly, description: 'The checkout that holds the work for the buyer once accepted.' },
    },
    {
      name: 'history',
      type: 'array',
      admin: readOnly,
      fields: [
        { name: 'move', type: 'select', required: true, options: options(OFFER_MOVES) },
        { name: 'by', type: 'select', required: true, options: options(['buyer', 'seller', 'kala']) },
        { name: 'amountPaise', type: 'number' },
        { name: 'at', type: 'date', required: true },
      ],
    },
  ],
  timestamps: true,
}
