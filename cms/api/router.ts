import { Router } from 'express'
import type { Payload } from 'payload'
import { apiErrorHandler } from './http/errors'
import { jsonBody } from './http/json'
import { attachUser } from './http/user'
import { publicSiteRouter } from './public/site'

/** The storefront's HTTP contract (point 7 of the spec): /auth/* and /api/*. See docs/api.md. */
export function apiRouter(payload: Payload): Router {
  const router = Router()
  router.use(['/api', '/auth'], jsonBody, attachUser(payload))
  router.use('/api/public', publicSiteRouter(payload))
  router.use(['/api', '/auth'], (_req, res) => {
    res.status(404).json({ error: 'No such API route.' })
  })
  router.use(['/api', '/auth'], apiErrorHandler)
  return router
}
