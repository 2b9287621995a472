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
  ADDRESS_COUNTRIES,
  type AddressCountry,
} from './constants'
import { isDay } from './exhibitionDates'
import { returnDaysSchema, workReturnDaysSchema } from './returnPolicySchemas'
import { ADDRESS_MESSAGES, EXHIBITION_MESSAGES, MESSAGES, REPRESENTATION_MESSAGES } from './messages'
import { CERTIFICATE_MESSAGES, normaliseCertificateNumber } from './certificates'

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
export const decimal = z
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
  /**
   * Load More: the `next` of the page before, instead of `page` (the listing goes on from where that
   * page ended, however deep; a cursor belongs to the filters and sort it was given with).
   */
  after: z
    .string()
    .min(1)
    .max(400)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be the next of the page before')
    .optional(),
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
  /** INR; left out with `priceOnRequest` (the shop then says "Price on request" and buyers enquire). */
  price: decimal.optional(),
  priceOnRequest: yesNo.optional(),
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
  /** The work's own return policy where it differs from the seller's ('' = the seller's: null). */
  returnDays: workReturnDaysSchema.optional(),
  /** Buyers may make an offer (issue 21, part 3). */
  acceptOffers: yesNo.optional(),
  /** The least the seller takes, in rupees: an offer below it is declined at once; '' = no floor. Never shown to buyers. */
  offerFloor: decimal
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
}
const limitedNeedsSize = (v: { editionKind?: string; editionSize?: number }) => v.editionKind !== 'limited' || v.editionSize !== undefined
export const artworkFormSchema = z
  .strictObject({
    ...artworkFields,
    status: artworkFields.status.default('published'),
    available: artworkFields.available.default(true),
  })
  .refine(limitedNeedsSize, { message: MESSAGES.editionSize, path: ['editionSize'] })
  .refine((v) => v.priceOnRequest === true || v.price !== undefined, { message: MESSAGES.required, path: ['price'] })
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
// ---------- addresses ----------
/** Which postcode rule an address follows: its country's own, or a generic one. */
export type PostalRule = 'pin' | 'zip' | 'ukPostcode' | 'postcode'
const POSTAL_RULES: Partial<Record<AddressCountry, PostalRule>> = { India: 'pin', 'United States': 'zip', 'United Kingdom': 'ukPostcode' }
export const postalRuleOf = (country: string): PostalRule => POSTAL_RULES[country as AddressCountry] ?? 'postcode'
const isAddressCountry = (country: unknown): country is AddressCountry =>
  typeof country === 'string' && (ADDRESS_COUNTRIES as readonly string[]).includes(country)

/** An Indian mobile, with the +91, 91 or 0 people put before it: the 10 digits are group 1. */
const INDIAN_MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/
/**
 * A phone number as typed, in the one form it is stored in: an Indian address's mobile as its 10
 * digits, any other country's number as + and its 8 to 15 digits (spaces and dashes dropped).
 * null when it is not one.
 */
export function normalisePhone(country: string, typed: string): string | null {
  const compact = typed.trim().replace(/[\s-]+/g, '')
  if (postalRuleOf(country) === 'pin') return INDIAN_MOBILE.exec(compact)?.[1] ?? null
  return /^\+\d{8,15}$/.test(compact) ? compact : null
}

/**
 * A postcode as typed, in the form it is stored in (upper case, the country's own spacing): an
 * Indian PIN (6 digits, the first 1-9), a US ZIP (5 digits or ZIP+4), a UK postcode, or elsewhere 3
 * to 10 letters and digits with spaces or dashes between. null when it is not one.
 */
export function normalisePostcode(country: string, typed: string): string | null {
  const upper = typed.trim().replace(/\s+/g, ' ').toUpperCase()
  switch (postalRuleOf(country)) {
    case 'pin': {
      // "560 025" is how some people write a PIN.
      const digits = upper.replace(/ /g, '')
      return /^[1-9]\d{5}$/.test(digits) ? digits : null
    }
    case 'zip': {
      const zip = /^(\d{5})(?:[ -]?(\d{4}))?$/.exec(upper)
      return zip ? (zip[2] ? `${zip[1]}-${zip[2]}` : zip[1]!) : null
    }
    case 'ukPostcode': {
      // Outward code (area, district) and inward code (sector, unit), one space between.
      const uk = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/.exec(upper)
      return uk ? `${uk[1]} ${uk[2]}` : null
    }
    case 'postcode':
      return /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/.test(upper) ? upper : null
  }
}

const PHONE_MESSAGE = (country: AddressCountry) =>
  postalRuleOf(country) === 'pin' ? ADDRESS_MESSAGES.phoneIndia : ADDRESS_MESSAGES.phoneInternational
const POSTCODE_MESSAGE: Record<PostalRule, string> = {
  pin: ADDRESS_MESSAGES.pin,
  zip: ADDRESS_MESSAGES.zip,
  ukPostcode: ADDRESS_MESSAGES.ukPostcode,
  postcode: ADDRESS_MESSAGES.postcode,
}

const addressShape = {
  billingName: text(),
  email: emailSchema,
  // Judged with the country below; an empty one gets the same message, which says what to enter.
  phone: z.string(),
  line1: text(),
  line2: optionalText(),
  city: text(LIMITS.maxShortTextLength),
  state: text(LIMITS.maxShortTextLength),
  pincode: z.string(),
  country: z.enum(ADDRESS_COUNTRIES, ADDRESS_MESSAGES.country),
}
/** The fields of an address, the same in every copy of one (the profile's rows, an order's contact and address). */
export const ADDRESS_FIELDS = Object.keys(addressShape) as (keyof typeof addressShape)[]

/**
 * A saved address (the address book, checkout's billing details): the phone and postcode follow
 * the rules of the address's country, and come out normalised (normalisePhone, normalisePostcode).
 * The server's routes, the Users collection's field (every door, /cms too) and the form use it.
 */
export const addressSchema = z
  .strictObject(addressShape)
  // Runs when another field is wrong too, so the form shows every problem at once.
  .superRefine((a, ctx) => {
    if (!isAddressCountry(a.country)) return // its own issue names it
    if (typeof a.phone === 'string' && normalisePhone(a.country, a.phone) === null)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_MESSAGE(a.country) })
    if (typeof a.pincode === 'string' && normalisePostcode(a.country, a.pincode) === null)
      ctx.addIssue({ code: 'custom', path: ['pincode'], message: POSTCODE_MESSAGE[postalRuleOf(a.country)] })
  })
  // The stored form. An overwrite keeps the schema an object (its shape is read by /api/docs);
  // it also runs after a failed check, whose result nobody gets, hence the guards.
  .overwrite((a) =>
    typeof a.phone === 'string' && typeof a.pincode === 'string' && isAddressCountry(a.country)
      ? { ...a, phone: normalisePhone(a.country, a.phone) ?? a.phone, pincode: normalisePostcode(a.country, a.pincode) ?? a.pincode }
      : a,
  )
export type Address = z.infer<typeof addressSchema>

/** A stored address row (Payload's: with its id, default mark and nulls for empty fields) as addressSchema reads it. */
export function addressInput(row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(ADDRESS_FIELDS.filter((k) => row[k] !== null && row[k] !== undefined).map((k) => [k, row[k]]))
}
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
  /** The seller's return policy (shared/returnPolicy.ts): artists and galleries only. */
  returnDays: returnDaysSchema.optional(),
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
/** PUT /api/user/saved-cart: the member's whole cart, kept on the server (collections/Carts.ts); ids once each. */
export const savedCartSchema = z.strictObject({
  artworkIds: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{1,24}$/, 'Expected an artwork id'),
    )
    .max(CHECKOUT.maxItems, CHECKOUT_MESSAGES.tooManyItems)
    .transform((ids) => [...new Set(ids)]),
})
/**
 * rp-create-order. `amount` is what the browser shows, in rupees: only compared with the server's
 * price (DECISIONS 11). `addressId` is one of the buyer's saved addresses.
 */
export const createCheckoutSchema = z
  .strictObject({
    artworkIds: cartIds,
    amount: z.number().finite().min(0).max(1e12).optional(),
    addressId: z.string().trim().min(1).max(64).optional(),
    /** The buyer's name (the chosen address's, else the account's) printed on the certificates of authenticity. */
    nameOnCertificate: z.boolean().optional(),
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

/** POST /api/admin/represented (JSON, or multipart with a photo): an artist on Kala by id, or one who is not on Kala by name. */
export const representedAddSchema = z
  .strictObject({
    artistId: idSchema.optional(),
    name: optionalText(),
    bio: optionalText(LIMITS.maxBioLength),
  })
  .refine((v) => Boolean(v.artistId) !== Boolean(v.name), { message: REPRESENTATION_MESSAGES.nameOrArtist, path: ['name'] })
/** The gallery's form for an artist who is not on Kala (the photo travels beside it). */
export const representedArtistSchema = z.strictObject({
  name: text(),
  bio: optionalText(LIMITS.maxBioLength),
})
/** PUT /api/admin/represented/:id: the name (an artist not on Kala), bio and photo the gallery wrote. */
export const representedUpdateSchema = z.strictObject({
  name: optionalText(),
  bio: optionalText(LIMITS.maxBioLength),
})
/** PUT /api/admin/represented-order: the gallery's whole list, in the order it wants it. */
export const representedOrderSchema = z.strictObject({ ids: z.array(idSchema).min(1).max(500) })
/** PUT /api/admin/represented-by/:id: the artist's answer to a gallery's request. */
export const representationAnswerSchema = z.strictObject({ status: z.enum(['accepted', 'declined']) })

// ---------- a gallery's exhibitions (/api/admin/exhibitions, the member area's form) ----------
/** A day the form's date input gives (YYYY-MM-DD); the server stores it as India's day (shared/exhibitionDates.ts). */
const exhibitionDay = (message: string) => z.string(message).trim().refine(isDay, message)
/**
 * The works an exhibition shows: a JSON array, multipart's repeated fields, or one value holding
 * them comma-separated or as a JSON array ('' or '[]' is none). A value that starts like a JSON
 * array but is not one is bad input (null fails the list's type).
 */
const exhibitionWorksSchema = z.preprocess((v) => {
  if (typeof v !== 'string' || !v.trim().startsWith('[')) return v
  try {
    return JSON.parse(v) as unknown
  } catch {
    return null
  }
}, idListSchema)
const exhibitionFields = {
  name: z.string(EXHIBITION_MESSAGES.name).trim().min(1, EXHIBITION_MESSAGES.name).max(LIMITS.maxTextLength),
  startDate: exhibitionDay(EXHIBITION_MESSAGES.startDate),
  endDate: exhibitionDay(EXHIBITION_MESSAGES.endDate),
  venue: optionalText(),
  city: optionalText(LIMITS.maxShortTextLength),
  description: optionalText(LIMITS.maxLongTextLength),
  /** Ids of the gallery's own works (collections/Exhibitions.ts refuses anyone else's). */
  artworks: exhibitionWorksSchema.optional(),
  published: yesNo.optional(),
}
/** YYYY-MM-DD days compare as strings. */
const closesAfterOpening = (v: { startDate?: string; endDate?: string }) => !v.startDate || !v.endDate || v.endDate >= v.startDate
const endBeforeStart = { message: EXHIBITION_MESSAGES.endBeforeStart, path: ['endDate'] }
/** POST /api/admin/add-exhibition (JSON, or multipart with a `coverImage`) and the member area's form. A new exhibition is a draft unless `published`. */
export const exhibitionFormSchema = z
  .strictObject({ ...exhibitionFields, published: yesNo.default(false) })
  .refine(closesAfterOpening, endBeforeStart)
export type ExhibitionFormInput = z.input<typeof exhibitionFormSchema>
export type ExhibitionForm = z.output<typeof exhibitionFormSchema>
/**
 * PUT /api/admin/update-exhibition (JSON, or multipart with a new `coverImage`): `id` and the
 * fields that change (absent: kept; '' empties venue, city or description; `artworks` is the
 * complete list; `removeCover` drops the cover). When one date is sent, the collection checks it
 * against the stored other.
 */
export const exhibitionUpdateSchema = z
  .strictObject({
    id: idSchema,
    ...exhibitionFields,
    /** true: the exhibition keeps no cover (ignored when a new one is sent). */
    removeCover: yesNo.optional(),
  })
  .partial({ name: true, startDate: true, endDate: true })
  .refine(closesAfterOpening, endBeforeStart)
export type ExhibitionUpdate = z.output<typeof exhibitionUpdateSchema>

/** The verify page's form: a certificate number as typed (any case, spaces forgiven), in its stored form. */
export const verifyNumberSchema = z.object({
  number: z
    .string()
    .trim()
    .max(64, CERTIFICATE_MESSAGES.verifyMalformed)
    .transform((raw, ctx) => {
      const number = normaliseCertificateNumber(raw)
      if (!number) ctx.addIssue({ code: 'custom', message: CERTIFICATE_MESSAGES.verifyMalformed })
      return number ?? raw
    }),
})
