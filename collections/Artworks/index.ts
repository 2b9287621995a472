import type { CollectionConfig } from 'payload'
import type { Artwork } from '../../payload-types'
import { isSeller } from '../../access/isSeller'
import { isStaffField } from '../../access/isStaff'
import { publishedOrStaffOrOwner } from '../../access/publishedOrStaffOrOwner'
import { staffOrOwner } from '../../access/staffOrOwner'
import { systemWrittenField } from '../../access/systemWrittenField'
import {
  ARTWORK_STATUSES,
  CATEGORIES,
  COLORS,
  CURRENCY,
  EDITION_KINDS,
  LIMITS,
  MEDIUMS,
  MOODS,
  REVIEW_STATES,
  SALE_STATES,
  SIZES,
  STYLES,
  YEAR_PATTERN,
} from '../../shared/constants'
import { ARTWORK_MESSAGES, MESSAGES } from '../../shared/messages'
import { setOwner } from '../../hooks/setOwner'
import { setSlugOnce } from '../../hooks/setSlugOnce'
import { collectionOfOwner, ownRelations } from '../../hooks/ownRelations'
import { ownerField } from '../fields/owner'
import { returnDaysField } from '../fields/returnDays'
import { alertEvents, forgetNotifications } from './hooks/alertEvents'
import { ownerOrStaffField } from '../../access/ownerOrStaffField'
import { artistOfGallery } from './hooks/artistOfGallery'
import { deriveArtist } from './hooks/deriveArtist'
import { deriveArtworkFields } from './hooks/deriveArtworkFields'
import { forgetViews } from './hooks/forgetViews'
import { freezeSalePrice } from './hooks/freezeSalePrice'
import { refuseSoldDelete } from './hooks/refuseSoldDelete'
import { reviewOnSave } from './hooks/reviewOnSave'
import { indexArtwork, unindexArtwork, visibleWhere } from '../../cms/schemaRuntime'

const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }))

const derived = { readOnly: true, position: 'sidebar' as const }

export const Artworks: CollectionConfig = {
  slug: 'artworks',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'artistName', 'review', 'price', 'status', 'saleState', 'createdAt'],
    group: 'Catalogue',
    listSearchableFields: ['title', 'artistName', 'medium', 'uploadedBy'],
    description:
      "The review queue: filter by Review is Pending to see new sellers' works waiting for approval. Approve to publish one; reject with a reason the seller sees in the member area. Mark a seller Trusted (People › Users) to publish their works without review.",
  },
  access: {
    // Visitors see what cms/catalogue/saleRules calls visible; owners and staff see the rest too.
    read: publishedOrStaffOrOwner(visibleWhere),
    create: isSeller,
    update: staffOrOwner(),
    delete: staffOrOwner(),
  },
  hooks: {
    beforeChange: [
      setOwner,
      ownRelations([{ field: 'images', owned: 'media' }]),
      collectionOfOwner,
      setSlugOnce<Artwork>('title'),
      artistOfGallery,
      deriveArtist,
      deriveArtworkFields,
      reviewOnSave,
      freezeSalePrice,
    ],
    beforeDelete: [refuseSoldDelete, forgetViews, forgetNotifications],
    afterChange: [indexArtwork, alertEvents],
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
    { fields: ['artist', 'createdAt'] },
    { fields: ['collection', 'createdAt'] },
    { fields: ['review', 'createdAt'] },
  ],
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: LIMITS.maxTextLength },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      // Made from the title by hooks/setSlugOnce; staff may give one (the seed, a fix).
      access: { create: isStaffField, update: isStaffField },
      admin: { ...derived, description: 'Set once from the title; never changes.' },
    },
    ownerField(),
    {
      // Who made it, as against who lists it (`owner`): a gallery lists works by the artists it
      // represents (hooks/artistOfGallery: one who accepted its request); an artist may list a
      // collaborator's work. It is not ownership and grants nothing.
      name: 'artist',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      filterOptions: { role: { equals: 'artist' } },
      admin: {
        position: 'sidebar',
        description:
          "The artist's profile on Kala. Defaults to the owner when the owner is an artist; leave empty for an artist without a profile.",
      },
    },
    {
      name: 'artistName',
      type: 'text',
      maxLength: LIMITS.maxTextLength,
      admin: { description: "The artist's name as shown; defaults to the artist's (or the owner's) name." },
    },
    {
      name: 'artistSlug',
      type: 'text',
      index: true,
      admin: { ...derived, description: "The artist's profile URL name; empty without a profile." },
    },
    { name: 'uploadedBy', type: 'text', index: true, admin: { ...derived, description: "Owner's username." } },
    {
      name: 'price',
      type: 'number',
      min: 0,
      max: 1e9,
      index: true,
      admin: { description: `${CURRENCY}. Empty shows "Price on request".` },
    },
    // Offers (issue 21, part 3): whether buyers may offer, and the least the seller takes (paise,
    // like an order's amount). The floor is read by the owner and staff only (field access, so it
    // holds through /api and /cms/api); an offer below it is declined at once (cms/offers).
    {
      name: 'acceptOffers',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Buyers may make an offer.' },
    },
    {
      name: 'offerFloorPaise',
      type: 'number',
      min: 0,
      max: 1e11,
      access: { read: ownerOrStaffField },
      admin: { position: 'sidebar', description: 'Paise. Offers below this are declined at once. Only the owner and staff see it.' },
    },
    // Where this work's return policy differs from its seller's (empty: the seller's applies).
    returnDaysField({ name: 'returnDays', ofWork: true, description: 'Empty: the seller’s own return policy.' }),
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
        {
          name: 'medium',
          type: 'text',
          required: true,
          maxLength: LIMITS.maxShortTextLength,
          index: true,
          admin: { description: `e.g. ${MEDIUMS.join(', ')}` },
        },
        { name: 'material', type: 'text', maxLength: LIMITS.maxShortTextLength },
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
      // The colour filter matches any of a work's colours (artworks_colors.value).
      index: true,
      admin: { description: 'The first is the dominant colour.' },
    },
    { name: 'primaryColor', type: 'select', options: options(COLORS), index: true, admin: derived },
    {
      name: 'yearOfCreation',
      type: 'text',
      maxLength: LIMITS.yearChars,
      validate: (v: string | null | undefined) => !v || YEAR_PATTERN.test(v) || MESSAGES.year,
    },
    { name: 'signed', type: 'checkbox', defaultValue: false },
    { name: 'location', type: 'text', maxLength: LIMITS.maxTextLength },
    { name: 'collection', type: 'relationship', relationTo: 'artwork-collections', index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'editionKind',
          label: 'Edition',
          type: 'select',
          defaultValue: 'original',
          options: [
            { label: 'Original (unique)', value: EDITION_KINDS[0] },
            { label: 'Limited edition', value: EDITION_KINDS[1] },
            { label: 'Open edition', value: EDITION_KINDS[2] },
          ],
          admin: { description: 'What one purchase is: the unique work, or one impression of an edition.' },
        },
        {
          name: 'editionSize',
          type: 'number',
          min: 2,
          max: 100000,
          validate: (value: number | null | undefined, { siblingData }: { siblingData: Partial<{ editionKind: string }> }) => {
            if (value === null || value === undefined) return siblingData.editionKind !== 'limited' || MESSAGES.editionSize
            return (Number.isInteger(value) && value >= 2 && value <= 100000) || MESSAGES.editionSizeRange
          },
          admin: {
            description: 'How many impressions a limited edition has.',
            condition: (_, sibling) => sibling?.editionKind === 'limited',
          },
        },
        {
          // Which impression this listing is: printed on its certificate of authenticity as 2/25.
          name: 'editionNumber',
          type: 'number',
          min: 1,
          max: 100000,
          validate: (value: number | null | undefined, { siblingData }: { siblingData: Partial<{ editionSize: number | null }> }) =>
            value === null ||
            value === undefined ||
            (Number.isInteger(value) && value >= 1 && (!siblingData.editionSize || value <= siblingData.editionSize)) ||
            MESSAGES.editionNumber,
          admin: {
            description: 'Which impression this is (2 of 25): printed on its certificate.',
            condition: (_, sibling) => sibling?.editionKind === 'limited',
          },
        },
      ],
    },
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
      // Staff's review (the review queue): only `approved` works are public (cms/catalogue/saleRules).
      // Set on create from the owner's trust (hooks/reviewOnSave); only staff change it.
      name: 'review',
      type: 'select',
      options: [
        { label: 'Pending review', value: REVIEW_STATES[0] },
        { label: 'Approved', value: REVIEW_STATES[1] },
        { label: 'Rejected', value: REVIEW_STATES[2] },
      ],
      index: true,
      access: { create: isStaffField, update: isStaffField },
      admin: {
        position: 'sidebar',
        description: "Only approved works are shown in the shop. A trusted seller's works are approved on create.",
      },
    },
    {
      name: 'rejectionReason',
      type: 'textarea',
      maxLength: LIMITS.maxTextLength,
      access: { create: isStaffField, update: isStaffField },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: Partial<{ review: string | null }> }) =>
        siblingData.review !== 'rejected' || Boolean(value?.trim()) || ARTWORK_MESSAGES.rejectionReason,
      admin: {
        position: 'sidebar',
        description: 'Required when rejecting: the seller reads it in the member area.',
        condition: (_, sibling) => sibling?.review === 'rejected',
      },
    },
    {
      // A copy of the owner's e-mail verification: an unverified account's works are never public.
      // Kept by hooks/reviewOnSave and cms/catalogue/accountVisibility.ts.
      name: 'ownerVerified',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { create: systemWrittenField, update: systemWrittenField },
      admin: { ...derived, description: "The owner's e-mail is verified (else the work is not public)." },
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
      access: { create: systemWrittenField, update: systemWrittenField },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // Public: the sale status every reader derives (cms/catalogue/saleRules) needs it.
      name: 'reservedUntil',
      type: 'date',
      access: { create: systemWrittenField, update: systemWrittenField },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'soldAt',
      type: 'date',
      access: { create: systemWrittenField, update: systemWrittenField },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'likes',
      type: 'number',
      defaultValue: 0,
      index: true,
      access: { create: systemWrittenField, update: systemWrittenField },
      admin: derived,
    },
    // The checkout that holds the work, and the order that bought it: written by the sale's
    // conditional writes (cms/catalogue/saleWrites.ts), read by staff only.
    {
      name: 'reservedOrder',
      type: 'relationship',
      relationTo: 'orders',
      index: true,
      access: { read: isStaffField, create: systemWrittenField, update: systemWrittenField },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'soldOrder',
      type: 'relationship',
      relationTo: 'orders',
      index: true,
      access: { read: isStaffField, create: systemWrittenField, update: systemWrittenField },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
  timestamps: true,
}
