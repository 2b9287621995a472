import type { CollectionConfig, Where } from 'payload'
import { isSeller } from '../../access/isSeller'
import { isStaffField } from '../../access/isStaff'
import { publishedOrStaffOrOwner } from '../../access/publishedOrStaffOrOwner'
import { staffOrOwner } from '../../access/staffOrOwner'
import { ARTWORK_STATUSES, CATEGORIES, COLORS, LIMITS, MEDIUMS, MOODS, SALE_STATES, SIZES, STYLES } from '../../shared/constants'
import { setOwner } from '../../hooks/setOwner'
import { setSlugOnce } from '../../hooks/setSlugOnce'
import { deriveArtist } from './hooks/deriveArtist'
import { deriveArtworkFields } from './hooks/deriveArtworkFields'
import { refuseSoldDelete } from './hooks/refuseSoldDelete'
import { indexArtwork, unindexArtwork } from '../../cms/search/hooks'

const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }))

/** Visitors see published works that are for sale, reserved or already sold. */
export const publicArtworks: Where = {
  and: [{ status: { equals: 'published' } }, { or: [{ available: { equals: true } }, { saleState: { equals: 'sold' } }] }],
}

const derived = { readOnly: true, position: 'sidebar' as const }

export const Artworks: CollectionConfig = {
  slug: 'artworks',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'artistName', 'price', 'status', 'saleState', 'createdAt'],
    group: 'Catalogue',
    listSearchableFields: ['title', 'artistName', 'medium'],
  },
  access: {
    read: publishedOrStaffOrOwner(publicArtworks),
    create: isSeller,
    update: staffOrOwner(),
    delete: staffOrOwner(),
  },
  hooks: {
    beforeChange: [setOwner, setSlugOnce('title'), deriveArtist, deriveArtworkFields],
    beforeDelete: [refuseSoldDelete],
    afterChange: [indexArtwork],
    afterDelete: [unindexArtwork],
  },
  defaultSort: '-createdAt',
  // The shop's filters with its sorts (newest, price) and an artist's or a collection's works, newest
  // first: each listing reads 12 entries of one of these in order instead of sorting every match.
  indexes: [
    ...(['category', 'style', 'mood', 'medium', 'sizeClass', 'primaryColor'] as const).flatMap((field) => [
      { fields: [field, 'createdAt'] },
      { fields: [field, 'price'] },
    ]),
    { fields: ['owner', 'createdAt'] },
    { fields: ['collection', 'createdAt'] },
  ],
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      admin: { ...derived, description: 'Set once from the title; never changes.' },
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: { update: isStaffField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'artistName',
      type: 'text',
      maxLength: 200,
      admin: { description: "The artist's name as shown; defaults to the owner's name." },
    },
    { name: 'artistSlug', type: 'text', index: true, admin: derived },
    { name: 'uploadedBy', type: 'text', index: true, admin: { ...derived, description: "Owner's username." } },
    { name: 'price', type: 'number', min: 0, max: 1e9, index: true, admin: { description: 'INR. Empty shows "Price on request".' } },
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: LIMITS.maxImagesPerArtwork,
      admin: { description: 'Up to 3: front, back, signature/marking. The first is shown.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'select', options: options(CATEGORIES), index: true },
        { name: 'style', type: 'select', options: options(STYLES), index: true },
        { name: 'mood', type: 'select', options: options(MOODS), index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'medium', type: 'text', required: true, maxLength: 100, index: true, admin: { description: `e.g. ${MEDIUMS.join(', ')}` } },
        { name: 'material', type: 'text', maxLength: 100 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'width', type: 'number', min: 0, max: 10000, admin: { description: 'inches' } },
        { name: 'height', type: 'number', min: 0, max: 10000, admin: { description: 'inches' } },
        { name: 'depth', type: 'number', min: 0, max: 10000, admin: { description: 'inches' } },
      ],
    },
    { name: 'sizeClass', type: 'select', options: SIZES.map((s) => ({ label: s.label, value: s.value })), index: true, admin: derived },
    {
      name: 'colors',
      type: 'select',
      hasMany: true,
      options: options(COLORS),
      admin: { description: 'The first is the dominant colour.' },
    },
    { name: 'primaryColor', type: 'select', options: options(COLORS), index: true, admin: derived },
    {
      name: 'yearOfCreation',
      type: 'text',
      maxLength: 4,
      validate: (v: string | null | undefined) => !v || /^\d{4}$/.test(v) || 'Year must be exactly 4 characters',
    },
    { name: 'signed', type: 'checkbox', defaultValue: false },
    { name: 'location', type: 'text', maxLength: 200 },
    { name: 'collection', type: 'relationship', relationTo: 'artwork-collections', index: true },
    { name: 'description', type: 'textarea', maxLength: LIMITS.maxLongTextLength },
    { name: 'interpretation', type: 'textarea', maxLength: LIMITS.maxLongTextLength },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'published',
      options: options(ARTWORK_STATUSES),
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'available',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', description: 'Offered for sale.' },
    },
    {
      name: 'saleState',
      type: 'select',
      defaultValue: 'forSale',
      options: [
        { label: 'For sale', value: SALE_STATES[0] },
        { label: 'Reserved (checkout open)', value: SALE_STATES[1] },
        { label: 'Sold', value: SALE_STATES[2] },
      ],
      index: true,
      access: { update: isStaffField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'reservedUntil',
      type: 'date',
      access: { update: isStaffField, read: isStaffField },
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'soldAt', type: 'date', access: { update: isStaffField }, admin: { position: 'sidebar', readOnly: true } },
    { name: 'likes', type: 'number', defaultValue: 0, index: true, access: { update: isStaffField }, admin: derived },
    // The checkout that holds the work, and the order that bought it: written by the sale's
    // conditional writes (cms/catalogue/saleWrites.ts), read by staff only.
    {
      name: 'reservedOrder',
      type: 'relationship',
      relationTo: 'orders',
      index: true,
      access: { read: isStaffField, create: isStaffField, update: isStaffField },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'soldOrder',
      type: 'relationship',
      relationTo: 'orders',
      index: true,
      access: { read: isStaffField, create: isStaffField, update: isStaffField },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
  timestamps: true,
}
