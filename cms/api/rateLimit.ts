import type { RequestHandler } from 'express'
import { ipKeyGenerator, rateLimit } from 'express-rate-limit'

/**
 * Rate limits of the forms that cost us something or invite guessing: login, sign-up, resending the
 * verification mail, the contact form, enquiries and opening a checkout. Over the limit: 429, a Retry-After header and
 * `{ error }`. Signed-in callers are counted per account, visitors per IP (an IPv6 /56 counts as one).
 *
 * Env (read when the app is built):
 *   RATE_LIMIT_DISABLED=true   no limits (tests; a deployment that limits at its proxy)
 *   RATE_LIMIT_SCALE=2         multiply every limit (a busy shared NAT, a load test)
 *
 * The counters live in memory, per instance: behind N instances a client gets up to N times the
 * limit. Good enough against scripts; a shared store (Redis, the database) is the next step.
 */
export type LimitName = 'login' | 'signup' | 'resend' | 'contact' | 'enquiry' | 'checkout'

type Policy = { limit: number; minutes: number; error: string; onlyFailures?: boolean }

const POLICIES: Record<LimitName, Policy> = {
  // Only failed logins count: a member who signs in and out all day is never locked out.
  login: { limit: 10, minutes: 15, onlyFailures: true, error: 'Too many login attempts. Please try again in 15 minutes.' },
  signup: { limit: 10, minutes: 60, error: 'Too many sign-ups from this network. Please try again in an hour.' },
  resend: { limit: 5, minutes: 15, error: 'Too many requests for a verification e-mail. Please try again in 15 minutes.' },
  contact: { limit: 5, minutes: 10, error: 'You have sent several messages already. Please try again in 10 minutes.' },
  enquiry: { limit: 10, minutes: 60, error: 'You have sent several enquiries already. Please try again in an hour.' },
  // Each checkout holds works for 15 minutes and calls the payment provider: a buyer opens a few
  // (page open, address chosen, a retry after a failure), a script that holds the shop does not.
  checkout: { limit: 30, minutes: 15, error: 'You have opened many checkouts. Please try again in 15 minutes.' },
}

const pass: RequestHandler = (_req, _res, next) => next()

export function rateLimiter(name: LimitName): RequestHandler {
  if (process.env.RATE_LIMIT_DISABLED === 'true') return pass
  const scale = Number(process.env.RATE_LIMIT_SCALE ?? 1)
  const policy = POLICIES[name]
  return rateLimit({
    windowMs: policy.minutes * 60_000,
    limit: Math.max(1, Math.round(policy.limit * (Number.isFinite(scale) && scale > 0 ? scale : 1))),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skipSuccessfulRequests: policy.onlyFailures ?? false,
    identifier: name,
    keyGenerator: (req) => (req.user ? `user:${req.user.id}` : `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`),
    handler: (_req, res) => {
      res.status(429).json({ error: policy.error })
    },
  })
}
