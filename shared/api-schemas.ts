/**
 * The storefront API's response bodies as zod schemas, mirroring the types of ./api-types (proven
 * mutually assignable by tests/int/api-schemas.int.spec.ts). They feed the OpenAPI document
 * (cms/api/openapi/): the server and tests import this module, the storefront never does (it
 * imports the types only, so no schema reaches its bundle).
 */
import { z } from 'zod'
import { ALERT_FREQUENCIES, DIGEST_CHOICES, NOTIFICATION_KINDS, NOTIFICATION_REASONS } from './alerts'
import { LineReturnSchema } from './returns'
import {
  ARTWORK_STATUSES,
  CANCELLED_BY,
  COLORS,
  EDITION_KINDS,
  ENQUIRY_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  REVIEW_STATES,
  ROLES,
  SALE_STATUSES,
  SIZE_VALUES,
} from './constants'

const nullableString = z.string().nullable()

export const ImageVariantSchema = z.object({ url: z.string(), width: z.number(), height: z.number() })
export const ImageSetSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  thumbnail: ImageVariantSchema.optional(),
  card: ImageVariantSchema.optional(),
  phone: ImageVariantSchema.optional(),
  medium: ImageVariantSchema.optional(),
  large: ImageVariantSchema.optional(),
  webp: ImageVariantSchema.optional(),
})

export const ArtworkSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  artistName: z.string(),
  artistSlug: nullableString,
  uploadedBy: z.string(),
  price: z.number().nullable(),
  imageUrls: z.array(ImageSetSchema),
  medium: z.string(),
  material: nullableString,
  height: z.number().nullable(),
  width: z.number().nullable(),
  depth: z.number().nullable(),
  sizeClass: z.enum(SIZE_VALUES).nullable(),
  yearOfCreation: nullableString,
  signed: z.boolean(),
  location: nullableString,
  collectionId: nullableString,
  category: nullableString,
  style: nullableString,
  mood: nullableString,
  available: z.boolean(),
  saleStatus: z.enum(SALE_STATUSES),
  edition: z.object({ kind: z.enum(EDITION_KINDS), size: z.number().nullable() }),
  status: z.enum(ARTWORK_STATUSES),
  colors: z.array(z.enum(COLORS)),
  description: nullableString,
  interpretation: nullableString,
  likes: z.number(),
  hasLiked: z.boolean(),
  returnDays: z.number().int(),
  acceptOffers: z.boolean().describe('Whether buyers may make an offer (POST /api/admin/offers). The seller’s floor is never public.'),
  createdAt: z.string(),
})
export const ArtworkReviewSchema = z.object({ state: z.enum(REVIEW_STATES), reason: nullableString })
export const OwnArtworkSchema = ArtworkSchema.extend({
  review: ArtworkReviewSchema,
  ownReturnDays: z.number().int().nullable(),
  offers: z
    .object({ accept: z.boolean(), floor: z.number().nullable() })
    .describe(
      'Whether buyers may make an offer, and the least the seller takes in rupees (an offer below it is declined at once). Only the owner reads it.',
    ),
})

/** `{ <key>: T[], page, pages, count }`: a page of a list (shared/api-types' Paged). */
export const pagedSchema = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ [key]: z.array(item) } as { [k in K]: z.ZodArray<T> }).extend({ page: z.number(), pages: z.number(), count: z.number() })

export const ArtistSummarySchema = z.object({
  _id: z.string(),
  artistSlug: z.string(),
  artistName: z.string(),
  username: z.string(),
  photo: ImageSetSchema.nullable(),
  city: nullableString,
  artworkCount: z.number(),
})

const entryId = { id: z.string().optional() }
export const EducationEntrySchema = z.object({
  ...entryId,
  institution: z.string(),
  title: z.string(),
  yearStart: z.string(),
  yearEnd: z.string(),
})
export const AwardEntrySchema = z.object({ ...entryId, title: z.string(), awardedBy: z.string(), year: z.string() })
export const PublicationEntrySchema = z.object({ ...entryId, title: z.string(), type: z.string(), year: z.string() })
export const ExhibitionEntrySchema = z.object({
  ...entryId,
  institution: z.string(),
  title: z.string(),
  type: z.enum(['Solo', 'Group']),
  year: z.string(),
})
export const WorkshopEntrySchema = z.object({ ...entryId, title: z.string(), institution: z.string(), year: z.string() })
export const SocialLinksSchema = z.object({ instagram: nullableString, x: nullableString, linkedin: nullableString })

export const PublicProfileSchema = z.object({
  _id: z.string(),
  username: z.string(),
  artistSlug: z.string(),
  artistName: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES),
  bio: nullableString,
  photo: ImageSetSchema.nullable(),
  city: nullableString,
  education: z.array(EducationEntrySchema),
  workshops: z.array(WorkshopEntrySchema),
  exhibitions: z.array(ExhibitionEntrySchema),
  awards: z.array(AwardEntrySchema),
  publications: z.array(PublicationEntrySchema),
  social: SocialLinksSchema,
})

export const AddressSchema = z.object({
  id: z.string().optional(),
  billingName: z.string(),
  email: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: nullableString.optional(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
  isDefault: z.boolean().optional(),
})
/** An order's shipping address: an Address without the billing name, e-mail and phone. */
export const ShippingAddressSchema = AddressSchema.omit({ billingName: true, email: true, phone: true })

export const MeSchema = PublicProfileSchema.extend({
  signature: ImageSetSchema.nullable().optional().describe("An artist's signature for their certificates (never public)."),
  email: z.string(),
  phone: nullableString,
  addresses: z.array(AddressSchema),
  quizPreferences: z.record(z.string(), z.string()).nullable(),
  returnDays: z.number().int(),
})

export const GallerySchema = z.object({
  _id: z.string(),
  username: z.string(),
  fullName: z.string(),
  bio: nullableString,
  photo: ImageSetSchema.nullable(),
  imageUrls: z.array(ImageSetSchema),
  city: nullableString,
  exhibitionCount: z.number(),
})

export const ExhibitionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  photo: ImageSetSchema.nullable(),
  description: nullableString,
  startDate: z.string(),
  endDate: z.string(),
  venue: nullableString,
  galleryId: z.string(),
  galleryName: z.string(),
  state: z.enum(['current', 'upcoming', 'archive']),
})

export const ArtworkCollectionSchema = z.object({
  _id: z.string(),
  collectionName: z.string(),
  description: z.string(),
  coverImage: ImageSetSchema.nullable(),
  coverImageUrl: nullableString,
  status: z.boolean(),
  username: z.string(),
  artworkCount: z.number(),
})

export const DictionaryCategorySchema = z.object({ slug: z.string(), category: z.string(), description: nullableString })
export const DictionaryTermSchema = z.object({
  slug: z.string(),
  term: z.string(),
  definition: z.string(),
  categorySlug: z.string(),
  image: ImageSetSchema.nullable(),
  relatedTerms: z.array(z.string()),
})

export const OrderItemSchema = z.object({
  artworkId: z.string(),
  lineId: z.string().optional().describe("The order line's id: an order's certificates of authenticity are per line."),
  image: z.string(),
  artistName: z.string(),
  sellerId: z.string().optional().describe("The line's seller: whom the buyer writes to about it (an order may hold works of several)."),
  title: z.string(),
  price: z.number(),
  returnDays: z.number().int(),
})
export const ShipmentSchema = z.object({ carrier: z.string(), trackingNumber: z.string() })
export const RefundSchema = z.object({
  status: z.enum(REFUND_STATUSES),
  amount: z.number(),
  refundId: nullableString,
  processedAt: nullableString,
})
const statusHistory = z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() }))
export const OrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  totalAmount: z.number(),
  items: z.array(OrderItemSchema),
  orderStatus: z.enum(ORDER_STATUSES),
  status: z.enum(ORDER_STATUSES),
  statusHistory,
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paidAt: nullableString,
  razorpay_order_id: nullableString,
  razorpay_payment_id: nullableString,
  address: ShippingAddressSchema.nullable(),
  user: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  failureReason: nullableString,
  shipment: ShipmentSchema.nullable(),
  canCancel: z.boolean(),
  cancellation: z.object({ by: z.enum(CANCELLED_BY), reason: nullableString }).nullable(),
  refund: RefundSchema.nullable(),
  returns: z.array(LineReturnSchema).optional().describe("Per sold line: its return window and return (the buyer's orders only)."),
})

export const CartLineSchema = z.object({
  artworkId: z.string(),
  title: z.string(),
  artistName: z.string(),
  artistSlug: nullableString,
  price: z.number().nullable(),
  image: nullableString,
  saleStatus: z.enum(SALE_STATUSES).nullable(),
  reservedByYou: z.boolean(),
  buyable: z.boolean(),
  returnDays: z.number().int().nullable(),
  reason: z.string().optional(),
})
export const CartResponseSchema = z.object({ items: z.array(CartLineSchema), totalAmount: z.number() })

export const CheckoutPrefillSchema = z.object({ name: z.string(), email: z.string(), contact: z.string() })
export const CheckoutSessionSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.literal('INR'),
  orderId: z.string(),
  orderNumber: z.string(),
  reservedUntil: z.string(),
  totalAmount: z.number(),
  items: z.array(OrderItemSchema),
  addressId: nullableString,
  checkout: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('razorpay'), keyId: z.string(), name: z.string(), prefill: CheckoutPrefillSchema }),
    z.object({ mode: z.literal('simulator'), name: z.string(), prefill: CheckoutPrefillSchema }),
  ]),
})
export const VerifyResponseSchema = z.union([
  z.object({ success: z.literal(true), order: OrderSchema }),
  z.object({ success: z.literal(false), error: z.string(), order: OrderSchema.optional() }),
])
export const CheckoutSuccessSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
})
export const CheckoutFailureSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    source: z.string(),
    step: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
})

export const SaleItemSchema = OrderItemSchema.extend({ feePercent: z.number(), fee: z.number(), net: z.number() })
const rateSchema = { basisPoints: z.number().int(), percent: z.number(), effectiveFrom: z.string() }
export const SellerFeeSchema = z.object({ ...rateSchema, own: z.boolean(), next: z.object(rateSchema).nullable() })

export const PayablesSchema = z.object({ held: z.number(), available: z.number() })

export const SaleOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  paidAt: nullableString,
  orderStatus: z.enum(ORDER_STATUSES),
  status: z.enum(ORDER_STATUSES),
  statusHistory,
  items: z.array(SaleItemSchema),
  totalAmount: z.number(),
  feeAmount: z.number(),
  netAmount: z.number(),
  buyer: z.object({ name: z.string(), phone: z.string() }),
  address: ShippingAddressSchema.nullable(),
  shipment: ShipmentSchema.nullable(),
})

export const EnquirySchema = z.object({
  _id: z.string(),
  artworkId: z.string(),
  artworkTitle: z.string(),
  artworkImage: nullableString,
  artistName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: nullableString,
  status: z.enum(ENQUIRY_STATUSES),
  createdAt: z.string(),
})

/** An artist or gallery the member follows (GET /api/user/following). */
export const FollowingEntrySchema = z.object({
  kind: z.enum(['artist', 'gallery']),
  _id: z.string().describe("The artist's member id or the gallery's id (the path's :id to unfollow)."),
  name: z.string(),
  photo: ImageSetSchema.nullable(),
  city: nullableString,
  slug: z.string().describe("The artist's slug or the gallery's username, for its public page."),
  followedAt: z.string(),
})
export const FollowAnswerSchema = z.object({
  following: z.boolean(),
  followers: z.number().describe('Members who follow this artist or gallery now, counted.'),
})

/** A saved alert (GET /api/user/alerts). */
export const AlertEntrySchema = z.object({
  _id: z.string(),
  name: z.string().describe('Made from the criteria, e.g. `Abstract, Oil · Blue · ₹10,000 to ₹50,000`.'),
  criteria: z
    .object({
      category: z.array(z.string()).optional(),
      style: z.array(z.string()).optional(),
      medium: z.array(z.string()).optional(),
      mood: z.array(z.string()).optional(),
      size: z.array(z.enum(SIZE_VALUES)).optional(),
      color: z.enum(COLORS).optional(),
      priceMin: z.number().optional(),
      priceMax: z.number().optional(),
    })
    .describe("The shop's filters, normalised: slugs sorted, the price slider's ends left out."),
  frequency: z.enum(ALERT_FREQUENCIES),
  shopPath: z.string().describe('The shop listing of these filters (`/shop/artworks?…`).'),
  createdAt: z.string(),
})
export const NotificationSettingsSchema = z.object({
  digest: z.enum(DIGEST_CHOICES).describe("'off' also by the digests' unsubscribe link."),
  followedWorks: z.boolean().describe('New works of followed artists and galleries.'),
})
/** The signed-in home's rows (GET /api/user/home-rows). */
export const HomeRowsSchema = z.object({
  following: z.array(ArtworkSchema).describe('The newest public works of the artists and galleries the member follows.'),
  alerts: z.array(ArtworkSchema).describe("The newest public works that match any of the member's alerts (the shop listing's filters)."),
})
/** One in-site notification (GET /api/user/notifications). */
export const NotificationEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  reason: z.enum(NOTIFICATION_REASONS),
  createdAt: z.string(),
  readAt: nullableString,
  artwork: z.object({
    _id: z.string(),
    title: z.string(),
    artistName: z.string(),
    price: z.number().nullable(),
    image: ImageSetSchema.nullable(),
    path: z.string(),
  }),
})

export const DayCountSchema = z.object({ day: z.string(), count: z.number() })
export const DayRevenueSchema = z.object({ day: z.string(), revenue: z.number() })
export const SellerDashboardSchema = z.object({
  kind: z.literal('seller'),
  range: z.object({ from: z.string(), to: z.string() }),
  views: z.object({ total: z.number(), daily: z.array(DayCountSchema) }),
  likes: z.object({ total: z.number(), last30: z.number() }),
  followers: z
    .object({ total: z.number(), last30: z.number() })
    .describe('Members who follow the seller or their gallery, counted from the follows.'),
  enquiries: z.object({ unanswered: z.number(), last30: z.number(), recent: z.array(EnquirySchema) }),
  sales: z.object({
    orders: z.number(),
    revenue: z.number(),
    fees: z.number(),
    earnings: z.number(),
    last30Revenue: z.number(),
    daily: z.array(DayRevenueSchema),
  }),
  works: z.object({ published: z.number(), unpublished: z.number(), sold: z.number() }),
  payouts: z.object({ detailsMissing: z.boolean().describe('No payout details yet: the seller still sells; their payable waits.') }),
})
export const BuyerDashboardSchema = z.object({
  kind: z.literal('buyer'),
  recentOrders: z.array(OrderSchema),
  favourites: z.array(ArtworkSchema),
  enquiriesSent: z.array(EnquirySchema),
})
export const DashboardSchema = z.discriminatedUnion('kind', [SellerDashboardSchema, BuyerDashboardSchema])

export const ApiErrorBodySchema = z.object({
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})

/**
 * The schemas the OpenAPI document names (components.schemas): every answer that uses one refers
 * to it by this name instead of repeating it.
 */
export const NAMED_RESPONSE_SCHEMAS = {
  ImageVariant: ImageVariantSchema,
  ImageSet: ImageSetSchema,
  Artwork: ArtworkSchema,
  ArtworkReview: ArtworkReviewSchema,
  OwnArtwork: OwnArtworkSchema,
  ArtistSummary: ArtistSummarySchema,
  EducationEntry: EducationEntrySchema,
  AwardEntry: AwardEntrySchema,
  PublicationEntry: PublicationEntrySchema,
  ExhibitionEntry: ExhibitionEntrySchema,
  WorkshopEntry: WorkshopEntrySchema,
  SocialLinks: SocialLinksSchema,
  PublicProfile: PublicProfileSchema,
  Address: AddressSchema,
  ShippingAddress: ShippingAddressSchema,
  Me: MeSchema,
  Gallery: GallerySchema,
  Exhibition: ExhibitionSchema,
  ArtworkCollection: ArtworkCollectionSchema,
  DictionaryCategory: DictionaryCategorySchema,
  DictionaryTerm: DictionaryTermSchema,
  OrderItem: OrderItemSchema,
  Shipment: ShipmentSchema,
  Refund: RefundSchema,
  Order: OrderSchema,
  CartLine: CartLineSchema,
  CartResponse: CartResponseSchema,
  CheckoutPrefill: CheckoutPrefillSchema,
  CheckoutSession: CheckoutSessionSchema,
  VerifyResponse: VerifyResponseSchema,
  CheckoutSuccess: CheckoutSuccessSchema,
  CheckoutFailure: CheckoutFailureSchema,
  SaleItem: SaleItemSchema,
  SaleOrder: SaleOrderSchema,
  SellerFee: SellerFeeSchema,
  Payables: PayablesSchema,
  Enquiry: EnquirySchema,
  DayCount: DayCountSchema,
  DayRevenue: DayRevenueSchema,
  SellerDashboard: SellerDashboardSchema,
  BuyerDashboard: BuyerDashboardSchema,
  ApiError: ApiErrorBodySchema,
} as const satisfies Record<string, z.ZodType>

/** A conversation between a buyer and a seller (issue 21, part 4): the list's entry and a thread's head. */
export const ConversationSummarySchema = z.object({
  _id: z.string(),
  subject: z.object({
    kind: z.enum(['enquiry', 'order']),
    id: z.string(),
    title: z.string().describe("The enquired work's title, or 'Order <number>'."),
  }),
  role: z.enum(['buyer', 'seller']).describe("The member's side in it."),
  other: z.object({ _id: z.string(), name: z.string().describe('Their public name, never their e-mail.') }),
  lastMessageAt: z.string().nullable(),
  unread: z.number().describe('Messages of the other party not read yet.'),
  reported: z.boolean(),
  createdAt: z.string(),
})
export const ConversationMessageSchema = z.object({
  _id: z.string(),
  body: z
    .string()
    .describe(
      'As stored: e-mail addresses and phone numbers typed before the pair has a paid order for the subject read `[contact details hidden]`.',
    ),
  mine: z.boolean(),
  authorName: z.string(),
  masked: z.boolean().describe('Contact details in it were hidden.'),
  createdAt: z.string(),
})
