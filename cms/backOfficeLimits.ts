import { Router } from 'express'
import type { Payload } from 'payload'
import { rateLimiter } from './api/rateLimit'

/**
 * Per-IP limits on the back office's sign-in endpoints, which stay open to everyone behind the
 * door (access/backOfficeApi.ts): failed logins (Payload's own lock counts per account, this counts
 * per address, so one IP cannot try a password against many accounts) and reset requests (each
 * one writes a token and would send a mail). Same helper and settings (cms/env.ts) as the storefront's limits.
 */
export function backOfficeLimits(payload: Payload): Router {
  const router = Router()
  router.post(['/users/login', '/users/login/'], rateLimiter(payload, 'cmsLogin'))
  router.post(['/users/forgot-password', '/users/forgot-password/'], rateLimiter(payload, 'forgotPassword'))
  return router
}
