import type { Access, PayloadRequest } from 'payload'
import { isStaffUser } from './checkRole'

/**
 * Who may use Payload's own REST and GraphQL API at /cms/api (issue 10, "one set of rules for every
 * door"). The storefront never calls it: members act through /api and /auth, whose routes apply
 * the storefront's rules (rate limits, sign-in, ownership). So /cms/api is the back office's door,
 * for staff; everyone else may only reach the endpoints the back office's own sign-in screens call
 * before anyone is known to be staff.
 *
 * The rule is kept twice, on purpose (issue 16): by the door in front (cms/backOfficeDoor.ts, which
 * answers before Payload parses anything), and by every collection's and global's own access
 * functions (`staffOnlyThroughPayloadApi` below, applied by access/guardEveryCollection.ts), so a
 * request that reaches Payload's handlers by a path nobody expected is held to it all the same.

/** [method, path below /cms/api] pairs open to everyone: signing in and out, recovering a password. */
const OPEN_TO_EVERYONE: readonly (readonly [string, RegExp])[] = [
  ['POST', /^\/users\/login\/?$/],
  ['POST', /^\/users\/logout\/?$/],
  ['POST', /^\/users\/refresh-token\/?$/],
  ['POST', /^\/users\/forgot-password\/?$/],
  ['POST', /^\/users\/reset-password\/?$/],
  ['POST', /^\/users\/verify\/[^/]+\/?$/],
  // Payload allows it only while no user exists at all (the very first admin).
  ['POST', /^\/users\/first-register\/?$/],
  ['GET', /^\/users\/me\/?$/],
  ['GET', /^\/users\/init\/?$/],
  ['GET', /^\/access\/?$/],
]

/** True when a request that is not from staff may still pass the back office's door. */
export function openToEveryone(method: string, path: string): boolean {
  return OPEN_TO_EVERYONE.some(([m, pattern]) => m === method.toUpperCase() && pattern.test(path))
}

/**
 * Collections nobody reaches through REST, staff included: the migrations table is the deploy's
 * business, the rate limits' counters the server's own bookkeeping.
 */
export const CLOSED_TO_REST = ['payload-migrations', 'rate-limit-counters'] as const

/**
 * The words Payload uses as the second segment of a collection's REST path (`/users/me`,
 * `/artworks/count`, `/media/file/x.jpg`, …): anything else there is a document id.
 */
export const COLLECTION_SUBROUTES = new Set([
  'access',
  // The ledger's finance summary as CSV, and the settlement run on demand (collections/payoutEndpoints.ts).
  'finance',
  'settle',
  'count',
  'versions',
  'file',
  'paste-url',
  'me',
  'init',
  'login',
  'logout',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'verify',
  'unlock',
  'first-register',
  'preview',
])

/** True when the caller came through Payload's REST or GraphQL API, not through Kala's own code (the Local API). */
export const throughPayloadApi = (req: PayloadRequest): boolean => req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL'

/** What a member or visitor may still do through Payload's API: what the back office's sign-in screens need. */
type Kept = 'own account' | 'files'

/**
 * An access function that answers as `access` does for staff and for Kala's own code, and refuses
 * everyone else who comes through Payload's REST or GraphQL API. Kept for them: a member reads their
 * own account (the sign-in screen's `/users/me` and `/users/refresh-token` read it), and an image is
 * fetched through Payload's file endpoint (how /media is served from a bucket: cms/mediaFromStorage.ts).
 */
export function staffOnlyThroughPayloadApi(access: Access, keep?: Kept): Access {
  return (args) => {
    const { req } = args
    if (!throughPayloadApi(req) || isStaffUser(req.user)) return access(args)
    if (keep === 'own account') return req.user ? { id: { equals: req.user.id } } : false
    if (keep === 'files' && req.pathname?.startsWith(`${req.payload.config.routes.api}/media/file/`)) return access(args)
    return false
  }
}
