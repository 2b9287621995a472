/**
 * The HTML a storefront route is answered with, and its status. Public pages are described by the
 * server (pages.ts, document.ts); the member area, checkout and sign-in pages get the plain shell
 * marked noindex; anything that fails falls back to the plain shell (never an error page).
 */
import type { Request } from 'express'
import type { Payload } from 'payload'
import { paths } from '../../storefront/src/config/paths'
import { catalogueOf } from '../catalogue'
import { memo } from '../catalogue/memo'
import { sharedVersion } from '../catalogue/sharedVersion'
import { renderDocument, type Shell } from './document'
import { PageBytes } from './pageBytes'
import { resolvePage, type Resolved } from './pages'
import type { PageRenderer } from './react'

/** Pages for one member or one purchase: rendered in the browser only, and kept out of search engines. */
const PRIVATE_PREFIXES = [
  paths.admin.root.path,
  paths.shop.checkout.path,
  paths.auth.login.path,
  paths.auth.signup.path,
  paths.auth.verifyEmail.path,
  paths.auth.forgotPassword.path,
  paths.auth.resetPassword.path,
  paths.auth.confirmEmail.path,
]

export const isPrivatePage = (path: string): boolean =>
  PRIVATE_PREFIXES.some((prefix) => path.toLowerCase() === prefix || path.toLowerCase().startsWith(`${prefix}/`))

/** The server's own address as this request reached it: the renderer's API calls go there. */
export function selfOrigin(req: Request): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '')
  const host = address.includes(':') ? `[${address}]` : address
  return `http://${host}:${req.socket.localPort}`
}

/**
 * The page for `url`: its head (pages.ts) and its React tree (the storefront's renderer), with the
 * answers that tree was rendered from. Remembered per catalogue version (a write to the artworks
 * changes it at once on every instance) and for at most the memo's few seconds (profiles,
 * galleries, site settings and guides).
 */
type Cached = { resolved: Resolved | null; bytes?: PageBytes }

async function cachedPage(payload: Payload, req: Request, shell: Shell, renderer: PageRenderer | undefined): Promise<Cached> {
  const version = await sharedVersion(payload)()
  return memo(payload, `page:${catalogueOf(payload).impl}:${version}:${req.originalUrl}`, async () => {
    const resolved = await renderPage(payload, req, renderer)
    return resolved?.status === 200 ? { resolved, bytes: new PageBytes(renderDocument(shell, resolved.page)) } : { resolved }
  })
}

async function renderPage(payload: Payload, req: Request, renderer: PageRenderer | undefined): Promise<Resolved | null> {
  const resolved = await resolvePage(payload, req.path)
  if (!resolved || resolved.status === 404 || !renderer) return resolved
  try {
    const app = await renderer(req.originalUrl, selfOrigin(req), resolved.page.queries ?? [])
    return app ? { status: 200, page: { ...resolved.page, body: app.html, queries: app.queries } } : resolved
  } catch (error) {
    // The head alone: the storefront renders the page in the browser.
    req.log?.warn({ err: error }, 'server rendering failed: the page is rendered in the browser')
    return resolved
  }
}

/** `bytes`: the document and its compressed copies, for a page the server rendered. */
export type Rendered = { status: 200 | 404; html: string; bytes?: PageBytes }

/**
 * The document for a storefront route. `fallback` answers routes the server does not describe,
 * and any failure of rendering (the status of the plain shell: cms/storefront.ts's pageStatus).
 */
export async function renderRoute(
  payload: Payload | undefined,
  req: Request,
  shell: Shell,
  fallback: () => Promise<200 | 404>,
  renderer?: PageRenderer,
): Promise<Rendered> {
  if (isPrivatePage(req.path)) return { status: await fallback(), html: shell.noindex }
  if (!payload) return { status: await fallback(), html: shell.plain }
  try {
    const started = performance.now()
    const { resolved, bytes } = await cachedPage(payload, req, shell, renderer)
    if (!resolved) return { status: await fallback(), html: shell.plain }
    if (resolved.status === 404 || !bytes) return { status: 404, html: shell.plain }
    req.log?.debug({ renderMs: Math.round((performance.now() - started) * 10) / 10 }, 'page rendered')
    return { status: 200, html: bytes.html, bytes }
  } catch (error) {
    req.log?.warn({ err: error }, 'page render failed: serving the plain shell')
    return { status: await fallback(), html: shell.plain }
  }
}
