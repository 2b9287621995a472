/**
 * Response shapes of the storefront API (cms/api/router.ts; documented at /api/docs by cms/api/openapi/). The server's mappers
 * produce these; the storefront consumes them. Browser-safe: types only.
 */
import type { AlertCriteria, AlertFrequency, NotificationKind, NotificationReason } from './alerts'
import type { LineReturn } from './returns'
import type {
  ArtworkStatus,
  CancelledBy,
  Color,
  EditionKind,
  EnquiryStatus,
  OrderStatus,
  PaymentStatus,
  RefundStatus,
  ReviewState,
  Role,
  SaleStatus,
  SizeClass,
} from './constants'

export type ImageVariant = { url: string; width: number; height: number }
/** One image with responsive variants; `url` is the original (JPEG), the rest are resized. */
export type ImageSet = {
  url: string
  alt: string
  width: number
  height: number
  thumbnail?: ImageVariant
  card?: ImageVariant
  phone?: ImageVariant
  medium?: ImageVariant
  large?: ImageVariant
  webp?: ImageVariant
  /** The AVIF forms of some sizes (AVIF_SIZES in shared/images.ts), smallest first, once made; absent until then. */
  avif?: ImageVariant[]
}

export type Artwork = {
  _id: string
  slug: string
  title: string
  /** The represented artist's name (for a gallery's work, the artist's, not the gallery's). */
  artistName: string
  /** The represented artist's profile slug; null when the artist has no profile on Kala (no link). */
  artistSlug: string | null
  /** The uploader's username (an artist, or the gallery that lists the work). */
  uploadedBy: string
  price: number | null
  imageUrls: ImageSet[]
  medium: string
  material: string | null
  height: number | null
  width: number | null
  depth: number | null
  sizeClass: SizeClass | null
  yearOfCreation: string | null
  signed: boolean
  location: string | null
  collectionId: string | null
  category: string | null
  style: string | null
  mood: string | null
  /** True when a buyer can put it in a cart now (saleStatus 'available'). */
  available: boolean
  /** The one sale status every screen reads (see SALE_STATUSES). */
  saleStatus: SaleStatus
  /** An original, or one impression of an edition (size: N for a limited edition, else null). */
  edition: { kind: EditionKind; size: number | null }
  status: ArtworkStatus
  colors: Color[]
  description: string | null
  interpretation: string | null
  likes: number
  hasLiked: boolean
  /** Its return policy: days after delivery a buyer may return it (0 = none), the work's own or its seller's. */
  returnDays: number
  /** Whether buyers may make an offer on it (issue 21, part 3); the seller's floor is never public. */
  acceptOffers: boolean
  createdAt: string
}

/** Staff's review of a listing: only approved works are public; a rejected one carries staff's reason. */
export type ArtworkReview = { state: ReviewState; reason: string | null }

/** One of the member's own works (the member area, /api/admin): the public shape and its review. */
/** `ownReturnDays`: the work's own return policy where it differs from its seller's (null: the seller's applies). */
export type OwnArtwork = Artwork & {
  review: ArtworkReview
  ownReturnDays: number | null
  /** Whether buyers may offer, and the floor in rupees (the owner's eyes only). */
  offers: { accept: boolean; floor: number | null }
}

export type Paged<K extends string, T> = { [key in K]: T[] } & {
  page: number
  pages: number
  count: number
}

/**
 * The shop listing's page: `next` is where Load More goes on (send it as `after`), null on the last
 * page. `countCapped`: there are more works than `count` (LIMITS.listingCountUpTo), shown as "10,000+".
 */
export type ShopPage = Paged<'artworks', Artwork> & { countCapped: boolean; next: string | null }

export type ArtistSummary = {
  _id: string
  artistSlug: string
  artistName: string
  username: string
  photo: ImageSet | null
  city: string | null
  artworkCount: number
}

/** A CV entry. `id` (the entry's own, for editing and deleting it) is in the member's own profile (`Me`) only. */
export type EducationEntry = { id?: string; institution: string; title: string; yearStart: string; yearEnd: string }
export type AwardEntry = { id?: string; title: string; awardedBy: string; year: string }
export type PublicationEntry = { id?: string; title: string; type: string; year: string }
export type ExhibitionEntry = { id?: string; institution: string; title: string; type: 'Solo' | 'Group'; year: string }
export type WorkshopEntry = { id?: string; title: string; institution: string; year: string }
export type SocialLinks = { instagram: string | null; x: string | null; linkedin: string | null }

/** A public profile: never e-mail, phone or addresses. */
export type PublicProfile = {
  _id: string
  username: string
  artistSlug: string
  artistName: string
  fullName: string
  role: Role
  bio: string | null
  photo: ImageSet | null
  city: string | null
  education: EducationEntry[]
  workshops: WorkshopEntry[]
  exhibitions: ExhibitionEntry[]
  awards: AwardEntry[]
  publications: PublicationEntry[]
  social: SocialLinks
}

export type Address = {
  id?: string
  billingName: string
  email: string
  phone: string
  line1: string
  line2?: string | null
  city: string
  state: string
  pincode: string
  country: string
  /** The member's default address (one at most; the first saved one unless they chose another). In `Me` only. */
  isDefault?: boolean
}

/** The signed-in member's own profile (GET /api/user/me, update-profile's `user`). */
export type Me = PublicProfile & {
  /** An artist's signature, printed on the certificates of their works sold after it was uploaded. */
  signature?: ImageSet | null
  email: string
  phone: string | null
  addresses: Address[]
  quizPreferences: Record<string, string> | null
  /** The return policy the member states for their works (days after delivery, 0 = none). */
  returnDays: number
}

export type Gallery = {
  _id: string
  username: string
  fullName: string
  bio: string | null
  photo: ImageSet | null
  imageUrls: ImageSet[]
  city: string | null
  exhibitionCount: number
}

/**
 * An artist a gallery represents, as the gallery's member area lists it (`status`) and its public
 * page shows it (accepted only): an artist on Kala (`artistSlug`, their page) or one who is not.
 */
export type RepresentedArtist = {
  _id: string
  name: string
  bio: string | null
  photo: ImageSet | null
  status: 'pending' | 'accepted' | 'declined'
  artistId: string | null
  artistSlug: string | null
  city: string | null
}

/** An artist on a gallery's public page: with their public summary when they are on Kala. */
export type GalleryArtist = RepresentedArtist & { summary: ArtistSummary | null }

/** A gallery's request to represent an artist, as the artist sees it in their member area. */
export type RepresentationRequest = {
  _id: string
  status: 'pending' | 'accepted' | 'declined'
  galleryName: string
  galleryUsername: string
  galleryCity: string | null
  galleryPhoto: ImageSet | null
  requestedAt: string
  answeredAt: string | null
}

export type Exhibition = {
  _id: string
  name: string
  slug: string
  photo: ImageSet | null
  description: string | null
  startDate: string
  endDate: string
  venue: string | null
  galleryId: string
  galleryName: string
  state: 'current' | 'upcoming' | 'archive'
}

/**
 * One of a gallery's own exhibitions in its member area (/api/admin/exhibitions): drafts too, with
 * whether visitors see it and how many works it shows.
 */
export type OwnExhibition = Exhibition & { city: string | null; published: boolean; artworkCount: number }

/** A work a gallery can show in an exhibition: the form's picker, and the works an exhibition shows. */
export type ExhibitionWork = { _id: string; title: string; artistName: string; image: ImageSet | null; status: ArtworkStatus }

/** One own exhibition for the edit form: the works it shows, in its order. */
export type OwnExhibitionDetail = OwnExhibition & { artworks: ExhibitionWork[] }

export type ArtworkCollection = {
  _id: string
  collectionName: string
  description: string
  coverImage: ImageSet | null
  coverImageUrl: string | null
  status: boolean
  username: string
  artworkCount: number
}

export type DictionaryCategory = { slug: string; category: string; description: string | null }
export type DictionaryTerm = {
  slug: string
  term: string
  definition: string
  categorySlug: string
  image: ImageSet | null
  relatedTerms: string[]
}

export type OrderItem = {
  artworkId: string
  /** The order line's own id (an order's certificates are per line); absent on a checkout not yet stored. */
  lineId?: string
  image: string
  artistName: string
  /** The line's seller (an order may hold works of several): whom the buyer writes to about it. */
  sellerId?: string
  title: string
  /** INR, as priced when the checkout opened. */
  price: number
  /** The return policy of the line: as stored at sale (days after delivery, 0 = none); before payment, the one it would be sold under. */
  returnDays: number
}
export type Shipment = { carrier: string; trackingNumber: string }
export type Refund = { status: RefundStatus; amount: number; refundId: string | null; processedAt: string | null }
export type Order = {
  _id: string
  /** Shown to the buyer (KALA-…). */
  orderNumber: string
  createdAt: string
  /** INR. */
  totalAmount: number
  items: OrderItem[]
  orderStatus: OrderStatus
  /** Equal to orderStatus (DECISIONS 10). */
  status: OrderStatus
  /** Each fulfilment step with its date, oldest first (empty until paid). */
  statusHistory: { status: OrderStatus; at: string }[]
  paymentStatus: PaymentStatus
  paidAt: string | null
  razorpay_order_id: string | null
  razorpay_payment_id: string | null
  address: Omit<Address, 'billingName' | 'email' | 'phone'> | null
  user: { name: string; email: string; phone: string }
  failureReason: string | null
  /** Set once shipped. */
  shipment: Shipment | null
  /** The buyer may cancel (paid, not yet packed). */
  canCancel: boolean
  cancellation: { by: CancelledBy; reason: string | null } | null
  /** amount in INR. */
  refund: Refund | null
  /** Per sold line: its return window and return (the buyer's orders only). */
  returns?: LineReturn[]
}

/** One line of the cart drawer (POST /api/user/cart). A missing work has only its id, `buyable: false` and a reason. */
export type CartLine = {
  artworkId: string
  title: string
  artistName: string
  artistSlug: string | null
  price: number | null
  image: string | null
  saleStatus: SaleStatus | null
  /** This buyer's open checkout holds it. */
  reservedByYou: boolean
  buyable: boolean
  /** Its return policy in days after delivery (0 = none), the work's own or its seller's; null for a missing work. */
  returnDays: number | null
  /** Why it cannot be bought: 'Sold', "In another buyer's checkout", 'Your own work', 'Price on request', 'No longer available'. */
  reason?: string
}
export type CartResponse = { items: CartLine[]; totalAmount: number }

/** POST /api/user/rp-create-order: what the checkout page opens the payment with. */
export type CheckoutSession = {
  /** The provider's order id (Razorpay `order_…`): checkout.js' `order_id`. */
  id: string
  /** Paise. */
  amount: number
  currency: 'INR'
  /** Our order. */
  orderId: string
  orderNumber: string
  /** The works are held for this buyer until then (ISO 8601). */
  reservedUntil: string
  /** INR. */
  totalAmount: number
  items: OrderItem[]
  addressId: string | null
  checkout:
    | { mode: 'razorpay'; keyId: string; name: string; prefill: CheckoutPrefill }
    | { mode: 'simulator'; name: string; prefill: CheckoutPrefill }
}
export type CheckoutPrefill = { name: string; email: string; contact: string }

/** rp-verify-signature (and create-order with paymentStatus 'success'). */
export type VerifyResponse = { success: true; order: Order } | { success: false; error: string; order?: Order }

/** What checkout.js hands its success handler (and the simulator's dialog alike). */
export type CheckoutSuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
/** checkout.js' payment.failed event (and the simulator's). */
export type CheckoutFailure = {
  error: {
    code: string
    description: string
    source: string
    step: string
    reason: string
    metadata: { order_id: string; payment_id: string }
  }
}

/** One of the seller's lines of a sale, with Kala's fee stored when the payment was confirmed (INR). */
export type SaleItem = OrderItem & {
  /** The fee's rate on this line, e.g. 30 (0 for sales made before Kala disclosed a fee). */
  feePercent: number
  fee: number
  /** What the seller receives for it: price less fee. */
  net: number
}

/** GET /api/admin/fee: the signed-in seller's fee now, and a change already scheduled. */
export type SellerFee = {
  basisPoints: number
  percent: number
  effectiveFrom: string
  /** A rate set for the seller alone (else Kala's default). */
  own: boolean
  next: { basisPoints: number; percent: number; effectiveFrom: string } | null
}

/** What Kala owes a seller (INR), from the ledger: held until the return window after delivery has passed, then available. */
export type Payables = { held: number; available: number }

/** GET /api/admin/sales: a paid order with the seller's own items only. */
export type SaleOrder = {
  _id: string
  orderNumber: string
  createdAt: string
  paidAt: string | null
  orderStatus: OrderStatus
  status: OrderStatus
  statusHistory: { status: OrderStatus; at: string }[]
  items: SaleItem[]
  /** INR, of the seller's items. */
  totalAmount: number
  /** Kala's fees on them, and what the seller receives. */
  feeAmount: number
  netAmount: number
  buyer: { name: string; phone: string }
  address: Omit<Address, 'billingName' | 'email' | 'phone'> | null
  shipment: Shipment | null
}

/** A price enquiry, as its artist (received) and its sender (sent) see it in the member area. */
export type Enquiry = {
  _id: string
  artworkId: string
  artworkTitle: string
  /** The artwork's first image (its thumbnail), or null. */
  artworkImage: string | null
  /** The artist named on the artwork. */
  artistName: string
  name: string
  email: string
  phone: string
  message: string | null
  status: EnquiryStatus
  createdAt: string
}

/** One day of a dashboard chart (days are India's, YYYY-MM-DD). */
export type DayCount = { day: string; count: number }
export type DayRevenue = { day: string; revenue: number }

/** GET /api/admin/dashboard for a member who lists works. */
/** An artist or gallery the member follows (GET /api/user/following), newest follow first. */
export type FollowingEntry = {
  kind: 'artist' | 'gallery'
  _id: string
  name: string
  photo: ImageSet | null
  city: string | null
  /** The artist's slug or the gallery's username: its public page. */
  slug: string
  followedAt: string
}
/** PUT and DELETE /api/user/following/:kind/:id */
export type FollowAnswer = { following: boolean; followers: number }

export type SellerDashboard = {
  kind: 'seller'
  /** The charts' window: DASHBOARD.days days up to today, India's days. */
  range: { from: string; to: string }
  views: { total: number; daily: DayCount[] }
  likes: { total: number; last30: number }
  /** Members who follow the seller (as an artist, or their gallery page), counted from the follows: all time and in the window. */
  followers: { total: number; last30: number }
  enquiries: { unanswered: number; last30: number; recent: Enquiry[] }
  /**
   * Paid orders with the member's works; amounts in INR, of the member's own items: their prices
   * (revenue), Kala's fees on them as stored at payment, and what the member receives (earnings).
   */
  sales: { orders: number; revenue: number; fees: number; earnings: number; last30Revenue: number; daily: DayRevenue[] }
  /** Published (on show), unpublished (drafts and withdrawn), sold: every work in exactly one. */
  works: { published: number; unpublished: number; sold: number }
  /** True for a seller who has not added payout details yet: they still sell, their payable waits. */
  payouts: { detailsMissing: boolean }
}
/** GET /api/admin/dashboard for an explorer, or any member with no works. */
export type BuyerDashboard = {
  kind: 'buyer'
  recentOrders: Order[]
  favourites: Artwork[]
  enquiriesSent: Enquiry[]
}
export type Dashboard = SellerDashboard | BuyerDashboard

export type ApiErrorBody = { error: string; details?: { path: string; message: string }[] }

/** A work in a viewing room as its visitor sees it: the public work and the owner's note. */
export type RoomWork = { artwork: Artwork; note: string }

/** A viewing room opened by its link (GET /api/rooms/:token): never the owner's e-mail, never their other rooms. */
export type RoomView = {
  title: string
  intro: string
  /** Who gathered it: their public name. */
  ownerName: string
  /** A client's room closes at this moment (ISO); null: never. */
  closesAt: string | null
  /** The works still public, in the owner's order (a work unpublished since is left out). */
  works: RoomWork[]
  /** True when the caller is the room's owner (their visit is not counted). */
  isOwner: boolean
}

/** A work in the owner's own room (the editor): any state, with what a visitor would see of it. */
export type OwnRoomWork = {
  _id: string
  title: string
  artistName: string
  image: ImageSet | null
  saleStatus: SaleStatus
  /** False when visitors cannot see it now (unpublished, or under review): the room leaves it out. */
  visible: boolean
  note: string
}

/** A member's own room (/api/admin/rooms). */
export type OwnRoom = {
  _id: string
  title: string
  intro: string
  kind: 'personal' | 'client'
  /** The room's link path (/rooms/<token>); the storefront makes it absolute. */
  path: string
  revokedAt: string | null
  closesAt: string | null
  /** The India day the room closes at its end (YYYY-MM-DD), for the form. */
  closesOn: string | null
  /** 'open', 'revoked' or 'closed': whether the link opens the room now. */
  state: 'open' | 'revoked' | 'closed'
  opens: number
  firstOpenedAt: string | null
  lastOpenedAt: string | null
  works: OwnRoomWork[]
  updatedAt: string
}

/** A saved alert (GET /api/user/alerts): the shop's filters it keeps, and the shop's address of that view. */
export type AlertEntry = {
  _id: string
  name: string
  criteria: AlertCriteria
  frequency: AlertFrequency
  shopPath: string
  createdAt: string
}
/** The signed-in home's rows (GET /api/user/home-rows): newest public works first; a row with none is not shown. */
export type HomeRows = {
  /** New works of the artists and galleries the member follows. */
  following: Artwork[]
  /** New works that match any of the member's saved alerts. */
  alerts: Artwork[]
}
/** One in-site notification (GET /api/user/notifications), newest first. */
export type NotificationEntry = {
  _id: string
  kind: NotificationKind
  reason: NotificationReason
  createdAt: string
  readAt: string | null
  artwork: { _id: string; title: string; artistName: string; price: number | null; image: ImageSet | null; path: string }
}
/** One offer as its buyer or seller reads it (/api/admin/offers; amounts in rupees). */
/** An offer's work in the member area: its page (slug), a card image, its artist and listed price in rupees. */
export type OfferWork = {
  slug: string
  artistSlug: string | null
  uploadedBy: string
  image: string | null
  artistName: string
  price: number | null
}
export type OfferView = {
  _id: string
  artworkId: string
  title: string
  /** The work as the list shows it (GET /api/admin/offers); null in a move's answer, or when the work is gone. */
  work: OfferWork | null
  /** Whether the reader made the offer (buyer) or received it (seller). */
  side: 'buyer' | 'seller'
  status: 'open' | 'countered' | 'accepted' | 'declined' | 'expired' | 'withdrawn' | 'purchased'
  amount: number
  counterAmount: number | null
  agreedAmount: number | null
  expiresAt: string | null
  orderId: string | null
  moves: { move: string; by: string; amount: number | null; at: string }[]
  createdAt: string
}
/** A conversation in the member's list (GET /api/user/conversations), and a thread's head. */
export type ConversationSummary = {
  _id: string
  /** What it is about: an enquiry or an order (its id), with a title (the work's, or the order's number). */
  subject: { kind: 'enquiry' | 'order'; id: string; title: string }
  /** The member's side in it. */
  role: 'buyer' | 'seller'
  /** The other party, by their public name. */
  other: { _id: string; name: string }
  lastMessageAt: string | null
  /** Messages of the other party the member has not read yet. */
  unread: number
  reported: boolean
  createdAt: string
}
/** One message of a thread (GET /api/user/conversations/:id), oldest first. */
export type ConversationMessage = {
  _id: string
  /** As stored: contact details typed before a sale are masked. */
  body: string
  mine: boolean
  authorName: string
  masked: boolean
  createdAt: string
}
