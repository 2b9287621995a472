import type { Express, Request, Response } from 'express'
import express from 'express'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { ViteDevServer } from 'vite'
import { storefrontRoutePatterns } from '../storefront/src/config/paths'

/** A react-router pattern ('/shop/artwork/:username/:artworkId', '/admin/*', ':id?') as a RegExp. */
export function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?'
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+'
      return '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  return new RegExp(`^${body || '/'}/?$`, 'i')
}

const routes = storefrontRoutePatterns.map(patternToRegExp)

/** True when the path is one of the storefront's routes; anything else gets status 404. */
export const isStorefrontRoute = (path: string): boolean => routes.some((r) => r.test(path))

const status = (req: Request) => (isStorefrontRoute(req.path) ? 200 : 404)

/** Production: the built SPA with long-cached hashed assets and an index.html fallback. */
export function serveBuiltStorefront(app: Express, distDir = resolve('storefront/dist')): void {
  const indexFile = resolve(distDir, 'index.html')
  if (!existsSync(indexFile)) {
    throw new Error(`The storefront is not built (${indexFile} is missing): run "npm run build" first.`)
  }
  const html = readFileSync(indexFile, 'utf8')
  app.use('/assets', express.static(resolve(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false }))
  app.use(express.static(distDir, { index: false, maxAge: '1h' }))
  app.get('{/*splat}', (req: Request, res: Response) => {
    res.status(status(req)).set('Cache-Control', 'no-cache').type('html').send(html)
  })
}

/** Development: Vite in middleware mode, hot reload, same 404 rule. */
export function serveDevStorefront(app: Express, vite: ViteDevServer): void {
  app.use(vite.middlewares)
  app.get('{/*splat}', async (req: Request, res: Response, next) => {
    try {
      const raw = readFileSync(resolve('storefront/index.html'), 'utf8')
      const html = await vite.transformIndexHtml(req.originalUrl, raw)
      res.status(status(req)).type('html').send(html)
    } catch (error) {
      next(error)
    }
  })
}
