import type { Request, RequestHandler } from 'express'
import { ipKeyGenerator, rateLimit } from 'express-rate-limit'
import { RATE_LIMITS, type RateLimitName } from '../../shared/constants'
import { RATE_LIMIT_MESSAGES } from '../../shared/messages'
import { readEnv } from '../env'

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
 * The counters live in memory, per instance: behind N instances a client gets up to N times the
 * limit. Good enough against scripts; a shared store (Redis, the database) is the next step.
 */
const pass: RequestHandler = (_req, _res, next) => next()

/** Visitors per IP (an IPv6 /56 as one), signed-in callers per account. */
const byCaller = (req: Request): string => (req.user ? `user:${req.user.id}` : `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`)

/**
 * A limiter of one RATE_LIMITS policy. `key` counts by something else than the caller (the e-mail
 * a reset is asked for: a second limiter with its own counters, so rotating addresses does not help).
 */
export function rateLimiter(name: RateLimitName, key: (req: Request) => string = byCaller): RequestHandler {
  const { RATE_LIMIT_DISABLED, RATE_LIMIT_SCALE } = readEnv()
  if (RATE_LIMIT_DISABLED) return pass
  const policy: { limit: number; minutes: number; onlyFailures?: boolean } = RATE_LIMITS[name]
  return rateLimit({
    windowMs: policy.minutes * 60_000,
    limit: Math.max(1, Math.round(policy.limit * RATE_LIMIT_SCALE)),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skipSuccessfulRequests: policy.onlyFailures ?? false,
    identifier: name,
    keyGenerator: key,
    handler: (_req, res) => {
      res.status(429).json({ error: RATE_LIMIT_MESSAGES[name] })
    },
  })
}
