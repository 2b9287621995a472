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
import { renderDocument, type Shell } from './document'
import { isDetailPage, resolvePage, type Resolved } from './pages'

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

/**
 * The page for `path`, remembered per catalogue version (a write to the artworks changes it at once
 * on every instance) and for at most the memo's few seconds (profiles and galleries).
 */
async function cachedPage(payload: Payload, path: string): Promise<Resolved | null> {
  // The other pages are described without reading anything.
  if (!isDetailPage(path)) return resolvePage(payload, path)
  const catalogue = catalogueOf(payload)
  const version = await catalogue.version()
  return memo(payload, `page:${catalogue.impl}:${version}:${path}`, () => resolvePage(payload, path))
}

export type Rendered = { status: 200 | 404; html: string }

/**
 * The document for a storefront route. `fallback` answers routes the server does not describe,
 * and any failure of rendering (the status of the plain shell: cms/storefront.ts's pageStatus).
 */
export async function renderRoute(
  payload: Payload | undefined,
  req: Request,
  shell: Shell,
  fallback: () => Promise<200 | 404>,
): Promise<Rendered> {
  if (isPrivatePage(req.path)) return { status: await fallback(), html: shell.noindex }
  if (!payload) return { status: await fallback(), html: shell.plain }
  try {
    const started = performance.now()
    const resolved = await cachedPage(payload, req.path)
    if (!resolved) return { status: await fallback(), html: shell.plain }
    if (resolved.status === 404) return { status: 404, html: shell.plain }
    const html = renderDocument(shell, resolved.page)
    req.log?.debug({ renderMs: Math.round((performance.now() - started) * 10) / 10 }, 'page rendered')
    return { status: 200, html }
  } catch (error) {
    req.log?.warn({ err: error }, 'page render failed: serving the plain shell')
    return { status: await fallback(), html: shell.plain }
  }
}
