/**
 * The storefront's hashed build assets (storefront/dist/assets), answered from memory first in the
 * app (issue 22, "serve precompressed static files as a file server does"). A built asset never
 * changes while the server runs and its name carries its hash, so every file and the brotli and
 * gzip copies the build made (storefront/build/precompress.ts) are read once at start-up, some
 * 3 MB, and a request costs a map lookup and a write: no stat, no stream, no router. Each copy has
 * a strong ETag of its own bytes, and a browser revalidating sends If-None-Match and gets a 304.
 *
 * What this does not answer goes on to the full path unchanged (cms/storefront.ts: the same files
 * from disk): a name the build did not write (or any other spelling of one), a Range request, any
 * method but GET and HEAD.
 */
import type { RequestHandler } from 'express'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { type Encoding, listing, preferredEncoding, SUFFIX } from './precompressed'

export const IMMUTABLE = 'public, max-age=31536000, immutable'

type Copy = { body: Buffer; etag: string }
type Asset = { ext: string; identity: Copy } & Partial<Record<Encoding, Copy>>

const copyOf = (body: Buffer): Copy => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` })

/** Every asset under `dir` by its URL path ('/assets/index-abc.js'), with the encoded copies beside it. */
function load(dir: string, prefix: string): Map<string, Asset> {
  const files = listing(dir)
  const assets = new Map<string, Asset>()
  const encodedCopy = (path: string): boolean =>
    Object.values(SUFFIX).some((suffix) => path.endsWith(suffix) && files.has(path.slice(0, -suffix.length)))
  for (const path of files) {
    if (encodedCopy(path)) continue
    const asset: Asset = { ext: extname(path), identity: copyOf(readFileSync(join(dir, path))) }
    for (const encoding of Object.keys(SUFFIX) as Encoding[]) {
      if (files.has(path + SUFFIX[encoding])) asset[encoding] = copyOf(readFileSync(join(dir, path + SUFFIX[encoding])))
    }
    assets.set(prefix + path, asset)
  }
  return assets
}

/** If-None-Match names this ETag (weak comparison, as RFC 9110 asks for this header) or is `*`. */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === etag
  })
}

/**
 * Serves `dir` (the built assets) under `prefix` from memory, with the storefront's security
 * headers (`headers`, the helmet middleware every storefront answer gets).
 */
export function assetsFromMemory(dir: string, headers: RequestHandler, prefix = '/assets'): RequestHandler {
  const assets = load(dir, prefix)
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url.startsWith(prefix + '/')) return next()
    const query = req.url.indexOf('?')
    const asset = assets.get(query === -1 ? req.url : req.url.slice(0, query))
    if (!asset || req.headers.range !== undefined) return next()
    const encoding = preferredEncoding(req.headers['accept-encoding'], (e) => asset[e] !== undefined)
    const copy = (encoding && asset[encoding]) || asset.identity
    headers(req, res, (error?: unknown) => {
      if (error) return next(error)
      // A 304 carries what a 200 would for the cache (RFC 9110 15.4.5): the validator and the policy.
      res.setHeader('Cache-Control', IMMUTABLE)
      res.setHeader('Vary', 'Accept-Encoding')
      res.setHeader('ETag', copy.etag)
      if (notModified(req.headers['if-none-match'], copy.etag)) {
        res.statusCode = 304
        return void res.end()
      }
      res.type(asset.ext)
      if (encoding) res.setHeader('Content-Encoding', encoding)
      res.setHeader('Content-Length', copy.body.length)
      res.end(req.method === 'HEAD' ? undefined : copy.body)
    })
  }
}
