import { Router } from 'express'
import type { Payload } from 'payload'
import { publicSiteRouter } from './public/site'

/** The storefront's HTTP contract (point 7 of the spec): /auth/* and /api/*. */
export function apiRouter(payload: Payload): Router {
  const router = Router()
  router.use('/api/public', publicSiteRouter(payload))
  router.use(['/api', '/auth'], (_req, res) => {
    res.status(404).json({ error: 'No such API route.' })
  })
  return router
}
