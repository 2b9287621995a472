import type { Request, RequestHandler } from 'express'
import { ipKeyGenerator, rateLimit } from 'express-rate-limit'
import type { Payload } from 'payload'
import { RATE_LIMITS, type RateLimitName } from '../../shared/constants'
import { RATE_LIMIT_MESSAGES } from '../../shared/messages'
import { readEnv } from '../env'
import { DatabaseRateLimitStore } from './rateLimitStore'

/**
 * Rate limits (DECISIONS 19) of the forms that cost us something or invite guessing (RATE_LIMITS:
 * login, sign-up, resending the verification mail, the contact form, enquiries and opening a checkout). Over the
 * limit: 429, a Retry-After header and `{ error }`. Signed-in callers are counted per account,
 * visitors per IP (an IPv6 /56 counts as one).
 *
 * Configured when the app is built (cms/env.ts, .env.example): RATE_LIMIT_DISABLED=true switches
 * them off (tests; a deployment that limits at its proxy), RATE_LIMIT_SCALE multiplies every limit
 * (a busy shared NAT, a load test).
 *
 * The counters live in the database (DatabaseRateLimitStore), so N instances behind a load
 * balancer count against one limit; a database that fails lets the request through, logged.
 */
const pass: RequestHandler = (_req, _res, next) => next()

/**
 * `keyOf` counts by something other than the caller (for sign-up: the e-mail or username asked
 * for); a request it finds no key in is not counted by this limiter.
 */
export function rateLimiter(
  payload: Payload,
  name: RateLimitName,
  keyOf?: { id: string; key: (req: Request) => string | null },
): RequestHandler {
  const { RATE_LIMIT_DISABLED, RATE_LIMIT_SCALE } = readEnv()
  if (RATE_LIMIT_DISABLED) return pass
  const policy: { limit: number; minutes: number; onlyFailures?: boolean } = RATE_LIMITS[name]
  const identifier = keyOf ? `${name}:${keyOf.id}` : name
  return rateLimit({
    store: new DatabaseRateLimitStore(payload, identifier),
    windowMs: policy.minutes * 60_000,
    limit: Math.max(1, Math.round(policy.limit * RATE_LIMIT_SCALE)),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skipSuccessfulRequests: policy.onlyFailures ?? false,
    identifier,
    skip: keyOf ? (req) => keyOf.key(req) === null : undefined,
    keyGenerator: keyOf
      ? (req) => `${keyOf.id}:${keyOf.key(req)}`
      : (req) => (req.user ? `user:${req.user.id}` : `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`),
    handler: (_req, res) => {
      res.status(429).json({ error: RATE_LIMIT_MESSAGES[name] })
    },
  })
}
