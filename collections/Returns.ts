import type { CollectionConfig } from 'payload'
import { buyerOrStaffField } from '../access/buyerOrStaffField'
import { buyerSellerOrStaff } from '../access/buyerSellerOrStaff'
import { nobody } from '../access/nobody'
import {
  RETURN_ACTIONS,
  RETURN_CONDITIONS,
  RETURN_DETAILS_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  RETURN_STAFF_REASON_MAX,
  RETURN_STATES,
  RETURN_TRACKING_MAX,
} from '../shared/returns'
import { returnActionEndpoints } from './returnEndpoints'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
const readOnly = { readOnly: true } as const

/**
 * A buyer's return of one sold work (cms/sales/returns.ts): one per order line (`key` order:line,
 * unique: a declined return is final). The buyer asks through /api/user/returns; staff act through
 * the endpoints below (approve, reject, ship, receive, restock), each checking the state and
 * logged; the refund of the line is the refundReturn job's. The buyer reads their own, the seller
 * the ones on their lines (never the buyer's account), staff all; nobody writes through the REST
 * door but through those actions.
 */
export const Returns: CollectionConfig = {
  slug: 'returns',
  admin: {
    group: 'Sales',
    useAsTitle: 'key',
    defaultColumns: ['key', 'title', 'reason', 'state', 'condition', 'createdAt'],
    description: 'Returns asked by buyers: approve or decline, record the return shipment, mark received.',
  },
  access: { read: buyerSellerOrStaff('buyer', 'seller'), create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  endpoints: returnActionEndpoints,
  fields: [
    {
      // Approve, reject, ship, receive, restock (cms/admin/ReturnActions.tsx → the endpoints above).
      name: 'staffActions',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/cms/admin/ReturnActions#ReturnActions' } },
    },
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: readOnly },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, admin: readOnly },
    { name: 'itemId', type: 'text', required: true, admin: readOnly },
    { name: 'artwork', type: 'relationship', relationTo: 'artworks', required: true, admin: readOnly },
    { name: 'title', type: 'text', admin: readOnly },
    // The buyer's account is the buyer's and staff's: the seller reads the request, not who sent it.
    {
      name: 'buyer',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: { read: buyerOrStaffField },
      admin: readOnly,
    },
    { name: 'seller', type: 'relationship', relationTo: 'users', required: true, index: true, admin: readOnly },
    { name: 'reason', type: 'select', required: true, options: options(RETURN_REASONS), admin: readOnly },
    { name: 'details', type: 'textarea', required: true, maxLength: RETURN_DETAILS_MAX, admin: readOnly },
    { name: 'photos', type: 'upload', relationTo: 'media', hasMany: true, maxRows: RETURN_PHOTOS_MAX, admin: readOnly },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'requested',
      index: true,
      options: options(RETURN_STATES),
      admin: readOnly,
    },
    {
      name: 'staffReason',
      type: 'text',
      maxLength: RETURN_STAFF_REASON_MAX,
      admin: { ...readOnly, description: 'Why it was declined; the buyer reads it.' },
    },
    {
      name: 'shipment',
      type: 'group',
      admin: { description: 'The return shipment, back to Kala.' },
      fields: [
        { name: 'carrier', type: 'text', maxLength: RETURN_TRACKING_MAX, admin: readOnly },
        { name: 'trackingNumber', type: 'text', maxLength: RETURN_TRACKING_MAX, admin: readOnly },
      ],
    },
    { name: 'condition', type: 'select', options: options(RETURN_CONDITIONS), admin: readOnly },
    {
      name: 'refund',
      type: 'group',
      access: { read: buyerOrStaffField },
      fields: [
        { name: 'status', type: 'select', options: options(['requested', 'processed', 'failed']), admin: readOnly },
        { name: 'amountPaise', type: 'number', min: 0, admin: readOnly },
        { name: 'refundId', type: 'text', admin: readOnly },
        { name: 'processedAt', type: 'date', admin: readOnly },
        { name: 'error', type: 'text', admin: readOnly },
      ],
    },
    { name: 'restockedAt', type: 'date', admin: { ...readOnly, description: 'When staff put the work back on sale.' } },
    {
      name: 'steps',
      type: 'array',
      admin: readOnly,
      fields: [
        { name: 'state', type: 'select', required: true, options: options(RETURN_STATES) },
        { name: 'at', type: 'date', required: true },
      ],
    },
    {
      name: 'staffLog',
      type: 'array',
      access: { read: buyerOrStaffField },
      admin: readOnly,
      fields: [
        { name: 'action', type: 'select', required: true, options: options(RETURN_ACTIONS) },
        { name: 'note', type: 'text', maxLength: RETURN_STAFF_REASON_MAX },
        { name: 'by', type: 'relationship', relationTo: 'users' },
        { name: 'at', type: 'date', required: true },
      ],
    },
  ],
  timestamps: true,
}
