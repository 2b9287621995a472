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
  }
}

/**
 * Resolves the caller through Payload's own auth strategies (so the same rules apply to the
 * storefront, the REST API and the CMS). A bad or expired token is a 401 rather than a visitor,
 * so the client knows to refresh.
 */
export const attachUser =
  (payload: Payload): RequestHandler =>
  async (req, _res, next) => {
    const hasBearer = /^Bearer\s+\S+/i.test(req.headers.authorization ?? '')
    // Visitors carry no credentials: nothing to resolve (the public routes' hot path).
    if (!req.headers.authorization && !req.headers.cookie?.includes('payload-token=')) {
      req.user = null
      return next()
    }
    const headers = new Headers()
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
    // The strategies alone: payload.auth() would also compute every collection's permissions.
    const { user } = await executeAuthStrategies({ headers, payload })
    if (hasBearer && !user) return next(unauthorized(AUTH_MESSAGES.sessionEnded))
    req.user = (user as User | null) ?? null
    next()
  }

/** The signed-in member, or a 401. */
export function requireUser(req: Request): User {
  if (!req.user) throw unauthorized()
  return req.user
}
