/**
 * /api/admin/*: cms/api/admin/router.ts, the member area's own data. Sign-in required everywhere
 * (401 before any upload is read); artworks and collections for sellers (every role but explorer;
 * staff too, for their own works). The member area never shows someone else's rows (404).
 */
import { z } from 'zod'
import {
  adminArtworksSchema,
  adminCollectionsSchema,
  adminEnquiriesSchema,
  artworkFormSchema,
  artworkUpdateSchema,
  changePasswordSchema,
  collectionFormSchema,
  collectionUpdateSchema,
  defaultAddressSchema,
  enquiryStatusSchema,
  entryIdSchema,
  pageBodySchema,
  PROFILE_ENTRY_SCHEMAS,
  profileSectionSchema,
  profileUpdateSchema,
} from '../../../../shared/schemas'
import {
  ArtworkCollectionSchema,
  ArtworkSchema,
  DashboardSchema,
  EnquirySchema,
  MeSchema,
  OrderSchema,
  OwnArtworkSchema,
  SaleOrderSchema,
  SellerFeeSchema,
  PayablesSchema,
  pagedSchema,
} from '../../../../shared/api-schemas'
import { E, jsonBodyErrors, type RouteDoc } from '../types'
import { idParams, messageOf } from './common'

const member = { tag: 'Member area', caller: 'member' } as const
const seller = { tag: 'Member area', caller: 'seller' } as const
const sellerErrors = [E.unauthorized, E.sellersOnly]
const uploadErrors = [E.imageTooLarge, E.notAnImage, E.notStored]
const artworkImages = {
  files: [{ name: 'artworks', maxCount: 3, description: "The artwork's images, 1 to 3 (JPEG, PNG, WebP, AVIF or GIF, 5 MB each)." }],
  jsonToo: false,
}
const coverImage = (jsonToo: boolean) => ({
  files: [{ name: 'coverImage', maxCount: 1, description: 'The cover image (5 MB at most).' }],
  jsonToo,
})
const artworkAnswer = (text: string) => messageOf(text).extend({ artwork: OwnArtworkSchema })
const collectionAnswer = z.object({ collection: ArtworkCollectionSchema, artworkIds: z.array(z.string()) })
const userAnswer = z.object({ user: MeSchema })
const entryParams = z.object({
  section: profileSectionSchema.describe(
    'education, awards, publications, exhibitions, workshops (artists and staff) or addresses (every member).',
  ),
  entryId: entryIdSchema.describe("The entry's `id`, from `Me`."),
})
const entryErrors = [
  E.unauthorized,
  { status: 403, description: '`The CV sections (education, awards, press, exhibitions, workshops) are for artists.`' },
  {
    status: 404,
    description:
      "`This entry does not exist.` / `This address does not exist.` (also another member's entry: ids are looked up in the caller's own profile); `No such API route.` (unknown section).",
  },
]
const artworkNotYours = { status: 404, description: '`This artwork does not exist or is not yours.`' }
const collectionNotYours = { status: 404, description: '`This collection does not exist or is not yours.`' }
const artworkFormErrors = [
  {
    status: 400,
    description:
      'Field errors with `details`; `editionSize: A limited edition needs its size (2 or more)`; `There is no artist with that username.` (details path `artist`).',
  },
  {
    status: 400,
    description:
      '`Please upload at least one image.`, `Maximum 3 images allowed.`, `Upload between 1 and 3 images.` or `This collection does not exist or is not yours.`',
  },
  ...sellerErrors,
  ...uploadErrors,
  E.notJson,
]

export const ADMIN_ROUTES: RouteDoc[] = [
  {
    ...seller,
    method: 'post',
    path: '/api/admin/add-artwork',
    summary: 'List a new artwork (multipart, with its images)',
    description:
      "Prices and sizes are non-negative decimals; `colors` comma-separated; `artist` the represented artist's username or slug ('' names no profile: an artist not on Kala; absent: an artist's own work names them); `publish` (yes/no) overrides `status`. A trusted seller's work is approved at once, a new seller's waits for staff's review. Nothing is stored when anything fails.",
    body: artworkFormSchema,
    multipart: artworkImages,
    success: { status: 201, description: 'Added.', schema: artworkAnswer('Artwork added.') },
    errors: artworkFormErrors,
  },
  {
    ...seller,
    method: 'put',
    path: '/api/admin/update-artwork',
    summary: 'Change an artwork (JSON, or multipart with new images)',
    description:
      '`_id` plus any field of add-artwork: only the fields sent change. Images, when sent (1 to 3), replace the old ones. Saving a rejected work sends it back for review.',
    body: artworkUpdateSchema,
    multipart: { ...artworkImages, jsonToo: true },
    success: { status: 200, description: 'Updated.', schema: artworkAnswer('Artwork updated.') },
    errors: [...artworkFormErrors, artworkNotYours],
  },
  {
    ...seller,
    method: 'post',
    path: '/api/admin/artworks',
    summary: "The member's own artworks, one page",
    description: 'Every status and review state, 12 a page, newest first; `status` keeps one tab.',
    body: adminArtworksSchema,
    success: { status: 200, description: 'One page of own artworks.', schema: pagedSchema('artworks', OwnArtworkSchema) },
    errors: [...jsonBodyErrors, ...sellerErrors],
  },
  {
    ...seller,
    method: 'get',
    path: '/api/admin/artwork/:id',
    summary: "One of the member's own artworks",
    description: "With its review and, when rejected, staff's reason.",
    params: idParams('artwork'),
    success: { status: 200, description: 'The artwork.', schema: z.object({ artwork: OwnArtworkSchema }) },
    errors: [...sellerErrors, artworkNotYours],
  },
  {
    ...seller,
    method: 'delete',
    path: '/api/admin/artwork/:id',
    summary: "Delete one of the member's own artworks",
    description: 'Its likes go with it, and its images when nothing else uses them.',
    params: idParams('artwork'),
    success: { status: 200, description: 'Deleted.', schema: messageOf('Artwork deleted.') },
    errors: [
      ...sellerErrors,
      artworkNotYours,
      {
        status: 409,
        description:
          '`A sold artwork cannot be deleted.`, `This artwork is part of an order and cannot be deleted. Unpublish it instead.` or `This artwork has enquiries and cannot be deleted. Unpublish it instead.`',
      },
    ],
  },
  {
    ...seller,
    method: 'post',
    path: '/api/admin/add-collection',
    summary: 'Make a collection (multipart, with its cover)',
    description: '`status` true/false (published, default true).',
    body: collectionFormSchema,
    multipart: coverImage(false),
    success: {
      status: 201,
      description: 'Added.',
      schema: messageOf('Collection added.').extend({ collection: ArtworkCollectionSchema }),
    },
    errors: [E.invalid, { status: 400, description: '`Please upload an image.`' }, ...sellerErrors, ...uploadErrors, E.notJson],
  },
  {
    ...seller,
    method: 'post',
    path: '/api/admin/collections',
    summary: "The member's own collections",
    description: '`{ fetchAll: true }`: a bare list of every own collection; else one page (12). Newest first; `status` keeps one tab.',
    body: adminCollectionsSchema,
    success: {
      status: 200,
      description: 'A page of collections, or (fetchAll) a bare list.',
      schema: z.union([pagedSchema('collections', ArtworkCollectionSchema), z.array(ArtworkCollectionSchema)]),
    },
    errors: [...jsonBodyErrors, ...sellerErrors],
  },
  {
    ...member,
    method: 'put',
    path: '/api/admin/update-profile',
    summary: "Change the member's profile (JSON, or multipart with a photo)",
    description:
      "Any of the scalar fields (`phone`, socials: '' clears; `bio`: HTML, sanitised), or one CV section or `addresses` as a one-entry array (appended, at most 50 a section); or multipart with one image under `profilePhoto`, or (artists only, else 403) under `signature`: printed on the certificates of authenticity of their works sold from then on. A new `email` waits for its inbox to confirm it: the answer adds `pendingEmail` and a `message`; the other fields change at once.",
    body: profileUpdateSchema,
    multipart: {
      files: [
        { name: 'profilePhoto', maxCount: 1, description: 'The profile photo (5 MB at most).' },
        { name: 'signature', maxCount: 1, description: "An artist's signature (5 MB at most; a PNG with transparency is best)." },
      ],
      jsonToo: true,
    },
    success: {
      status: 200,
      description: 'The member as saved.',
      schema: userAnswer.extend({ pendingEmail: z.string().optional(), message: z.string().optional() }),
    },
    errors: [
      E.invalid,
      {
        status: 400,
        description: '`Nothing to update. Send at least one profile field.` or `Please upload an image.` (multipart without a photo).',
      },
      E.unauthorized,
      { status: 403, description: '`The CV sections (education, awards, press, exhibitions, workshops) are for artists.` (staff may).' },
      { status: 409, description: '`An account with this e-mail already exists.`' },
      ...uploadErrors,
      E.notJson,
    ],
  },
  {
    ...member,
    method: 'put',
    path: '/api/admin/change-password',
    summary: 'Change the password',
    description: 'Every other session of the member is signed out (the calling one stays).',
    body: changePasswordSchema,
    success: {
      status: 200,
      description: 'Changed.',
      schema: messageOf('Your password has been changed. You have been signed out everywhere else.'),
    },
    errors: [
      ...jsonBodyErrors,
      {
        status: 400,
        description: '`Your current password is not correct.` or `Choose a new password that differs from your current one.`',
      },
      E.unauthorized,
      {
        status: 429,
        description: '`Too many wrong passwords. Please try again in 15 minutes.` (5 wrong current passwords / 15 min per account).',
      },
    ],
  },
  {
    ...member,
    method: 'get',
    path: '/api/admin/purchases',
    summary: "The member's orders as a buyer",
    description: 'Paid, refunded or failed (not checkouts still waiting for payment), newest first.',
    success: { status: 200, description: 'The orders.', schema: z.object({ totalOrders: z.number(), orders: z.array(OrderSchema) }) },
    errors: [E.unauthorized],
  },
  {
    ...member,
    method: 'get',
    path: '/api/admin/sales',
    summary: "Paid orders containing the member's works",
    description:
      "Newest first, each with only the member's items (`totalAmount` is theirs), Kala's fee on each item as stored when the payment was confirmed and what the member receives (`feeAmount`, `netAmount`), the buyer's name and phone (never the e-mail), the address and the shipment.",
    success: {
      status: 200,
      description:
        'The sales, and what Kala owes the member from its ledger: held until the return window after delivery has passed, then available.',
      schema: z.object({ totalOrders: z.number(), orders: z.array(SaleOrderSchema), payables: PayablesSchema }),
    },
    errors: [E.unauthorized],
  },
  {
    ...seller,
    method: 'get',
    path: '/api/admin/fee',
    summary: "Kala's fee for the seller",
    description:
      "The rate in force now (the seller's own, else Kala's default) and a change already scheduled, so the artwork form can say what the seller would receive before a work is listed.",
    success: { status: 200, description: 'The rate, in basis points and per cent.', schema: SellerFeeSchema },
    errors: sellerErrors,
  },
  {
    ...member,
    method: 'get',
    path: '/api/admin/dashboard',
    summary: "The member area's dashboard",
    description:
      '`SellerDashboard` for a member who lists works (any role but explorer, with at least one work: 30 days of views, likes, enquiries, sales), else `BuyerDashboard`.',
    success: { status: 200, description: 'The dashboard.', schema: DashboardSchema },
    errors: [E.unauthorized],
  },
  {
    ...seller,
    method: 'get',
    path: '/api/admin/collection/:id',
    summary: 'One own collection and the ids of its works',
    description: "The ids of the member's works in it (every status), newest first.",
    params: idParams('collection'),
    success: { status: 200, description: 'The collection.', schema: collectionAnswer },
    errors: [...sellerErrors, collectionNotYours],
  },
  {
    ...seller,
    method: 'put',
    path: '/api/admin/update-collection',
    summary: 'Change a collection (JSON, or multipart with a new cover)',
    description:
      "`_id` and any of the fields. `artworkIds` (a JSON array, or multipart repeated fields or one comma-separated value; at most 500) is the complete list of the member's own works in the collection: works left out leave it, `[]` or `''` empties it. A new cover replaces the old one.",
    body: collectionUpdateSchema,
    multipart: coverImage(true),
    success: { status: 200, description: 'Updated.', schema: messageOf('Collection updated.').extend(collectionAnswer.shape) },
    errors: [
      E.invalid,
      {
        status: 400,
        description:
          '`Nothing to update. Send at least one field of the collection.` or `Some of these artworks do not exist or are not yours.` (details name each id; nothing is written).',
      },
      ...sellerErrors,
      collectionNotYours,
      ...uploadErrors,
      E.notJson,
    ],
  },
  {
    ...seller,
    method: 'delete',
    path: '/api/admin/collection/:id',
    summary: 'Delete an own collection',
    description: 'Its works stay, in no collection; its cover is deleted when nothing else uses it.',
    params: idParams('collection'),
    success: { status: 200, description: 'Deleted.', schema: messageOf('Collection deleted.') },
    errors: [...sellerErrors, collectionNotYours],
  },
  {
    ...member,
    method: 'put',
    path: '/api/admin/profile/:section/:entryId',
    summary: 'Replace one CV entry or address',
    description:
      'The body is the entry as update-profile takes one, of the section named in the path; the entry keeps its id (an address its default mark).',
    params: entryParams,
    body: Object.values(PROFILE_ENTRY_SCHEMAS),
    success: { status: 200, description: 'The member as saved.', schema: userAnswer },
    errors: [...jsonBodyErrors, ...entryErrors],
  },
  {
    ...member,
    method: 'delete',
    path: '/api/admin/profile/:section/:entryId',
    summary: 'Delete one CV entry or address',
    description: 'A deleted default address passes the default to the first one left.',
    params: entryParams,
    success: { status: 200, description: 'The member as saved.', schema: userAnswer },
    errors: entryErrors,
  },
  {
    ...member,
    method: 'put',
    path: '/api/admin/default-address',
    summary: 'Choose the default address',
    description: 'That address becomes `isDefault: true`, every other `false`.',
    body: defaultAddressSchema,
    success: { status: 200, description: 'The member as saved.', schema: userAnswer },
    errors: [...jsonBodyErrors, E.unauthorized, { status: 404, description: '`This address does not exist.`' }],
  },
  {
    ...member,
    method: 'post',
    path: '/api/admin/likes',
    summary: 'The works the member liked',
    description: 'Those still public, newest like first, 12 a page (`hasLiked: true`).',
    body: pageBodySchema,
    success: { status: 200, description: 'One page of artworks.', schema: pagedSchema('artworks', ArtworkSchema) },
    errors: [...jsonBodyErrors, E.unauthorized],
  },
  {
    ...member,
    method: 'post',
    path: '/api/admin/enquiries',
    summary: "Enquiries received about the member's works, or sent",
    description:
      '`received` (default): open ones (new, read) first, then answered and closed, each newest first; `sent`: newest first; `status` keeps one state. `unread` counts received ones still `new`.',
    body: adminEnquiriesSchema,
    success: {
      status: 200,
      description: 'One page of enquiries.',
      schema: pagedSchema('enquiries', EnquirySchema).extend({ unread: z.number() }),
    },
    errors: [...jsonBodyErrors, E.unauthorized],
  },
  {
    ...seller,
    method: 'put',
    path: '/api/admin/enquiry/:id',
    summary: "Mark an enquiry about one's work read or answered",
    description: '`closed` is for staff, in the back office.',
    params: idParams('enquiry'),
    body: enquiryStatusSchema,
    success: { status: 200, description: 'The enquiry.', schema: z.object({ enquiry: EnquirySchema }) },
    errors: [
      ...jsonBodyErrors,
      ...sellerErrors,
      { status: 404, description: "`This enquiry does not exist or is not about your work.` (someone else's, or one the caller sent)." },
    ],
  },
]
