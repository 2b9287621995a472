import { Router } from 'express'
import type { Payload } from 'payload'
import { HTTP_MESSAGES } from '../../shared/messages'
import { apiErrorHandler } from './http/errors'
import { jsonBody } from './http/json'
import { attachUser } from './http/user'
import { publicRouter } from './public/index'
import { searchHandler } from './public/search'
import { visitorCache } from './public/visitorCache'
import { publicSiteRouter } from './public/site'
import { adminRouter } from './admin/router'
import { authRouter } from './auth/router'
import { userRouter } from './user/router'
import { invoicesRouter } from './user/invoices'
import { certificatesRouter } from './user/certificates'
import { verifyRouter } from './public/verify'
import { roomsRouter } from './public/rooms'
import { unsubscribeRouter } from './public/unsubscribe'
import { checkoutRouter } from './checkout/router'
import { simulatorRouter, webhookRouter } from './payments/router'
import { newGateway } from '../sales/gateway'
import { docsPage, openApiJson } from './openapi/serve'

/**
 * The storefront's HTTP contract: /auth/* and /api/*. Every route is
 * described at /api/docs (and /api/openapi.json), built from cms/api/openapi/: a route mounted here
 * must have its entry there (tests/int/openapi.int.spec.ts).
 */
export function apiRouter(payload: Payload): Router {
  const router = Router()
  const gateway = newGateway(payload)
  // The payment webhook reads its body raw (its signature covers the exact bytes): before any parser.
  router.use(webhookRouter(payload, gateway))
  // The digests' one-click unsubscribe (RFC 8058) takes a form body and no session: before the JSON parser.
  router.use('/api/alerts', unsubscribeRouter(payload))
  // This API's reference: static, so ahead of the caller's resolution and the database.
  router.get('/api/openapi.json', openApiJson)
  router.get('/api/docs', docsPage)
  // /auth needs no caller: it comes before attachUser, so a stale access token the storefront still
  // sends cannot turn a login or a token refresh into a 401.
  router.use('/auth', jsonBody, authRouter(payload))
  router.use(['/api', '/auth'], jsonBody, attachUser(payload))
  router.use('/api', visitorCache(payload))
  router.use('/api/public', publicSiteRouter(payload))
  router.use('/api/public', publicRouter(payload))
  // Search is open to visitors (DECISIONS 13), so it sits ahead of the signed-in /api/user routes.
  router.post('/api/user/search', searchHandler(payload))
  router.use('/api/user', checkoutRouter(payload, gateway))
  router.use('/api/user', userRouter(payload))
  router.use(simulatorRouter(payload, gateway))
  router.use('/api/admin', adminRouter(payload))
  // Invoice PDFs for the buyer (/api/user/orders/…) and the seller (/api/admin/sales/…).
  router.use('/api', invoicesRouter(payload))
  // Certificates of authenticity: the buyer's and the seller's PDFs, and the public verify answer.
  router.use('/api', certificatesRouter(payload))
  router.use('/api', verifyRouter(payload))
  // A viewing room opened by its link (anyone holding it; the owner's own opens are not counted).
  router.use('/api', roomsRouter(payload))
  router.use(['/api', '/auth'], (_req, res) => {
    res.status(404).json({ error: HTTP_MESSAGES.noRoute })
  })
  router.use(['/api', '/auth'], apiErrorHandler)
  return router
}
