/**
 * A module resolution hook (registered by ./register-lexical.mjs): `lexical` and `@lexical/*` resolve to
 * their development or production build directly, never to their `*.node.mjs` entry.
 *
 * Why: each `*.node.mjs` entry is a wrapper whose top-level `await import('./X.dev.mjs')` picks a
 * build at run time. With some thirty such wrappers importing one another, Node 20's loader
 * sometimes leaves one of those awaits unsettled and the process exits 13 ("unsettled top-level
 * await") while Payload's config loads: 5 of 8 `generate-importmap.ts` runs on this machine before
 * this hook, 0 of 8 after (upstream: payloadcms/payload#17757). Choosing the build here is what the
 * wrapper does, without the await.
 */
const WRAPPER = /\/node_modules\/(?:lexical|@lexical\/[^/]+)\/dist\/[^/]+\.node\.mjs$/

let build = 'dev'

/** @param {{ production?: boolean } | undefined} data */
export function initialize(data) {
  build = data?.production ? 'prod' : 'dev'
}

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context)
  if (!WRAPPER.test(resolved.url)) return resolved
  return { ...resolved, url: resolved.url.replace(/\.node\.mjs$/, `.${build}.mjs`) }
}
