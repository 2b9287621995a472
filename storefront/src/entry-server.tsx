/**
 * The storefront rendered on the server (cms/render/react.ts loads the build of this module):
 * the route's page as HTML, and the API answers it was rendered from, which the browser seeds into
 * React Query before it hydrates the same markup (main.tsx).
 *
 * Pages ask for their data with useQuery; there are no route loaders to call first. So a page is
 * rendered until it asks for nothing new: each pass leaves the queries it wanted in the cache,
 * they are fetched from the server's own public API (the answers the browser would get, from the
 * same visitor cache), and the next pass renders with them.
 */
import { StrictMode, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { AppProvider } from './app/provider'
import { routes } from './app/router'
import { setServerOrigin } from './config/env'
import { setNodeSanitizer } from './lib/sanitize-html'
import { createQueryClient } from './lib/react-query'
import { sanitizeRichText } from '@shared/sanitizeRichText'

export type ServerQuery = { queryKey: readonly unknown[]; data: unknown }
export type ServerRender = { html: string; queries: ServerQuery[] }

/** A page whose queries lead to new ones (a list, then its items' details) is rendered at most this often. */
const MAX_PASSES = 4
/**
 * React's mark of a boundary renderToString could not finish: a lazily loaded part not yet in
 * memory, or a render error. The browser would render it afresh (and say so in the console).
 */
const CLIENT_RENDERED = '<!--$!-->'

/**
 * Renders the tree with a prerender, which waits for every lazily loaded part, so that the next
 * renderToString has them; throws the first render error. Its markup is not used: it reveals
 * large boundaries by inline scripts, which the site's CSP refuses.
 */
async function settle(tree: ReactNode): Promise<void> {
  let failure: unknown = null
  const { prelude } = await prerender(tree, {
    onError: (error) => {
      failure ??= error
    },
  })
  await new Response(prelude).arrayBuffer()
  if (failure) throw failure
}

const handler = createStaticHandler(routes)
setNodeSanitizer(sanitizeRichText)

type CachedQuery = ReturnType<ReturnType<QueryClient['getQueryCache']>['getAll']>[number]

/**
 * Whether the hook that asked for the query enabled it (a member's own queries are not, for a
 * visitor). The query keeps its hook's options; `enabled` is among them, though not in its type.
 */
function isEnabled(query: CachedQuery): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((q: CachedQuery) => boolean) }
  return typeof enabled === 'function' ? enabled(query) : enabled !== false
}

/** Queries the last pass asked for and nobody has fetched: enabled, without data or error. */
function wanted(client: QueryClient): CachedQuery[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && q.options.queryFn && isEnabled(q))
}

/**
 * `url` is the page's path and query; `origin` the server's own address for the API calls. Throws
 * when the page cannot be rendered: the caller then serves the plain shell (the SPA renders it).
 */
export async function render(url: string, origin: string, known: ServerQuery[] = []): Promise<ServerRender | null> {
  setServerOrigin(origin)
  const context = await handler.query(new Request(new URL(url, origin)))
  // A redirect or an answer of its own (no route of ours has one): the browser handles it.
  if (context instanceof Response) return null
  const client = createQueryClient()
  for (const q of known) client.setQueryData(q.queryKey, q.data)
  const router = createStaticRouter(handler.dataRoutes, context)
  const tree = (
    <StrictMode>
      <AppProvider queryClient={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>
  )
  let html = ''
  for (let pass = 1; ; pass += 1) {
    html = renderToString(tree)
    const loading = html.includes(CLIENT_RENDERED)
    const next = wanted(client)
    if (!loading && next.length === 0) break
    if (pass === MAX_PASSES) throw new Error(`${url}: still loading after ${MAX_PASSES} passes`)
    // A part still loading: a prerender waits for it (and throws what failed), the next pass has it.
    if (loading) await settle(tree)
    const failed = (
      await Promise.all(
        next.map((q) =>
          q.fetch().then(
            () => null,
            (error: unknown) => error,
          ),
        ),
      )
    ).find(Boolean)
    // The browser would show the failure differently from the server's markup: it renders the page itself.
    if (failed) throw failed
  }
  const queries = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' }).queries.map((q) => ({
    queryKey: q.queryKey,
    data: q.state.data,
  }))
  client.clear()
  return { html, queries }
}
