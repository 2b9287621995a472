/**
 * The storefront's public API (/api/docs, "Public"), mounted at /api/public: no sign-in
 * needed; a signed-in caller gets `hasLiked` on artworks and may open their own unpublished work.
 * Routes and their bodies are described at /api/docs (cms/api/openapi/). Site settings live in site.ts. Every read goes
 * through the catalogue (cms/catalogue), on every database adapter.
 */
import { Router } from 'express'
import type { Payload } from 'payload'
import { publicArtworksRouter } from './artworks'
import { publicCollectionsRouter } from './collections'
import { publicLearnRouter } from './learn'
import { publicPeopleRouter } from './people'

export function publicRouter(payload: Payload): Router {
  const router = Router()
  router.use(publicArtworksRouter(payload))
  router.use(publicPeopleRouter(payload))
  router.use(publicCollectionsRouter(payload))
  router.use(publicLearnRouter(payload))
  return router
}
