/**
 * Business constants, in one place for the server, the seed and the storefront.
 * Browser-safe: imports nothing.
 */

export const MEMBER_ROLES = ['explorer', 'artist', 'gallery', 'collector', 'researcher'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]
export const STAFF_ROLES = ['editor', 'admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
export const ROLES = [...MEMBER_ROLES, ...STAFF_ROLES] as const
export type Role = (typeof ROLES)[number]
/** Roles that list artworks and collections of their own (the member area hides those links from explorers). */
export const SELLER_ROLES = ['artist', 'gallery', 'collector', 'researcher'] as const

export const COLORS = ['red', 'orange', 'yellow', 'green', 'blue', 'indigo', 'violet', 'pink', 'brown', 'gray', 'black', 'white'] as const
export type Color = (typeof COLORS)[number]
/** Swatch values for the 12 colours. */
export const COLOR_HEX: Record<Color, string> = {
  red: '#c0392b',
  orange: '#e67e22',
  yellow: '#f1c40f',
  green: '#2e8b57',
  blue: '#2563eb',
  indigo: '#3f3d99',
  violet: '#8e44ad',
  pink: '#e891b2',
  brown: '#8b5a2b',
  gray: '#8c8c8c',
  black: '#1a1a1a',
  white: '#f7f5f0',
}

export const CATEGORIES = ['Painting', 'Sculpture', 'Drawing', 'Digital', 'Photography', 'Installation', 'Print', 'Textile'] as const
export type Category = (typeof CATEGORIES)[number]

export const STYLES = [
  'Abstract',
  'Figurative',
  'Surrealism',
  'Impressionism',
  'Minimalism',
  'Pop Art',
  'Expressionism',
  'Conceptual',
] as const
export type Style = (typeof STYLES)[number]

export const MEDIUMS = ['Oil', 'Acrylic', 'Watercolour', 'Charcoal', 'Pencil', 'Mixed Media', 'Digital'] as const
export type Medium = (typeof MEDIUMS)[number]

export const MOODS = ['Bold', 'Calm', 'Energetic', 'Happy', 'Sad', 'Serene'] as const
export type Mood = (typeof MOODS)[number]

/** Size classes by the longest side in inches: under 24, 24 to 48, over 48. */
export const SIZES = [
  { value: 'small', label: 'Small', description: 'under 24 in' },
  { value: 'medium', label: 'Medium', description: '24 to 48 in' },
  { value: 'large', label: 'Large', description: 'over 48 in' },
] as const
export type SizeClass = (typeof SIZES)[number]['value']
export const SIZE_VALUES = SIZES.map((s) => s.value) as [SizeClass, ...SizeClass[]]

export function sizeClassOf(width: number, height: number): SizeClass {
  const longest = Math.max(width, height)
  if (longest < 24) return 'small'
  if (longest <= 48) return 'medium'
  return 'large'
}

/** Shop landing's 'Shop By' entries (the first 3 of each are shown). */
export const LANDING_CATEGORIES = {
  style: ['abstract', 'figurative', 'surreal', 'impressionism'],
  medium: ['oil', 'watercolor', 'charcoal', 'acrylic'],
  mood: ['bold', 'calm', 'dreamy', 'energetic'],
} as const

export const QUIZ_OPTIONS = {
  mood: ['vibrant-red', 'calm-blue', 'natural-green'],
  subject: ['portrait', 'landscape', 'abstract'],
  texture: ['oil', 'watercolor', 'ink'],
  emotion: ['calm', 'joyful', 'introspective'],
  music: ['jazz', 'classical', 'ambient'],
  role: ['it grounds me', 'it excites me'],
} as const
export const QUIZ_STEPS = ['mood', 'subject', 'texture', 'emotion', 'music', 'role', 'finish'] as const

export const ARTWORK_STATUSES = ['published', 'unpublished'] as const
export type ArtworkStatus = (typeof ARTWORK_STATUSES)[number]
/** Sale state of an original: reserved while a checkout is open, sold once paid. */
export const SALE_STATES = ['forSale', 'reserved', 'sold'] as const
export type SaleState = (typeof SALE_STATES)[number]
/**
 * Staff review of a listing (DECISIONS in docs/decisions.md): a new seller's works wait as
 * `pending` until staff approve them or mark the seller trusted; only `approved` works are public.
 */
export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const
export type ReviewState = (typeof REVIEW_STATES)[number]
/**
 * What a buyer can do with a work, as the API sends it (`saleStatus`) and every screen reads it:
 * buy it, wait (someone's checkout holds it), nothing (sold), or ask (no price, or withdrawn
 * from sale by its seller). Derived on the server in one place (the catalogue's sale rule).
 */
export const SALE_STATUSES = ['available', 'reserved', 'sold', 'on-request'] as const
export type SaleStatus = (typeof SALE_STATUSES)[number]
/** What one listing is: a unique original, one impression of a limited edition of N, or an open edition. */
export const EDITION_KINDS = ['original', 'limited', 'open'] as const
export type EditionKind = (typeof EDITION_KINDS)[number]

/**
 * A price enquiry's states: new (unread), read, answered; 'closed' is staff's. The artist of the
 * enquiry may set the two in ENQUIRY_ARTIST_STATUSES (access/enquiryStatusField.ts).
 */
export const ENQUIRY_STATUSES = ['new', 'read', 'answered', 'closed'] as const
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]
export const ENQUIRY_ARTIST_STATUSES = ['read', 'answered'] as const
/** Not answered yet: listed first in the artist's inbox and counted on the dashboard. */
export const ENQUIRY_OPEN_STATUSES = ['new', 'read'] as const

/** The CV sections of a profile (workshops: DECISIONS 6), in the profile's tab order. */
export const CV_SECTIONS = ['education', 'awards', 'publications', 'exhibitions', 'workshops'] as const
export type CvSection = (typeof CV_SECTIONS)[number]
/** The profile's lists whose entries are edited one by one: the CV sections and the saved addresses. */
export const PROFILE_SECTIONS = [...CV_SECTIONS, 'addresses'] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]

/** The member area's dashboard (GET /api/admin/dashboard). */
export const DASHBOARD = {
  /** The charts' and the "last N days" figures' window, today included. */
  days: 30,
  recentEnquiries: 5,
  recentOrders: 3,
  favourites: 6,
} as const

/**
 * Artwork views (POST /api/public/artwork/:id/view): a visitor counts once per artwork and day.
 * The marks that make it so (a salted hash, no IP or agent) are kept for this many days, today
 * included, then deleted.
 */
export const VIEW_MARK_DAYS = 2
/** The days of the dashboard and of the view counters are India's (as the artwork of the day). */
export const STATS_TIME_ZONE = 'Asia/Kolkata'

export const ORDER_STATUSES = ['placed', 'packed', 'shipped', 'delivered', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
/** The tracker's four steps, in order. */
export const ORDER_TRACK_STEPS = ['placed', 'packed', 'shipped', 'delivered'] as const
/**
 * A checkout's payment: pending until the provider reports it, then success (captured) or failed
 * (a failed attempt may still be followed by a successful one on the same provider order), and
 * refunded once its money went back. Never back from success.
 */
export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
/** A refund's progress: decided by us (requested), accepted by the provider (pending), done (processed), or refused (failed). */
export const REFUND_STATUSES = ['requested', 'pending', 'processed', 'failed'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]
/** Who cancelled an order: its buyer (until packed), staff, or the shop itself (works lost to another buyer). */
export const CANCELLED_BY = ['buyer', 'staff', 'system'] as const
export type CancelledBy = (typeof CANCELLED_BY)[number]

/** Checkout limits: how long a checkout holds its works, how many works one order holds, Razorpay's minimum. */
export const CHECKOUT = { reservationMinutes: 15, maxItems: 20, minAmountPaise: 100 } as const
/** Carriers suggested in the back office (any other name may be typed). */
export const CARRIERS = ['Blue Dart', 'Delhivery', 'DTDC', 'India Post', 'Ecom Express', 'Xpressbees', 'FedEx', 'DHL'] as const

export const TOP_ARTWORK_TYPES = ['Trending Artworks', 'Top Picked', 'New Arrivals'] as const
export type TopArtworkType = (typeof TOP_ARTWORK_TYPES)[number]
export const TOP_ARTIST_TABS = ['Trending Artists', 'Top Ranked', 'New Arrivals'] as const
export const TOP_GALLERY_TABS = ['Currently Viewing', 'Most Active', 'New Arrivals'] as const
/** A gallery's request to an artist on Kala, and its answer (collections/Representations.ts). */
export const REPRESENTATION_STATES = ['pending', 'accepted', 'declined'] as const
export type RepresentationState = (typeof REPRESENTATION_STATES)[number]

export const EXHIBITION_FILTERS = ['current', 'upcoming', 'archive'] as const
export type ExhibitionFilter = (typeof EXHIBITION_FILTERS)[number]
export const SORTS = ['newest', 'price-asc', 'price-desc'] as const
export type Sort = (typeof SORTS)[number]

export const LIMITS = {
  pageSize: 12,
  /**
   * The shop listing counts its works exactly up to this many, and says "10,000+" beyond: an exact
   * count of a filter nobody asked for before reads every matching index entry (a million works:
   * seconds), and Load More needs no count to go on.
   */
  listingCountUpTo: 10_000,
  collectionsTeaser: 2,
  resumePreview: 4,
  filterOptionsShown: 5,
  galleryBioExcerpt: 340,
  artistBioExcerpt: 240,
  maxImagesPerArtwork: 3,
  maxImageBytes: 5 * 1024 * 1024,
  /**
   * The pixels an uploaded image decodes to, every frame of an animation counted (frames x width x
   * frame height): a small file can decode to a bitmap that exhausts memory or minutes of CPU.
   */
  maxImagePixels: 50_000_000,
  phoneDigits: 10,
  yearChars: 4,
  minAge: 18,
  // Longest text a field takes, in characters, the same in the collections and in the forms' schemas.
  /** Names, titles, venues, social links. */
  maxTextLength: 200,
  /** City, state, medium, material, a category's name. */
  maxShortTextLength: 100,
  /** Descriptions, interpretations, messages. */
  maxLongTextLength: 5000,
  /** A member's or a gallery's bio (HTML, sanitised on save). */
  maxBioLength: 8000,
  /** A stored phone number (with spaces, + or dashes in addresses and older records). */
  maxPhoneLength: 20,
  /** An e-mail address (RFC 5321). */
  maxEmailLength: 254,
  /** An Indian PIN code has 6 digits; foreign postcodes run longer. */
  maxPincodeLength: 12,
  usernameMinLength: 3,
  usernameMaxLength: 30,
  passwordMinLength: 8,
  /** Staff-written texts of the back office. */
  maxSummaryLength: 1000,
  maxExcerptLength: 600,
  maxAltLength: 300,
  maxTermLength: 120,
  maxDefinitionLength: 4000,
  /** Entries of one CV section or of the saved addresses. */
  maxProfileEntries: 50,
  /** Works one collection update may name (the member area's "works in this collection" picker). */
  maxCollectionWorks: 500,
  /** A gallery's banner images (the first is shown). */
  maxGalleryBanners: 5,
  /**
   * Payload's REST API (/cms/api): documents one request may list, and relations it may follow
   * (hooks/queryShape.ts). 250 because the back office's own list views ask that many (at depth 0)
   * for the titles of related documents: a lower cap showed every seller in a list as "Untitled".
   */
  restMaxLimit: 250,
  restMaxDepth: 3,
} as const

/**
 * A member's profile photo has one shape wherever it is shown: square, on the artist's page, in
 * the artist cards and inside the round avatars (DECISIONS 45). The member area crops it to this
 * shape in the browser and uploads `width` x `height` px: the largest place it is shown, the
 * artist page's portrait (477 CSS px wide from 1320 px up), at twice the pixel density (954 px).
 */
export const PROFILE_PHOTO = {
  width: 1000,
  height: 1000,
  /** The crop is sent as a JPEG of this quality (0 to 1): small, and no visible loss at this size. */
  jpegQuality: 0.9,
  /** How far the crop step zooms in: at 4 the frame holds a quarter of the photo's width or height. */
  maxZoom: 4,
} as const

/** A username: letters, digits, dot, dash and underscore, beginning with a letter or a digit. */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9_.-]*$/i
/** A year: exactly LIMITS.yearChars digits. */
export const YEAR_PATTERN = new RegExp(`^\\d{${LIMITS.yearChars}}$`)
/** A phone number as the forms take it: exactly LIMITS.phoneDigits digits. */
export const PHONE_PATTERN = new RegExp(`^\\d{${LIMITS.phoneDigits}}$`)

/**
 * The countries a saved address may be in (the address form's select, India first and the
 * default). India, the United States and the United Kingdom have postcode rules of their own,
 * the others a generic one (shared/schemas.ts). Only countries with postcodes are listed: the
 * address book's postcode is required.
 */
export const ADDRESS_COUNTRIES = [
  'India',
  'Australia',
  'Austria',
  'Belgium',
  'Canada',
  'Denmark',
  'France',
  'Germany',
  'Ireland',
  'Italy',
  'Japan',
  'Malaysia',
  'Nepal',
  'Netherlands',
  'New Zealand',
  'Norway',
  'Portugal',
  'Singapore',
  'South Africa',
  'Spain',
  'Sri Lanka',
  'Sweden',
  'Switzerland',
  'United Kingdom',
  'United States',
] as const
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number]
export const DEFAULT_ADDRESS_COUNTRY: AddressCountry = 'India'

/**
 * Rate limits of the forms that cost us something or invite guessing: at most `limit` requests
 * per `minutes` for one account or network. Only failed logins count: a member who signs in and
 * out all day is never locked out.
 */
export const RATE_LIMITS = {
  login: { limit: 10, minutes: 15, onlyFailures: true },
  // A mobile carrier puts thousands of phones behind one address: generous per network, strict per
  // e-mail and per username (issue 10), which is what a script that registers accounts repeats.
  signup: { limit: 100, minutes: 60 },
  signupAccount: { limit: 3, minutes: 60 },
  resend: { limit: 5, minutes: 15 },
  contact: { limit: 5, minutes: 10 },
  enquiry: { limit: 10, minutes: 60 },
  /** Conversation messages sent, per account: each one mails the other party; a lively exchange sends a few a minute. */
  message: { limit: 60, minutes: 15 },
  // Each checkout holds works for 15 minutes and calls the payment provider: a buyer opens a few
  // (page open, address chosen, a retry after a failure), a script that holds the shop does not.
  checkout: { limit: 30, minutes: 15 },
  /** Artwork views: far above what a person browses, a ceiling for a script that changes its user agent. */
  view: { limit: 600, minutes: 60 },
  /** Reset mails asked for, per IP and (a separate counter) per e-mail address: a member needs one or two. */
  forgotPassword: { limit: 5, minutes: 15 },
  /** Reset-link and e-mail-change tokens tried, per IP: guessing a 40-hex token is hopeless, but say so early. */
  accountToken: { limit: 10, minutes: 15 },
  /** Wrong current passwords on the change-password form, per account: a stolen access token cannot guess on. */
  changePassword: { limit: 5, minutes: 15, onlyFailures: true },
  /** The back office's sign-in screen (POST /cms/api/users/login), per IP, failures only. */
  cmsLogin: { limit: 10, minutes: 15, onlyFailures: true },
  /** Payout details saved, per account: each save calls the payment provider up to four times; a seller saves once or twice. */
  payoutAccount: { limit: 10, minutes: 60 },
  /** Certificates looked up on the verify page, per caller: a collector checks one or two, a script trying numbers is slowed to a crawl. */
  verify: { limit: 30, minutes: 15 },
} as const
export type RateLimitName = keyof typeof RATE_LIMITS
/** Payload's own lock of one account after failed logins (the back office and the storefront alike). */
export const LOGIN_LOCK = { attempts: 10, minutes: 10 } as const
/** How long the links of the account mails work: a password reset, and the confirmation of a new e-mail address. */
export const ACCOUNT_TOKENS = { resetPasswordMinutes: 60, confirmEmailHours: 24 } as const

export const TIMINGS = {
  toastMs: 1000,
  carouselLockMs: 400,
  enquiryCloseMs: 1500,
} as const

export const CAROUSEL = { slides: 5, centreIndex: 2 } as const

export const PRICE_FILTER = { min: 0, max: 500000, step: 1000 } as const

export const ZOOM = { min: 0.5, max: 2, step: 0.1 } as const

export const ROOM_PREVIEW = {
  defaultWidthIn: 24,
  defaultHeightIn: 24,
  silhouetteHeightIn: 72,
  /** Room widths in feet for previews 1 to 5; preview 6 is the silhouette. */
  roomWidthsFt: [10, 12, 16, 12, 20],
} as const

export const SHIPPING = {
  domesticDays: '7 to 14 days',
  internationalDays: '14 to 21 days',
  boxContents: ['The artwork (rolled or framed)', 'An authenticity certificate', "A collector's handbook"],
} as const

export const LEGAL_DATE = '11 April 2025'
export const CURRENCY = 'INR'

/** Local storage keys the storefront uses. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userProfile: 'userProfile',
  cart: 'kala.cart',
  /** Set and removed at once by the tab that paid an order: other tabs on its checkout hear of it. */
  paidOrder: 'kala.paidOrder',
} as const
