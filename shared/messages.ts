/**
 * Every sentence Kala's forms and API say to a user, in one browser-safe module: the forms and the
 * shared schemas show them, the collections and the server's routes answer with them. The texts
 * kept from the earlier front end (docs/decisions.md) are exact; sentences that name a limit are
 * built from it.
 */
import { ACCOUNT_TOKENS, LIMITS, LOGIN_LOCK, RATE_LIMITS } from './constants'
import { MAX_JSON_DEPTH } from './inputSafety'

const imageMegabytes = LIMITS.maxImageBytes / (1024 * 1024)
/** '15 minutes', 'an hour'. */
const period = (minutes: number) => (minutes === 60 ? 'an hour' : `${minutes} minutes`)

/** Form validation, shown by the storefront's forms and sent by the server for the same input. */
export const MESSAGES = {
  login: 'Incorrect email or password',
  signup: 'Invalid form. Please fill all the fields',
  atLeastOneImage: 'Please upload at least one image.',
  maxImages: `Maximum ${LIMITS.maxImagesPerArtwork} images allowed.`,
  imagesBetween: `Upload between 1 and ${LIMITS.maxImagesPerArtwork} images.`,
  uploadImage: 'Please upload an image.',
  passwordsDiffer: 'Passwords do not match',
  currentPassword: 'Enter your current password',
  phone: `Phone must be exactly ${LIMITS.phoneDigits} digits`,
  year: `Year must be exactly ${LIMITS.yearChars} characters`,
  email: 'Enter a valid e-mail address',
  username: 'Username may use letters, digits, dot, dash and underscore',
  password: `Password must be at least ${LIMITS.passwordMinLength} characters`,
  required: 'This field is required',
  nonNegative: 'Enter a non-negative number',
  editionSize: 'A limited edition needs its size (2 or more)',
  editionSizeRange: 'Edition size must be a whole number from 2 to 100000',
  editionNumber: 'The impression number is a whole number from 1 to the edition size',
  social: 'Enter a URL or a handle',
  invalid: 'Invalid input.',
} as const

/** The storefront API's answers that are not about one route: auth, malformed requests, failures. */
export const HTTP_MESSAGES = {
  unauthorized: 'Please log in to continue.',
  forbidden: 'You are not allowed to do that.',
  notFound: 'Not found.',
  noRoute: 'No such API route.',
  serverError: 'Something went wrong. Please try again.',
  badRequest: 'Bad request.',
  invalidJson: 'The request body is not valid JSON.',
  notJsonObject: 'The request body must be a JSON object.',
  notJson: 'Send the request body as JSON (Content-Type: application/json).',
  bodyTooLarge: 'The request body is too large.',
  unsupportedEncoding: 'Unsupported request encoding.',
  /** A path with dot segments, encoded or doubled slashes or backslashes (cms/canonicalRequest.ts). */
  nonCanonicalPath: 'This address is not in its plain form: remove dot segments, doubled or encoded slashes and backslashes.',
  /** A parameter or body key that would write to an object's prototype (shared/inputSafety.ts). */
  prototypeKey: 'A parameter or field may not be named __proto__, constructor or prototype.',
  jsonTooDeep: `The request body nests too deeply (at most ${MAX_JSON_DEPTH} levels).`,
  /** The database cannot be reached (stopped, restarting, unreachable): 503 with Retry-After, never a hang or a 500. */
  unavailable: 'Kala cannot reach its database just now. Please try again in a minute.',
} as const

/** Payload's REST and GraphQL API at /cms/api: the back office's door (access/backOfficeApi.ts). */
export const BACK_OFFICE_MESSAGES = {
  staffOnly: 'The back office API is for staff. Members use the storefront.',
  signIn: 'Please log in to the back office to continue.',
  notFound: 'Not Found',
  badQuery: (name: string, min: number) => `${name} must be a whole number of ${min} or more.`,
  overCap: (name: string, max: number) => `${name} may be at most ${max}.`,
  badPagination: 'pagination must be true or false.',
  paginationStaffOnly: 'Only staff may list without pages (pagination=false).',
  nul: 'A request may not contain a NUL character.',
  badWhere: 'where must be a query: field names with their operators, joined by and / or.',
  badOperator: (operator: string) => `"${operator}" is not a query operator here.`,
  badValue: (field: string) => `The value compared with ${field} is not of its kind.`,
} as const

/** Sign-in, sign-up and sessions (/auth/*). */
export const AUTH_MESSAGES = {
  unverified: 'Please verify your e-mail before logging in. We sent you a link when you signed up.',
  locked: `Too many failed login attempts. Please try again in ${period(LOGIN_LOCK.minutes)}.`,
  signedUp: 'Your account is ready. We have sent a verification link to your e-mail.',
  usernameTaken: 'This username is already taken. Please choose another.',
  emailTaken: 'An account with this e-mail already exists. Please log in instead.',
  verified: 'Your e-mail is verified. You can log in now.',
  badVerification: 'This verification code is not valid for that e-mail. Ask for a new one.',
  resent: 'If an account with that e-mail is waiting for verification, we have sent it a new link.',
  sessionEnded: 'Your session has expired. Please log in again.',
  loggedOut: 'You are logged out.',
  staffRole: 'Only an admin can grant a staff role.',
} as const

/** Over a rate limit (429), one sentence per limited form. */
export const RATE_LIMIT_MESSAGES = {
  login: `Too many login attempts. Please try again in ${period(RATE_LIMITS.login.minutes)}.`,
  signup: `Too many sign-ups from this network. Please try again in ${period(RATE_LIMITS.signup.minutes)}.`,
  signupAccount: `Too many sign-up attempts for this e-mail or username. Please try again in ${period(RATE_LIMITS.signupAccount.minutes)}.`,
  resend: `Too many requests for a verification e-mail. Please try again in ${period(RATE_LIMITS.resend.minutes)}.`,
  contact: `You have sent several messages already. Please try again in ${period(RATE_LIMITS.contact.minutes)}.`,
  enquiry: `You have sent several enquiries already. Please try again in ${period(RATE_LIMITS.enquiry.minutes)}.`,
  message: `You have sent many messages in a short time. Please try again in ${period(RATE_LIMITS.message.minutes)}.`,
  checkout: `You have opened many checkouts. Please try again in ${period(RATE_LIMITS.checkout.minutes)}.`,
  view: `Too many requests. Please try again in ${period(RATE_LIMITS.view.minutes)}.`,
  forgotPassword: `Too many password reset requests. Please try again in ${period(RATE_LIMITS.forgotPassword.minutes)}.`,
  accountToken: `Too many attempts with this link. Please try again in ${period(RATE_LIMITS.accountToken.minutes)}.`,
  changePassword: `Too many wrong passwords. Please try again in ${period(RATE_LIMITS.changePassword.minutes)}.`,
  cmsLogin: `Too many login attempts. Please try again in ${period(RATE_LIMITS.cmsLogin.minutes)}.`,
  payoutAccount: `You have changed your payout details several times. Please try again in ${period(RATE_LIMITS.payoutAccount.minutes)}.`,
  verify: `You have checked many certificates in a short time. Please try again in ${period(RATE_LIMITS.verify.minutes)}.`,
} as const

/** Password reset, password change and e-mail change (/auth/forgot-password and the rest: issue 10). */
export const ACCOUNT_MESSAGES = {
  resetSent: 'If an account uses that e-mail, we have sent it a link to choose a new password. Please check your inbox.',
  passwordReset: 'Your password has been changed. Please log in with your new password.',
  badResetLink: `This password reset link is not valid or has expired (links work for ${period(ACCOUNT_TOKENS.resetPasswordMinutes)}, once). Please ask for a new one.`,
  wrongPassword: 'Your current password is not correct.',
  samePassword: 'Choose a new password that differs from your current one.',
  passwordOnlyWithCurrent: 'Change your password in your profile, with your current one, or ask for a reset link by e-mail.',
  passwordChanged: 'Your password has been changed. You have been signed out everywhere else.',
  emailPending: (email: string) =>
    `We have sent a confirmation link to ${email}. Your e-mail address changes once you open it; until then we keep using the current one.`,
  emailConfirmed: 'Your new e-mail address is confirmed. Please use it to log in from now on.',
  emailVerified: 'Your e-mail address is verified. Log in to start.',
  badEmailLink: 'This confirmation link is not valid or has expired. Please change your e-mail again in your profile.',
  emailTaken: 'Another account has started using this e-mail address meanwhile. Please choose another one in your profile.',
} as const

/** Images, wherever they are uploaded (the member area's forms, the back office, the Local API). */
export const UPLOAD_MESSAGES = {
  tooLarge: `Images must be ${imageMegabytes} MB or smaller.`,
  notImage: 'Only image files can be uploaded (JPEG, PNG, WebP, AVIF or GIF).',
  tooManyPixels: `Images must be at most ${LIMITS.maxImagePixels / 1_000_000} megapixels (every frame of an animation counts).`,
  malformed: 'The upload could not be read. Please try again.',
  malformedOrTooLarge: 'The upload is malformed or too large.',
  unexpectedField: 'Unexpected file field.',
  /** The server could not write the file (a full disk, a read-only volume): 507, nothing is stored. */
  notStored: 'Your images could not be stored just now. Nothing was saved; please try again later.',
} as const

/** The member's own artworks and collections (/api/admin). */
export const ARTWORK_MESSAGES = {
  notFound: 'This artwork does not exist or is not yours.',
  collectionNotFound: 'This collection does not exist or is not yours.',
  sold: 'A sold artwork cannot be deleted.',
  soldPrice: 'This artwork is sold: its price stays what the buyer paid.',
  reservedPrice: 'A buyer is paying for this artwork right now: its price cannot change while it is on hold.',
  inOrder: 'This artwork is part of an order and cannot be deleted. Unpublish it instead.',
  hasEnquiries: 'This artwork has enquiries and cannot be deleted. Unpublish it instead.',
  added: 'Artwork added.',
  updated: 'Artwork updated.',
  deleted: 'Artwork deleted.',
  collectionAdded: 'Collection added.',
  collectionUpdated: 'Collection updated.',
  collectionDeleted: 'Collection deleted.',
  notYourWorks: 'Some of these artworks do not exist or are not yours.',
  collectionNothing: 'Nothing to update. Send at least one field of the collection.',
  sellersOnly: 'Artworks and collections are for artists, galleries, collectors and researchers.',
  rejectionReason: 'Give the seller a reason when rejecting a work.',
} as const

/** Staff's choices for the home page (globals/HomeCuration.ts). */
export const CURATION_MESSAGES = {
  soldArtworkOfTheDay: 'A sold work cannot be the artwork of the day: choose one that is for sale.',
  hiddenArtworkOfTheDay: 'The artwork of the day must be published and approved, so that visitors can see it.',
} as const

/** A listing's staff review as its seller sees it in the member area (shared/constants REVIEW_STATES). */
export const REVIEW_MESSAGES = {
  pending: 'Awaiting review',
  rejected: (reason: string | null | undefined) => (reason ? `Rejected: ${reason}` : 'Rejected'),
  pendingHint: "Staff check a new seller's works before they are shown in the shop.",
  rejectedHint: 'Saving your changes sends the work back to staff for review.',
} as const

/** The member's profile (/api/admin/update-profile). */
export const PROFILE_MESSAGES = {
  nothing: 'Nothing to update. Send at least one profile field.',
  signatureArtistsOnly: 'Only artists add a signature: it is printed on the certificates of their works.',
  signatureSaved: 'Your signature is saved. It will be printed on the certificates of your works sold from now on.',
  emailTaken: 'An account with this e-mail already exists.',
  tooMany: `A profile section holds at most ${LIMITS.maxProfileEntries} entries.`,
  entryNotFound: 'This entry does not exist.',
  addressNotFound: 'This address does not exist.',
  cvArtistsOnly: 'The CV sections (education, awards, press, exhibitions, workshops) are for artists.',
} as const

/**
 * A postal address (the member area's address book, checkout's billing details, /cms): what each
 * field must hold, by the address's country (addressSchema in shared/schemas.ts).
 */
export const ADDRESS_MESSAGES = {
  phoneIndia: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (a +91 or 0 before it is fine).',
  phoneInternational: 'Enter the phone number with its country code: a + and 8 to 15 digits, e.g. +44 20 7946 0958.',
  pin: 'Enter the 6-digit PIN code, e.g. 560025 (it does not start with 0).',
  zip: 'Enter the 5-digit ZIP code, or ZIP+4 such as 94105-1234.',
  ukPostcode: 'Enter the postcode, e.g. SW1A 1AA.',
  postcode: 'Enter the postal code: 3 to 10 letters or digits (spaces and dashes allowed).',
  country: 'Please choose a country from the list.',
  /** A write of the address book that breaks a rule (/cms and its REST API): which address, and what. */
  row: (position: number, problem: string) => `Address ${position}: ${problem}`,
} as const

/** Price enquiries in the member area (/api/admin/enquiries, /api/admin/enquiry/:id). */
export const ENQUIRY_MESSAGES = {
  notFound: 'This enquiry does not exist or is not about your work.',
} as const

/**
 * The rules every relation a member sets must keep, whichever door the write comes through
 * (hooks/ownRelations.ts).
 */
export const OWNERSHIP_MESSAGES = {
  collection: 'This collection does not exist or is not yours.',
  media: 'This image does not exist or is not yours.',
  gallery: 'This gallery does not exist or is not yours.',
  artworks: 'One of these artworks does not exist or is not available.',
  ownArtworks: "One of these artworks does not exist or is not one of your gallery's works.",
  collectionOfOwner: "An artwork can only be put into a collection of the artwork's owner.",
} as const

/** A gallery's exhibitions (collections/Exhibitions.ts and /admin/exhibitions). */
export const EXHIBITION_MESSAGES = {
  name: 'Please enter the title of the exhibition.',
  startDate: 'Please choose the opening date.',
  endDate: 'Please choose the closing date.',
  endBeforeStart: 'The exhibition cannot close before it opens.',
  notFound: 'No such exhibition among yours.',
  saved: 'Exhibition saved.',
  deleted: 'Exhibition deleted.',
  galleryOnly: 'Exhibitions are for galleries.',
  /** The member area form's hint beside the Published checkbox. */
  publishedHint: 'Visitors see it on your gallery page once published.',
} as const

/** A gallery's represented artists and an artist's answer (collections/Representations.ts). */
export const REPRESENTATION_MESSAGES = {
  nameOrArtist: 'Choose an artist on Kala, or enter the name of an artist who is not on Kala.',
  notAnArtist: 'Only an artist on Kala can be represented.',
  already: 'This artist is already on your list.',
  onlyArtistAnswers: 'Only the artist can accept or decline a request.',
  onlyGalleryEdits: 'Only the gallery can change its list.',
  artistFixed: 'The artist of a request cannot be changed: remove it and add another.',
  notFound: 'No such artist on your list.',
  notRepresented: 'A gallery names an artist on Kala only once they have accepted its request (Artists in your member area).',
  requested: (name: string) => `Request sent to ${name}. They appear on your page once they accept.`,
  added: (name: string) => `${name} added to your artists.`,
  accepted: (gallery: string) => `You are now shown as represented by ${gallery}.`,
  declined: (gallery: string) => `You declined ${gallery}'s request.`,
  galleryOnly: 'Represented artists are for galleries.',
  artistOnly: 'Requests from galleries are for artists.',
  onKala: 'An artist on Kala keeps their own name, bio and photo.',
  nothing: 'Nothing to change.',
  wholeList: 'Send every artist on your list once, in the new order.',
  removed: 'Artist removed from your list.',
  ended: 'You are no longer shown as represented by this gallery.',
  requestNotFound: 'No such request.',
} as const

/** Likes, enquiries and contact messages (/api/user). */
export const USER_MESSAGES = {
  enquirySent: 'Thank you for your enquiry. We will get back to you soon.',
  contactSent: 'Thank you for your contacting. We will get back to you soon.',
  wrongArtist: 'This artwork is not by that artist.',
  ownArtwork: 'You cannot send an enquiry about your own artwork.',
  noArtist: 'There is no artist with that username.',
  artworkNotFound: 'This artwork does not exist or is not available.',
} as const
