/**
 * The storefront's public API (point 7 of the spec, "Public"), mounted at /api/public: no sign-in
 * needed; a signed-in caller gets `hasLiked` on artworks and may open their own unpublished work.
 * Routes and their bodies are listed in docs/api.md. Site settings live in site.ts.
 */
import { Router } from 'express'
import type { Payload } from 'payload'
import { dialectOf } from '../../search/sql'
import { publicArtworksRouter } from './artworks'
import { publicCollectionsRouter } from './collections'
import { publicLearnRouter } from './learn'
import { publicPeopleRouter } from './people'

export function publicRouter(payload: Payload): Router {
  const router = Router()
  if (!dialectOf(payload)) {
    // The catalogue's hot paths and the search index are SQL (SQLite or PostgreSQL); on MongoDB the
    // public routes say so instead of failing one by one.
    router.use((_req, res) => void res.status(503).json({ error: 'The shop needs its SQL database (SQLite or PostgreSQL) for this.' }))
    return router
  }
  router.use(publicArtworksRouter(payload))
  router.use(publicPeopleRouter(payload))
  router.use(publicCollectionsRouter(payload))
  router.use(publicLearnRouter(payload))
  return router
}
