import type { CollectionConfig } from 'payload'
import { buyerOrStaffField } from '../../access/buyerOrStaffField'
import { buyerSellerOrStaff } from '../../access/buyerSellerOrStaff'
import { isAdmin } from '../../access/isAdmin'
import { isStaff } from '../../access/isStaff'
import { lineSellerOrStaffField } from '../../access/lineSellerOrStaffField'
import { CANCELLED_BY, CARRIERS, CURRENCY, ORDER_STATUSES, PAYMENT_STATUSES, REFUND_STATUSES } from '../../shared/constants'
import { addressFields } from '../fields/address'
import { guardOrderChanges } from './hooks/guardOrderChanges'
import { limitItemsToSeller } from './hooks/limitItemsToSeller'
import { recordStatusHistory } from './hooks/recordStatusHistory'

const options = (values: readonly string[]) => values.map((v) => ({ label: v[0].toUpperCase() + v.slice(1), value: v }))

/** Written by the payment path only (cms/sales): shown to staff, never edited in the back office. */
const fromPayments = { readOnly: true } as const
/** What only the buyer and staff read of an order: an artist reads their own lines and what shipping needs. */
const buyersOnly = { read: buyerOrStaffField }
/** Kala's fee on a line: its seller's and staff's business only. */
const sellerOnly = { read: lineSellerOrStaffField }
/** The payment states in which an order's artists see it. */
const SELLER_VISIBLE_PAYMENTS = ['success', 'refunded']
const PAID_ORDERS = { paymentStatus: { in: SELLER_VISIBLE_PAYMENTS } }
/** Rupee amounts shown as ₹24,500 in the list and, read-only, in the edit view (cms/admin/Inr.tsx). */
const inrAmount = { Cell: '/cms/admin/Inr#InrCell', Field: '/cms/admin/Inr#InrAmount' }

/**
 * A purchase. Created by the checkout (server-priced, pending until the provider reports the
 * payment); once paid, staff move it through placed → packed → shipped → delivered (or cancel it
 * before shipping, which refunds), forward only, each step dated in statusHistory. The rules live
 * in cms/sales/orderMachine.ts; guardOrderChanges applies them to back-office edits.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    useAsTitle: 'orderNumber',
    group: 'Sales',
    defaultColumns: ['orderNumber', 'buyer', 'totalAmount', 'orderStatus', 'paymentStatus', 'createdAt'],
    // Checkouts never paid (waiting, failed) are not orders to fulfil: the list shows paid and
    // refunded ones unless staff filter by payment status themselves.
    baseFilter: ({ req }) => (JSON.stringify(req.query?.where ?? {}).includes('"paymentStatus"') ? null : PAID_ORDERS),
    description: 'Paid and refunded orders. Filter by Payment Status to see checkouts that were never paid.',
  },
  access: {
    // Artists read the paid orders that hold their works (a checkout waiting for payment is the buyer's).
    read: buyerSellerOrStaff('buyer', 'sellers', { paymentStatus: { in: SELLER_VISIBLE_PAYMENTS } }),
    // Orders come from the checkout (below the access rules); an admin may add one by hand, editors fulfil.
    create: isAdmin,
    update: isStaff,
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [guardOrderChanges, recordStatusHistory],
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
      // What was bought and at what price: the checkout's, never edited (guardOrderChanges refuses it too).
      admin: { readOnly: true },
      fields: [
        { name: 'artwork', type: 'relationship', relationTo: 'artworks', required: true },
        { name: 'seller', type: 'relationship', relationTo: 'users', required: true },
        { name: 'title', type: 'text', required: true },
        { name: 'artistName', type: 'text', required: true },
        { name: 'image', type: 'text' },
        { name: 'price', type: 'number', required: true, min: 0, admin: { components: inrAmount } },
        // Kala's fee in force when the payment was confirmed (cms/sales/fees.ts), never recomputed.
        { name: 'feeBasisPoints', type: 'number', min: 0, max: 10_000, access: sellerOnly, admin: { description: '100 = 1 %.' } },
        { name: 'feePaise', type: 'number', min: 0, access: sellerOnly },
        // The return policy in force when the payment was confirmed (days after delivery, 0 = none),
        // never recomputed; the buyer's and the seller's to read. Empty on lines sold before it existed.
        { name: 'returnDays', type: 'number', min: 0, max: 365, admin: { description: '0 = no returns.' } },
        // A return of this line (collections/Returns.ts): open while under way, refunded once its price is back with the buyer.
        { name: 'returnStatus', type: 'select', options: options(['open', 'refunded']) },
        { name: 'returnedAt', type: 'date', admin: { description: 'When the return was refunded.' } },
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
    { name: 'totalAmount', type: 'number', required: true, min: 0, admin: { readOnly: true, components: inrAmount } },
    {
      name: 'amountPaise',
      type: 'number',
      access: buyersOnly,
      min: 0,
      admin: { ...fromPayments, description: 'What the buyer pays, in paise, priced on the server at checkout.' },
    },
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
    {
      name: 'paymentStatus',
      type: 'select',
      defaultValue: 'pending',
      options: options(PAYMENT_STATUSES),
      index: true,
      admin: fromPayments,
    },
    { name: 'paidAt', type: 'date', index: true, admin: { ...fromPayments, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'paidVia',
      access: buyersOnly,
      type: 'select',
      options: options(['verify', 'webhook', 'reconcile']),
      admin: {
        ...fromPayments,
        description: "Which report confirmed the payment: the buyer's browser, Razorpay's webhook, or reconciliation.",
      },
    },
    {
      name: 'reservedUntil',
      access: buyersOnly,
      type: 'date',
      index: true,
      admin: { ...fromPayments, description: 'The checkout holds its works until then.', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'receipt',
      access: buyersOnly,
      type: 'text',
      unique: true,
      index: true,
      admin: { ...fromPayments, description: "Our id of this payment attempt at the provider (Razorpay's receipt)." },
    },
    { name: 'razorpay_order_id', type: 'text', access: buyersOnly, unique: true, index: true, admin: fromPayments },
    { name: 'razorpay_payment_id', type: 'text', access: buyersOnly, index: true, admin: fromPayments },
    { name: 'razorpay_signature', type: 'text', access: buyersOnly, admin: fromPayments },
    { name: 'failureReason', type: 'text', access: buyersOnly, admin: fromPayments },
    {
      name: 'shipment',
      type: 'group',
      admin: { description: 'Required before the order is marked shipped.' },
      fields: [
        { name: 'carrier', type: 'text', maxLength: 100, admin: { description: `e.g. ${CARRIERS.join(', ')}` } },
        { name: 'trackingNumber', type: 'text', maxLength: 100 },
      ],
    },
    {
      name: 'cancellation',
      type: 'group',
      fields: [
        { name: 'by', type: 'select', options: options(CANCELLED_BY), admin: { readOnly: true } },
        { name: 'reason', type: 'text', maxLength: 500 },
      ],
    },
    {
      name: 'refund',
      type: 'group',
      access: buyersOnly,
      admin: { description: 'A cancelled paid order is refunded through the payment provider, once.' },
      fields: [
        { name: 'status', type: 'select', options: options(REFUND_STATUSES), index: true, admin: fromPayments },
        { name: 'amountPaise', type: 'number', min: 0, admin: fromPayments },
        { name: 'refundId', type: 'text', admin: fromPayments },
        { name: 'requestedAt', type: 'date', admin: fromPayments },
        { name: 'processedAt', type: 'date', admin: fromPayments },
        { name: 'error', type: 'text', admin: fromPayments },
      ],
    },
    {
      name: 'address',
      type: 'group',
      fields: addressFields(),
    },
    {
      // The buyer's choice at checkout: their name (customer.name) printed on the certificates of authenticity.
      name: 'nameOnCertificate',
      type: 'checkbox',
      defaultValue: false,
      access: buyersOnly,
      admin: { ...fromPayments, description: "The buyer asked for their name on the works' certificates of authenticity." },
    },
    {
      name: 'customer',
      type: 'group',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'email', type: 'text', access: buyersOnly },
        { name: 'phone', type: 'text' },
      ],
    },
  ],
  timestamps: true,
}
