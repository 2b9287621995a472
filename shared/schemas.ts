/**
 * Request bodies and form values of the storefront's HTTP contract (the storefront API,
 * cms/api/router.ts). One browser-safe module (imports only zod): the server validates with these,
 * the forms too. Objects are strict: an unknown field is bad input.
 */
import { z } from 'zod'
import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES } from './checkout-messages'
import {
  CHECKOUT,
  COLORS,
  EDITION_KINDS,
  ENQUIRY_ARTIST_STATUSES,
  EXHIBITION_FILTERS,
  LIMITS,
  MEMBER_ROLES,
  ORDER_STATUSES,
  QUIZ_OPTIONS,
  SIZE_VALUES,
  SORTS,
  TOP_ARTWORK_TYPES,
  USERNAME_PATTERN,
  PROFILE_SECTIONS,
  type ProfileSection,
  YEAR_PATTERN,
  PHONE_PATTERN,
} from './constants'
import { MESSAGES } from './messages'

/** Re-exported for the forms that import it with their schemas; the texts live in ./messages. */
export { MESSAGES }

const text = (max: number = LIMITS.maxTextLength) => z.string().trim().min(1, MESSAGES.required).max(max)
const optionalText = (max: number = LIMITS.maxTextLength) => z.string().trim().max(max).optional()
export const emailSchema = z.string().trim().toLowerCase().min(1, MESSAGES.required).max(LIMITS.maxEmailLength).email(MESSAGES.email)
export const phoneSchema = z.string().trim().min(1, MESSAGES.required).regex(PHONE_PATTERN, MESSAGES.phone)
export const yearSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(YEAR_PATTERN, MESSAGES.year))
export const idSchema = z.union([z.string().trim().min(1).max(64), z.number().int().positive()]).transform((v) => String(v))
export const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9][a-z0-9-_.]*$/i)
export const usernameSchema = z
  .string()
  .trim()
  .min(LIMITS.usernameMinLength)
  .max(LIMITS.usernameMaxLength)
  .regex(USERNAME_PATTERN, MESSAGES.username)
const pageSchema = z.coerce.number().int().min(1).max(100000).default(1)
/** A non-negative decimal that arrives as a number or, from multipart, as a string. */
const nonNegative = z.coerce.number().finite().min(0).max(1e9)
/**
 * Digits as people type them: 12000, 12,000 or 1,20,000 (Indian grouping), 120,000 (international),
 * an optional ₹ before them and a decimal part after a point.
 */
const GROUPED_DECIMAL = /^(?:₹\s?)?(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.\d+)?$/
/** A form's required non-negative decimal: a number, or digits from a form ('' is missing, not 0). */
const decimal = z
  .union([z.number(), z.string().trim().min(1, MESSAGES.required).regex(GROUPED_DECIMAL, MESSAGES.nonNegative)])
  .transform((value) => (typeof value === 'number' ? value : Number(value.replace(/[₹\s,]/g, ''))))
  .pipe(z.number().finite(MESSAGES.nonNegative).min(0, MESSAGES.nonNegative).max(1e9))

// ---------- auth ----------
export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, MESSAGES.required).max(LIMITS.maxTextLength),
})
export const passwordSchema = z.string().min(LIMITS.passwordMinLength, MESSAGES.password).max(LIMITS.maxTextLength)
export const signupSchema = z
  .strictObject({
    role: z.enum(MEMBER_ROLES),
    fullName: text(),
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    cpassword: z.string().min(1, MESSAGES.required).max(LIMITS.maxTextLength),
  })
  .refine((v) => v.password === v.cpassword, {
    message: MESSAGES.passwordsDiffer,
    path: ['cpassword'],
  })
export const verifyEmailSchema = z.strictObject({
  email: emailSchema,
  verificationToken: z.string().trim().min(1).max(LIMITS.maxTextLength),
})
export const resendVerificationSchema = z.strictObject({ email: emailSchema })
const repeated = <T extends { password: string; cpassword: string }>(v: T) => v.password === v.cpassword
const accountToken = z.string().trim().min(1).max(200)
/** POST /auth/forgot-password and its form. */
export const forgotPasswordSchema = z.strictObject({ email: emailSchema })
/** The /reset-password form; the API receives the link's token with it. */
export const newPasswordSchema = z
  .strictObject({ password: passwordSchema, cpassword: z.string().min(1).max(LIMITS.maxTextLength) })
  .refine(repeated, { message: MESSAGES.passwordsDiffer, path: ['cpassword'] })
export const resetPasswordSchema = z
  .strictObject({ token: accountToken, password: passwordSchema, cpassword: z.string().min(1).max(LIMITS.maxTextLength) })
  .refine(repeated, { message: MESSAGES.passwordsDiffer, path: ['cpassword'] })
/** PUT /api/admin/change-password and the member area's form. */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: z.string().min(1, MESSAGES.currentPassword).max(LIMITS.maxTextLength),
    password: passwordSchema,
    cpassword: z.string().min(1, MESSAGES.required).max(LIMITS.maxTextLength),
  })
  .refine(repeated, { message: MESSAGES.passwordsDiffer, path: ['cpassword'] })
/** POST /auth/confirm-email: the token of the link mailed to the new address. */
export const confirmEmailSchema = z.strictObject({ token: accountToken })
export const refreshTokenSchema = z.strictObject({ refreshToken: z.string().min(1).max(500) })

// ---------- public lists ----------
const csv = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .union([z.string().max(500), z.array(z.string().max(100)).max(20)])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values)).max(20))
const csvFree = z
  .union([z.string().max(500), z.array(z.string().max(100)).max(20)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim().toLowerCase()).filter(Boolean))

export const pageBodySchema = z.strictObject({ page: pageSchema })
/** One of a fixed list, whatever its case ('Blue' is blue). */
const lowerEnum = <T extends string>(values: readonly [T, ...T[]]) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(values))
export const artworksFilterSchema = z.strictObject({
  page: pageSchema,
  priceMin: nonNegative.optional(),
  priceMax: nonNegative.optional(),
  /** The dominant colour, one of the 12 swatches. */
  color: lowerEnum(COLORS).optional(),
  /** Categories, styles, mediums and moods match case-insensitively against the lists of constants.ts. */
  category: csvFree.optional(),
  style: csvFree.optional(),
  medium: csvFree.optional(),
  mood: csvFree.optional(),
  size: csvFree.pipe(z.array(z.enum(SIZE_VALUES)).max(20)).optional(),
  sort: z.enum(SORTS).default('newest'),
  /** Free text from the header's search box (/shop/artworks?q=…): ranked like /api/user/search. */
  q: z.string().trim().max(100).optional(),
  /**
   * 'all' (default): every facet filter must hold. 'any' (the style quiz): the facets rank instead
   * of filter: every visible work is listed, those matching more of them first (DECISIONS 1).
   */
  match: z.enum(['all', 'any']).default('all'),
})
export type ArtworksFilter = z.infer<typeof artworksFilterSchema>
export const artworksByArtistSchema = z.strictObject({
  artistSlug: slugSchema,
  page: pageSchema,
  color: lowerEnum(COLORS).optional(),
  size: lowerEnum(SIZE_VALUES).optional(),
})
export const byUsernameSchema = z.strictObject({ username: usernameSchema, page: pageSchema })
export const topArtworksSchema = z.strictObject({
  type: z.enum(TOP_ARTWORK_TYPES),
  page: pageSchema,
})
export const topListSchema = z.strictObject({
  type: z.string().trim().max(50).optional(),
  role: z.enum(['artist', 'gallery']).optional(),
  page: pageSchema,
})
export const exhibitionsSchema = z.strictObject({
  galleryId: idSchema,
  page: pageSchema,
  filter: z.enum(EXHIBITION_FILTERS).optional(),
})
/** A bare `{ page }`: every gallery's exhibitions (current first), optionally one of the three states. */
export const allExhibitionsSchema = z.strictObject({
  page: pageSchema,
  filter: z.enum(EXHIBITION_FILTERS).optional(),
})
export const dictionaryTermsSchema = z.strictObject({
  categorySlug: slugSchema,
  term: z.string().trim().min(1).max(LIMITS.maxTermLength),
})

// ---------- user ----------
export const searchSchema = z.strictObject({ searchString: z.string().trim().min(1).max(100) })
export const likeSchema = z.strictObject({ artworkId: idSchema, artistSlug: slugSchema.optional() })
export const unlikeSchema = z.strictObject({ artworkId: idSchema })
export const enquirySchema = z.strictObject({
  name: text(),
  email: emailSchema,
  phone: phoneSchema,
  username: usernameSchema,
  artworkId: idSchema,
  message: optionalText(LIMITS.maxLongTextLength),
})
export type EnquiryInput = z.infer<typeof enquirySchema>
/** The artist contact form (username set) and the general contact page (subject set). */
export const contactSchema = z
  .strictObject({
    name: text(),
    email: emailSchema,
    phone: phoneSchema.optional(),
    subject: optionalText(),
    message: text(LIMITS.maxLongTextLength),
    username: usernameSchema.optional(),
  })
  .refine((v) => !v.username || v.phone, { message: MESSAGES.phone, path: ['phone'] })
export type ContactInput = z.infer<typeof contactSchema>
export const quizPreferencesSchema = z.strictObject({
  color: z.enum(QUIZ_OPTIONS.mood),
  subject: z.enum(QUIZ_OPTIONS.subject),
  texture: z.enum(QUIZ_OPTIONS.texture),
  emotion: z.enum(QUIZ_OPTIONS.emotion),
  music: z.enum(QUIZ_OPTIONS.music),
  role: z.enum(QUIZ_OPTIONS.role),
})
export type QuizPreferences = z.infer<typeof quizPreferencesSchema>

// ---------- admin (member's own data) ----------
const yesNo = z.union([z.boolean(), z.enum(['true', 'false', 'yes', 'no'])]).transform((v) => v === true || v === 'true' || v === 'yes')
/** A limited edition's size: a whole number from 2, as a number or, from multipart, digits. */
const editionSize = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, MESSAGES.editionSizeRange)])
  .transform(Number)
  .pipe(z.number().int(MESSAGES.editionSizeRange).min(2, MESSAGES.editionSizeRange).max(100000, MESSAGES.editionSizeRange))
const artworkFields = {
  artistName: text(),
  title: text(),
  medium: text(LIMITS.maxShortTextLength),
  material: text(LIMITS.maxShortTextLength),
  height: decimal,
  width: decimal,
  depth: decimal,
  price: decimal,
  signed: yesNo.optional(),
  location: optionalText(),
  collectionId: idSchema.optional().or(z.literal('').transform(() => undefined)),
  status: z.enum(['published', 'unpublished']),
  publish: yesNo.optional(),
  available: yesNo,
  yearOfCreation: yearSchema.optional().or(z.literal('').transform(() => undefined)),
  category: optionalText(50),
  style: optionalText(50),
  mood: optionalText(50),
  colors: csv(COLORS).optional(),
  description: optionalText(LIMITS.maxLongTextLength),
  interpretation: optionalText(LIMITS.maxLongTextLength),
  /**
   * The represented artist's profile, by username or slug (a gallery's work by an artist on Kala).
   * Absent: an artist's own work names them; '' names no profile (an artist not on Kala).
   */
  artist: slugSchema.optional().or(z.literal('')),
  /** An original (the default), one impression of a limited edition of `editionSize`, or an open edition. */
  editionKind: z.enum(EDITION_KINDS).optional(),
  editionSize: editionSize.optional().or(z.literal('').transform(() => undefined)),
}
const limitedNeedsSize = (v: { editionKind?: string; editionSize?: number }) => v.editionKind !== 'limited' || v.editionSize !== undefined
export const artworkFormSchema = z
  .strictObject({
    ...artworkFields,
    status: artworkFields.status.default('published'),
    available: artworkFields.available.default(true),
  })
  .refine(limitedNeedsSize, { message: MESSAGES.editionSize, path: ['editionSize'] })
export type ArtworkForm = z.infer<typeof artworkFormSchema>
/** An update names only what changes: no defaults (they would republish a withdrawn work). */
export const artworkUpdateSchema = z.strictObject(artworkFields).partial().extend({ _id: idSchema })
export const collectionFormSchema = z.strictObject({
  collectionName: text(),
  description: text(LIMITS.maxLongTextLength),
  status: yesNo.default(true),
})
/** Ids as JSON sends them (an array) or multipart does (repeated fields, or one comma-separated value; '' is none). */
const idListSchema = z
  .union([z.array(z.union([z.string(), z.number()])).max(LIMITS.maxCollectionWorks), z.string().max(LIMITS.maxCollectionWorks * 12)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',').filter((s) => s.trim() !== '')))
  .pipe(z.array(idSchema).max(LIMITS.maxCollectionWorks))
  .transform((ids) => [...new Set(ids)])
/**
 * PUT update-collection (JSON, or multipart with a new coverImage): what changes. `artworkIds`, when
 * sent, is the complete list of the member's own works in the collection: the others leave it.
 */
export const collectionUpdateSchema = z.strictObject({
  _id: idSchema,
  collectionName: text().optional(),
  description: text(LIMITS.maxLongTextLength).optional(),
  status: yesNo.optional(),
  artworkIds: idListSchema.optional(),
})
export type CollectionUpdate = z.infer<typeof collectionUpdateSchema>
export const adminCollectionsSchema = z.strictObject({
  page: pageSchema,
  fetchAll: z.boolean().optional(),
  /** The member area's tabs (DECISIONS 4): absent means all. */
  status: z.enum(['published', 'unpublished']).optional(),
})
/** The member's own artworks, one page, optionally one tab (DECISIONS 4). */
export const adminArtworksSchema = z.strictObject({
  page: pageSchema,
  status: z.enum(['published', 'unpublished']).optional(),
})
export const educationEntrySchema = z.strictObject({
  institution: text(),
  title: text(),
  yearStart: yearSchema,
  yearEnd: yearSchema,
})
export const awardEntrySchema = z.strictObject({ title: text(), awardedBy: text(), year: yearSchema })
export const publicationEntrySchema = z.strictObject({ title: text(), type: text(LIMITS.maxShortTextLength), year: yearSchema })
export const exhibitionEntrySchema = z.strictObject({
  institution: text(),
  title: text(),
  type: z.enum(['Solo', 'Group']),
  year: yearSchema,
})
export const workshopEntrySchema = z.strictObject({ title: text(), institution: text(), year: yearSchema })
export const addressSchema = z.strictObject({
  billingName: text(),
  email: z.string().trim().min(1).max(LIMITS.maxEmailLength),
  phone: z.string().trim().min(1).max(LIMITS.maxPhoneLength),
  line1: text(),
  line2: optionalText(),
  city: text(LIMITS.maxShortTextLength),
  state: text(LIMITS.maxShortTextLength),
  pincode: text(LIMITS.maxPincodeLength),
  country: text(LIMITS.maxShortTextLength),
})
export type Address = z.infer<typeof addressSchema>
const socialSchema = z
  .string()
  .trim()
  .max(LIMITS.maxTextLength)
  .regex(/^(https?:\/\/\S+|@?[A-Za-z0-9_.]{1,60})$/, MESSAGES.social)
export const profileUpdateSchema = z.strictObject({
  fullName: text().optional(),
  email: emailSchema.optional(),
  phone: phoneSchema.optional().or(z.literal('')),
  bio: optionalText(LIMITS.maxBioLength),
  instagram: socialSchema.optional().or(z.literal('')),
  x: socialSchema.optional().or(z.literal('')),
  linkedin: socialSchema.optional().or(z.literal('')),
  education: z.array(educationEntrySchema).length(1).optional(),
  exhibitions: z.array(exhibitionEntrySchema).length(1).optional(),
  publications: z.array(publicationEntrySchema).length(1).optional(),
  awards: z.array(awardEntrySchema).length(1).optional(),
  workshops: z.array(workshopEntrySchema).length(1).optional(),
  addresses: z.array(addressSchema).length(1).optional(),
  quizPreferences: quizPreferencesSchema.optional(),
})
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>

/** One entry of a profile list, as its add modal and edit form send it (PUT /api/admin/profile/:section/:entryId). */
export const PROFILE_ENTRY_SCHEMAS = {
  education: educationEntrySchema,
  awards: awardEntrySchema,
  publications: publicationEntrySchema,
  exhibitions: exhibitionEntrySchema,
  workshops: workshopEntrySchema,
  addresses: addressSchema,
} as const satisfies Record<ProfileSection, z.ZodType>
export const profileSectionSchema = z.enum(PROFILE_SECTIONS)
/** The id of a row of a profile list (Payload gives each one). */
export const entryIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
export const defaultAddressSchema = z.strictObject({ addressId: entryIdSchema })

/** Enquiries about the member's works (`received`) or that they sent (`sent`), optionally one state. */
export const adminEnquiriesSchema = z.strictObject({
  page: pageSchema,
  box: z.enum(['received', 'sent']).default('received'),
  status: z.enum(['new', 'read', 'answered']).optional(),
})
/** What the artist of an enquiry may mark it (staff use the back office for the rest). */
export const enquiryStatusSchema = z.strictObject({ status: z.enum(ENQUIRY_ARTIST_STATUSES) })

export const orderStatusSchema = z.enum(ORDER_STATUSES)

// ---------- checkout and orders ----------
const cartIds = z.array(idSchema).max(CHECKOUT.maxItems, CHECKOUT_MESSAGES.tooManyItems).default([])
/** Razorpay's ids: a prefix and letters or digits (they go into provider URLs). */
const providerId = (prefix: 'order' | 'pay') =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`), `Expected a ${prefix}_… id`)
const signatureSchema = z.string().trim().min(1).max(200)
/** The cart drawer's lines; an empty cart is an empty answer. */
export const cartSchema = z.strictObject({ artworkIds: cartIds })
/**
 * rp-create-order. `amount` is what the browser shows, in rupees: only compared with the server's
 * price (DECISIONS 11). `addressId` is one of the buyer's saved addresses.
 */
export const createCheckoutSchema = z
  .strictObject({
    artworkIds: cartIds,
    amount: z.number().finite().min(0).max(1e12).optional(),
    addressId: z.string().trim().min(1).max(64).optional(),
  })
  .refine((v) => v.artworkIds.length > 0, { message: CHECKOUT_MESSAGES.emptyCart })
export const verifyPaymentSchema = z.strictObject({
  razorpay_order_id: providerId('order'),
  razorpay_payment_id: providerId('pay'),
  razorpay_signature: signatureSchema,
})
/**
 * create-order (/api/docs, cms/api/openapi/): the outcome the browser saw. The order's own fields (items, address,
 * totalAmount, …) may come along and are ignored (the server holds the order).
 */
export const recordPaymentSchema = z
  .strictObject({
    razorpay_order_id: providerId('order'),
    paymentStatus: z.enum(['failed', 'success']),
    failureReason: z.string().trim().max(500).optional(),
    razorpay_payment_id: providerId('pay').optional(),
    razorpay_signature: signatureSchema.optional(),
    _id: z.unknown().optional(),
    createdAt: z.unknown().optional(),
    items: z.unknown().optional(),
    address: z.unknown().optional(),
    totalAmount: z.unknown().optional(),
    user: z.unknown().optional(),
    orderStatus: z.unknown().optional(),
    status: z.unknown().optional(),
  })
  .refine((v) => v.paymentStatus === 'failed' || (v.razorpay_payment_id && v.razorpay_signature), {
    message: PAYMENT_MESSAGES.signatureNeeded,
  })
export const cancelOrderSchema = z.strictObject({ orderId: idSchema, reason: z.string().trim().max(500).optional() })
/** The payment simulator's dialog (only without Razorpay keys). */
export const simulatorPaySchema = z.strictObject({
  razorpay_order_id: providerId('order'),
  outcome: z.enum(['success', 'failure']),
  description: z.string().trim().max(200).optional(),
})

/** First issue's message, for `{ error }` bodies and form messages. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return MESSAGES.invalid
  const path = issue.path.join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}
