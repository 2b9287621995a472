/**
 * GET /api/verify/:number: what a certificate of authenticity certifies and whether it stands,
 * for anyone holding its number (printed on it, and in its QR code). Nothing about the buyer.
 * Rate-limited per caller (RATE_LIMITS.verify): numbers cannot be guessed, and trying is slow.
 */
import { Router } from 'express'
import type { Payload } from 'payload'
import { CERTIFICATE_MESSAGES } from '../../../shared/certificates'
import { verification } from '../../certificates/verify'
import { notFound } from '../http/errors'
import { rateLimiter } from '../rateLimit'

export function verifyRouter(payload: Payload): Router {
  const router = Router()
  router.get('/verify/:number', rateLimiter(payload, 'verify'), async (req, res) => {
    const found = await verification(payload, String(req.params.number ?? '').slice(0, 64))
    if (!found) throw notFound(CERTIFICATE_MESSAGES.unknownNumber)
    // A revocation must show at once: never kept by a browser or a proxy.
    res.set('Cache-Control', 'no-store').json({ certificate: found })
  })
  return router
}
