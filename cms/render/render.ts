/**
 * The HTML a storefront route is answered with, and its status. Public pages are described by the
 * server (pages.ts, document.ts); the member area, checkout and sign-in pages get the plain shell
 * marked noindex; anything that fails falls back to the plain shell (never an error page).
 */
import type { Request } from 'express'
import type { Payload } from 'payload'
import { paths } from '../../shared/paths'
import { catalogueOf } from '../catalogue'
import { MEMO_TTL_MS, namedStore } from '../catalogue/memo'
import { fresh } from '../catalogue/boundedStore'
import { sharedVersion } from '../catalogue/sharedVersion'
import { renderDocument, type Shell } from './document'
import { PageBytes } from './pageBytes'
import { isUncachedPage, resolvePage, type Resolved } from './pages'
import type { PageRenderer } from './react'

/** The query string of a URL, with its `?`, or nothing. */
function queryOf(url: string): string {
  const at = url.indexOf('?')
  return at < 0 ? '' : url.slice(at)
}

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

/** A page as remembered: its document (and compressed copies), a missing subject, or a route the server does not describe. */
type Cached = { kind: 'page'; bytes: PageBytes } | { kind: 'moved'; location: string } | { kind: 'missing' } | { kind: 'undescribed' }
type Entry = { version: string; expires: number; value: Promise<Cached> }

/**
 * Pages kept per process, a store of their own: addresses are many (every filter combination is
 * one), and a flood of new ones must not grow the server's memory. A rendered page is some 100 KB,
 * so the bytes bind first (about 120 pages); redirects and misses weigh next to nothing.
 */
const PAGE_LIMITS = { entries: 300, bytes: 16 * 1024 * 1024 }
/**
 * What a page is counted for once rendered: its document, plus a fifth of it for each of the two
 * compressed copies it may come to keep (gzip and brotli: PageBytes makes each at its first use).
 */
const weighPage = (cached: Cached) => (cached.kind === 'page' ? Math.round(Buffer.byteLength(cached.bytes.html) * 1.4) : 0)

/**
 * The page for the request's address: its head (pages.ts) and its React tree (the storefront's
 * renderer), rendered once per catalogue version (which any write to public content moves, on
 * every instance at once) and for at most the memo's time to live. Requests that arrive while a
 * page is being rendered wait for that render.
 */
async function cachedPage(payload: Payload, req: Request, shell: Shell, renderer: PageRenderer | undefined): Promise<Cached> {
  if (isUncachedPage(req.path)) return toCached(await renderPage(payload, req, renderer), shell)
  const version = await sharedVersion(payload)()
  const pages = namedStore<Entry>(payload, 'rendered-pages', PAGE_LIMITS)
  const key = `${catalogueOf(payload).impl}:${req.originalUrl}`
  const now = Date.now()
  const hit = pages.get(key)
  if (fresh(hit, version, now)) return hit.value
  const value = renderPage(payload, req, renderer).then((resolved) => toCached(resolved, shell))
  const entry: Entry = { version, expires: now + MEMO_TTL_MS, value }
  pages.set(key, entry, 0, now)
  value.then(
    (cached) => pages.grow(key, entry, weighPage(cached)),
    // A failure is not remembered (the caller answers with the plain shell).
    () => pages.get(key) === entry && pages.delete(key),
  )
  return value
}

function toCached(resolved: Resolved | null, shell: Shell): Cached {
  if (!resolved) return { kind: 'undescribed' }
  if (resolved.status === 404) return { kind: 'missing' }
  if (resolved.status === 301) return { kind: 'moved', location: resolved.location }
  return { kind: 'page', bytes: new PageBytes(renderDocument(shell, resolved.page)) }
}

async function renderPage(payload: Payload, req: Request, renderer: PageRenderer | undefined): Promise<Resolved | null> {
  const resolved = await resolvePage(payload, req.path)
  if (!resolved || resolved.status !== 200 || !renderer || resolved.page.noindex) return resolved
  try {
    const app = await renderer(req.originalUrl, selfOrigin(req), resolved.page.queries ?? [])
    return app ? { status: 200, page: { ...resolved.page, body: app.html, queries: app.queries } } : resolved
  } catch (error) {
    // The head alone: the storefront renders the page in the browser.
    req.log?.warn({ err: error }, 'server rendering failed: the page is rendered in the browser')
    return resolved
  }
}

/** `bytes`: the document and its compressed copies, for a page the server rendered; `location`: where a 301 sends. */
export type Rendered = { status: 200 | 404; html: string; bytes?: PageBytes } | { status: 301; location: string }

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
    const cached = await cachedPage(payload, req, shell, renderer)
    if (cached.kind === 'undescribed') return { status: await fallback(), html: shell.plain }
    if (cached.kind === 'missing') return { status: 404, html: shell.plain }
    if (cached.kind === 'moved') return { status: 301, location: cached.location + queryOf(req.originalUrl) }
    req.log?.debug({ renderMs: Math.round((performance.now() - started) * 10) / 10 }, 'page rendered')
    return { status: 200, html: cached.bytes.html, bytes: cached.bytes }
  } catch (error) {
    req.log?.warn({ err: error }, 'page render failed: serving the plain shell')
    return { status: await fallback(), html: shell.plain }
  }
}
