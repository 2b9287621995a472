/**
 * The storefront's own server renderer (storefront/src/entry-server.tsx): the page's React tree
 * as HTML, and the API answers it was rendered from. Production loads its build
 * (storefront/dist-server, made by `npm run build:storefront`); development loads the source
 * through Vite, so an edit shows in the next page without a restart.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ViteDevServer } from 'vite'
import type { DehydratedQuery } from './document'

export type AppRender = { html: string; queries: DehydratedQuery[] }

/**
 * Renders `url` (path and query) calling the API at `origin`, starting from the `known` answers.
 * Null when the route answers with a redirect; throws when rendering failed.
 */
export type PageRenderer = (url: string, origin: string, known: DehydratedQuery[]) => Promise<AppRender | null>

type EntryServer = { render: PageRenderer }

export const SSR_DIST = resolve('storefront/dist-server')
const ENTRY_FILE = 'entry-server.js'

/** The built renderer in `dir`, or undefined when the storefront was built without it (pages then get their head only). */
export async function builtRenderer(dir = SSR_DIST): Promise<PageRenderer | undefined> {
  const file = resolve(dir, ENTRY_FILE)
  if (!existsSync(file)) return undefined
  const entry = (await import(pathToFileURL(file).href)) as EntryServer
  return entry.render
}

/** The source renderer, loaded through Vite at each call (its module graph follows edits). */
export function devRenderer(vite: ViteDevServer): PageRenderer {
  return async (url, origin, known) => {
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as EntryServer
    return entry.render(url, origin, known)
  }
}
