import type { Request, RequestHandler } from 'express'
import type { Payload } from 'payload'
import { executeAuthStrategies } from 'payload'
import type { User } from '../../../payload-types'
import { AUTH_MESSAGES } from '../../../shared/messages'
import { unauthorized } from './errors'

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in member, from the bearer access token (or the CMS cookie); null for visitors. */
    user?: User | null
    /** True when the request carried a bearer token that is bad, expired or revoked. */
    staleSession?: boolean
  }
}

/**
 * Resolves the caller through Payload's own auth strategies (so the same rules apply to the
 * storefront, the REST API and the CMS). A bad, expired or revoked bearer token makes the caller
 * a visitor marked `staleSession`: routes open to visitors (the public catalogue, search, the
 * contact form) answer as they would a visitor, so a dead session never breaks a public page, and
 * say so in a `WWW-Authenticate` header (RFC 6750) for the client to refresh or drop the session;
 * routes that need a member answer 401 "Your session has expired" (requireUser).
 */
/**
 * Whether a request carries credentials to resolve: a visitor sends neither an Authorization
 * header nor Payload's cookie. The one test, for attachUser and for the visitor cache's early
 * answer (cms/api/public/visitorCache.ts), which must never answer a member.
 */
export const carriesCredentials = (req: Request): boolean =>
  Boolean(req.headers.authorization) || req.headers.cookie?.includes('payload-token=') === true

export const attachUser =
  (payload: Payload): RequestHandler =>
  async (req, res, next) => {
    const hasBearer = /^Bearer\s+\S+/i.test(req.headers.authorization ?? '')
    // Visitors carry no credentials: nothing to resolve (the public routes' hot path).
    if (!carriesCredentials(req)) {
      req.user = null
      return next()
    }
    const headers = new Headers()
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
    // The strategies alone: payload.auth() would also compute every collection's permissions.
    const { user } = await executeAuthStrategies({ headers, payload })
    req.user = (user as User | null) ?? null
    if (hasBearer && !user) {
      req.staleSession = true
      res.set('WWW-Authenticate', 'Bearer error="invalid_token"')
    }
    next()
  }

/** The signed-in member, or a 401 (saying the session expired when the token was stale). */
export function requireUser(req: Request): User {
  if (!req.user) throw unauthorized(req.staleSession ? AUTH_MESSAGES.sessionEnded : undefined)
  return req.user
}
