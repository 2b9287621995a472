/**
 * One entry of the API's route registry (cms/api/openapi/routes/): what the OpenAPI document and
 * the /api/docs page say about a route. tests/int/openapi.int.spec.ts keeps the registry and the
 * routes apiRouter mounts equal.
 */
import type { z } from 'zod'
import type { NAMED_RESPONSE_SCHEMAS } from '../../../shared/api-schemas'

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** Who may call a route: the document's security and the page's "Who" say it. */
export type Caller = 'anyone' | 'member' | 'seller' | 'staff' | 'signed (webhook)' | 'simulator'

/** A response schema: a zod schema, or the name of one of shared/api-schemas' named schemas. */
export type ResponseSchema = z.ZodType | keyof typeof NAMED_RESPONSE_SCHEMAS

export type RouteDoc = {
  method: Method
  /** Express form: '/api/public/artwork/:id'. */
  path: string
  tag: Tag
  summary: string
  description?: string
  caller: Caller
  /** Open routes that read an optional bearer token (hasLiked, one's own unpublished rows). */
  optionalAuth?: boolean
  /** The JSON body the handler parses; several when the handler picks one by the fields sent. */
  body?: z.ZodType | z.ZodType[]
  /** Multipart: the body's fields come as form fields, with these files. */
  multipart?: { files: { name: string; maxCount: number; description: string }[]; jsonToo: boolean }
  /** A body the handler reads raw (the webhook): described, not parsed by a zod schema. */
  rawBody?: { contentType: string; schema: z.ZodType; description: string }
  query?: z.ZodType
  params?: z.ZodType
  /** Request headers the route reads. */
  headers?: { name: string; required: boolean; description: string }[]
  success: { status: number; description: string; schema?: ResponseSchema; contentType?: string }
  errors: { status: number; description: string }[]
}

export const TAGS = {
  Auth: 'Sign-in, sign-up, e-mail verification, tokens and passwords. The Authorization header is ignored here.',
  Public: 'The catalogue, people, collections, exhibitions and the learning hub: no sign-in needed.',
  User: "The signed-in member's profile, likes, enquiries and search; the contact form.",
  Checkout: 'The cart, opening a checkout, verifying a payment, cancelling an order.',
  Payments: "Razorpay's webhook and the payment simulator.",
  'Member area': "The member's own works, collections, profile, orders, sales, likes and enquiries (/api/admin).",
  Reference: 'This reference: the OpenAPI document and its readable page.',
} as const
export type Tag = keyof typeof TAGS

/** The error answers most routes share. */
export const E = {
  invalid: { status: 400, description: 'Bad input: `error` names the first problem, `details` list every field at fault.' },
  unauthorized: {
    status: 401,
    description:
      'Not signed in (`Please log in to continue.`) or the session expired (`Your session has expired. Please log in again.`): refresh the access token once, then retry.',
  },
  sellersOnly: {
    status: 403,
    description: '`Artworks and collections are for artists, galleries, collectors and researchers.` (an explorer).',
  },
  notJson: { status: 415, description: 'A body that is not JSON (`Content-Type: application/json`).' },
  bodyTooLarge: { status: 413, description: 'The body is over 100 kB.' },
  rateLimited: (what: string) => ({
    status: 429,
    description: `Rate limited (${what}); \`Retry-After\` says in how many seconds to try again.`,
  }),
  imageTooLarge: { status: 413, description: '`Images must be 5 MB or smaller.`' },
  notAnImage: { status: 415, description: '`Only image files can be uploaded (JPEG, PNG, WebP, AVIF or GIF).`' },
  notStored: {
    status: 507,
    description:
      '`Your images could not be stored just now. Nothing was saved; please try again later.` (the server cannot write the upload).',
  },
} as const

/** Every JSON route's body errors: bad input, not JSON, too large. */
export const jsonBodyErrors = [E.invalid, E.notJson, E.bodyTooLarge]
