import type { Express, Request, Response } from 'express'
import express from 'express'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Payload } from 'payload'
import type { ViteDevServer } from 'vite'
import { paths, storefrontRoutePatterns } from '../shared/paths'
import { pageExists, type PageSubject } from './catalogue/pages'
import { logger } from './logger'
import { preferredEncoding, servePrecompressed } from './precompressed'
import { IMMUTABLE } from './assetsFromMemory'
import { parseShell } from './render/document'
import { matchPath } from './render/pages'
import { builtRenderer, devRenderer, type PageRenderer } from './render/react'
import { renderRoute, type Rendered } from './render/render'

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

/**
 * Pages about one thing, whose subject is looked up (one catalogue read) so that a missing or
 * hidden one gets status 404 with the SPA, which shows its "could not be found" page.
 */
const DETAIL_PAGES: { pattern: string; subject: PageSubject; param: string }[] = [
  { pattern: paths.shop.artwork.path, subject: 'artwork', param: 'artworkId' },
  { pattern: paths.shop.artworkAlias.path, subject: 'artwork', param: 'id' },
  { pattern: paths.artists.artist.path, subject: 'artist', param: 'artistSlug' },
  { pattern: paths.artists.artworks.path, subject: 'member', param: 'artistSlug' },
  { pattern: paths.galleries.gallery.path, subject: 'gallery', param: 'galleryId' },
  { pattern: paths.galleries.exhibition.path, subject: 'exhibition', param: 'id' },
]

/**
 * The HTTP status of a storefront page: 404 for unknown routes and for missing subjects. When the
 * lookup itself fails the page is served with 200: the SPA then shows its own error state.
 */
export async function pageStatus(payload: Payload | undefined, req: Request): Promise<200 | 404> {
  if (!isStorefrontRoute(req.path)) return 404
  if (!payload) return 200
  for (const page of DETAIL_PAGES) {
    const params = matchPath(page.pattern, req.path)
    if (!params) continue
    try {
      return (await pageExists(payload, page.subject, params[page.param] ?? '')) ? 200 : 404
    } catch (error) {
      req.log?.warn({ err: error }, 'page lookup failed')
      return 200
    }
  }
  return 200
}

/** A page's document: its compressed copy when the client takes one and the server rendered the page. */
function sendPage(req: Request, res: Response, rendered: Rendered): void {
  if (rendered.status === 301) return void res.redirect(301, rendered.location)
  const { status, html, bytes } = rendered
  res.status(status).set('Cache-Control', 'no-cache').type('html')
  if (bytes) {
    res.vary('Accept-Encoding')
    const encoding = preferredEncoding(req.headers['accept-encoding'])
    // The compression middleware leaves a response that already has an encoding alone.
    if (encoding) return void res.set('Content-Encoding', encoding).send(bytes.encoded(encoding))
  }
  res.send(html)
}

export type StorefrontOptions = {
  payload?: Payload
  distDir?: string
  /** The server renderer of the pages; by default the build's (storefront/dist-server), when there. */
  renderer?: PageRenderer
}

/** Where `npm run build` writes the storefront. */
export const BUILT_DIST = 'storefront/dist'

/**
 * Production: the built SPA with long-cached hashed assets, and every route answered with
 * index.html filled for its page (cms/render: title, tags, JSON-LD, content, data).
 */
export function serveBuiltStorefront(app: Express, { payload, distDir = resolve(BUILT_DIST), renderer }: StorefrontOptions = {}): void {
  const indexFile = resolve(distDir, 'index.html')
  if (!existsSync(indexFile)) {
    throw new Error(`The storefront is not built (${indexFile} is missing): run "npm run build" first.`)
  }
  const assets = resolve(distDir, 'assets')
  const shell = parseShell(readFileSync(indexFile, 'utf8'), (href) => {
    const file = resolve(distDir, `.${href}`)
    return file.startsWith(`${assets}/`) && existsSync(file) ? readFileSync(file, 'utf8') : null
  })
  app.use('/assets', servePrecompressed(assets, IMMUTABLE))
  app.use('/assets', express.static(assets, { immutable: true, maxAge: '365d', index: false }))
  app.use(servePrecompressed(distDir, 'public, max-age=3600'))
  app.use(express.static(distDir, { index: false, maxAge: '1h' }))
  // Loaded once, at the first page (an import of the build's module graph).
  const render = renderer
    ? Promise.resolve(renderer)
    : builtRenderer().catch((error: unknown) => {
        logger.error({ err: error }, 'the server renderer could not be loaded: pages are rendered in the browser')
        return undefined
      })
  app.get('{/*splat}', async (req: Request, res: Response) => {
    sendPage(req, res, await renderRoute(payload, req, shell, () => pageStatus(payload, req), await render))
  })
}

/** Development: Vite in middleware mode, hot reload, same 404 rule. */
export function serveDevStorefront(app: Express, vite: ViteDevServer, payload?: Payload): void {
  app.use(vite.middlewares)
  const renderer = devRenderer(vite)
  app.get('{/*splat}', async (req: Request, res: Response, next) => {
    try {
      const raw = readFileSync(resolve('storefront/index.html'), 'utf8')
      const shell = parseShell(await vite.transformIndexHtml(req.originalUrl, raw))
      const rendered = await renderRoute(payload, req, shell, () => pageStatus(payload, req), renderer)
      if (rendered.status === 301) return void res.redirect(301, rendered.location)
      res.status(rendered.status).type('html').send(rendered.html)
    } catch (error) {
      next(error)
    }
  })
}
