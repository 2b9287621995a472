import type { CollectionConfig } from 'payload'
import { buyerSellerOrStaff } from '../../access/buyerSellerOrStaff'
import { isAdmin } from '../../access/isAdmin'
import { isStaff } from '../../access/isStaff'
import { CURRENCY, ORDER_STATUSES, PAYMENT_STATUSES } from '../../shared/constants'
import { addressFields } from '../fields/address'
import { limitItemsToSeller } from './hooks/limitItemsToSeller'
import { recordStatusHistory } from './hooks/recordStatusHistory'

const options = (values: readonly string[]) => values.map((v) => ({ label: v[0].toUpperCase() + v.slice(1), value: v }))

/**
 * A purchase. Created by the checkout (server-priced); staff move it through
 * placed → packed → shipped → delivered (or cancelled), each step dated in statusHistory.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    useAsTitle: 'orderNumber',
    group: 'Sales',
    defaultColumns: ['orderNumber', 'buyer', 'totalAmount', 'orderStatus', 'paymentStatus', 'createdAt'],
  },
  access: {
    read: buyerSellerOrStaff('buyer', 'sellers'),
    create: isStaff,
    update: isStaff,
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [recordStatusHistory],
    afterRead: [limitItemsToSeller],
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'orderNumber', type: 'text', unique: true, index: true, admin: { readOnly: true } },
    { name: 'buyer', type: 'relationship', relationTo: 'users', required: true, index: true },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'artwork', type: 'relationship', relationTo: 'artworks', required: true },
        { name: 'seller', type: 'relationship', relationTo: 'users', required: true },
        { name: 'title', type: 'text', required: true },
        { name: 'artistName', type: 'text', required: true },
        { name: 'image', type: 'text' },
        { name: 'price', type: 'number', required: true, min: 0 },
      ],
    },
    {
      name: 'sellers',
      type: 'relationship',
      relationTo: 'users',
      hasMany: true,
      index: true,
      admin: { readOnly: true, description: 'The artists concerned (from the items).' },
    },
    { name: 'totalAmount', type: 'number', required: true, min: 0, admin: { description: CURRENCY } },
    { name: 'currency', type: 'text', defaultValue: CURRENCY, admin: { readOnly: true } },
    { name: 'orderStatus', type: 'select', defaultValue: 'placed', options: options(ORDER_STATUSES), index: true },
    {
      name: 'statusHistory',
      type: 'array',
      admin: { readOnly: true },
      fields: [
        { name: 'status', type: 'select', options: options(ORDER_STATUSES), required: true },
        { name: 'at', type: 'date', required: true },
        { name: 'note', type: 'text' },
      ],
    },
    { name: 'paymentStatus', type: 'select', defaultValue: 'pending', options: options(PAYMENT_STATUSES), index: true },
    { name: 'razorpay_order_id', type: 'text', unique: true, index: true },
    { name: 'razorpay_payment_id', type: 'text', index: true },
    { name: 'razorpay_signature', type: 'text' },
    { name: 'failureReason', type: 'text' },
    {
      name: 'address',
      type: 'group',
      fields: addressFields(),
    },
    {
      name: 'customer',
      type: 'group',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'email', type: 'text' },
        { name: 'phone', type: 'text' },
      ],
    },
  ],
  timestamps: true,
}
