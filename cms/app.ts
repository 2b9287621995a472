import type { ErrorRequestHandler, Express, RequestHandler } from 'express'
import compression from 'compression'
import express from 'express'
import { resolve } from 'node:path'
import type { Payload } from 'payload'
import { pinoHttp } from 'pino-http'
import { HTTP_MESSAGES } from '../shared/messages'
import { unavailable } from './api/http/errors'
import { apiRouter } from './api/router'
import { visitorHits } from './api/public/visitorCache'
import { assetsFromMemory } from './assetsFromMemory'
import { backOfficeDoor } from './backOfficeDoor'
import { canonicalRequest } from './canonicalRequest'
import { backOfficeLimits } from './backOfficeLimits'
import { isDatabaseUnavailable } from './db/unavailable'
import { readEnv } from './env'
import { logger } from './logger'
import { mediaFromStorage } from './mediaFromStorage'
import { mediaOffDisk } from './mediaStorage'
import { databaseReady } from './readiness'
import { securityHeaders } from './security'
import { seoRouter } from './seo'

export type AppOptions = {
  payload: Payload
  dev?: boolean
  /** Next's request handler for the Payload admin and REST API; absent in API-only tests. */
  nextHandler?: RequestHandler
  /** Mounts the storefront (built files or Vite) after every other route. */
  mountStorefront?: (app: Express) => void
  /** The built storefront's hashed assets, answered first from memory (cms/assetsFromMemory.ts); unset in development. */
  assetsDir?: string
  /** Uploaded images served under /media; MEDIA_DIR by default (unused when they are kept in S3). */
  mediaDir?: string
}

/** The one Express app: storefront API, Payload admin, media and the storefront SPA. */
export function createApp({ payload, dev = false, nextHandler, mountStorefront, mediaDir, assetsDir }: AppOptions): Express {
  const env = readEnv()
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', env.TRUST_PROXY)
  const headers = securityHeaders({ dev })

  // A visitor's repeated public read, answered from memory before any other machinery (it logs
  // its own line after it): cms/api/public/visitorCache.ts.
  app.use(visitorHits(payload, headers.storefront))
  // The build's hashed scripts and styles, likewise (never logged: see autoLogging below).
  if (assetsDir) app.use(assetsFromMemory(assetsDir, headers.storefront))
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url?.startsWith('/_next/') === true || req.url?.startsWith('/assets/') === true },
      // One compact line a request: no headers (they carry tokens and cookies).
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  )
  // Before any routing: one canonical spelling of every path, no prototype keys in query strings.
  app.use(canonicalRequest)
  app.use(compression())

  // Liveness: the process answers. Readiness: it can reach its database too (a load balancer or an
  // orchestrator sends traffic elsewhere while it answers 503, and back when it answers 200 again).
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true })
  })
  app.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store')
    const ready = await databaseReady(payload)
    if (ready.ok) res.json({ ok: true })
    else res.status(503).set(unavailable().headers).json({ ok: false, error: HTTP_MESSAGES.unavailable })
  })

  // Next owns /cms and its assets. It must see the raw request body, so it comes before any parser.
  if (nextHandler) {
    app.use('/cms/api', backOfficeLimits(payload), backOfficeDoor(payload))
    app.all(['/cms', '/cms/*splat', '/_next/*splat', '/__nextjs*splat'], headers.admin, nextHandler)
  }

  // The same URLs either way: from MEDIA_DIR, or from the bucket through Payload's file endpoint
  // when the storage adapter keeps uploads off the disk (cms/mediaStorage.ts).
  app.use(
    '/media',
    headers.storefront,
    mediaOffDisk(payload.collections.media?.config.upload)
      ? mediaFromStorage(payload)
      : express.static(resolve(mediaDir ?? env.MEDIA_DIR), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  )

  app.use(headers.storefront)
  app.use(apiRouter(payload))
  app.use(seoRouter(payload))

  mountStorefront?.(app)

  app.use(finalErrorHandler)
  return app
}

/** Last resort: log it, answer JSON, never leak a stack trace. A database out of reach is a 503 here too. */
const finalErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (isDatabaseUnavailable(error)) {
    req.log.warn({ err: error }, 'database unavailable')
    if (res.headersSent) return
    const answer = unavailable()
    res.status(answer.status).set(answer.headers).json(answer.body)
    return
  }
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500
  if (status >= 500) req.log.error({ err: error }, 'unhandled error')
  if (res.headersSent) return
  const message =
    status === 404
      ? HTTP_MESSAGES.notFound
      : status < 500 && error?.expose !== false && error?.message
        ? String(error.message)
        : HTTP_MESSAGES.serverError
  res.status(status).json({ error: message })
}
