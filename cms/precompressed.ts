import type { RequestHandler } from 'express'
import { existsSync, readdirSync } from 'node:fs'
import { extname, join, resolve, sep } from 'node:path'

export type Encoding = 'br' | 'gzip'
export const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

/** The encodings a client accepts, from `Accept-Encoding` (q=0 refuses one). */
function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const accepted = new Set<Encoding>()
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    if (q !== undefined && Number(q) === 0) continue
    if (name === 'br' || name === 'gzip') accepted.add(name)
    if (name === '*') accepted.add('br').add('gzip')
  }
  return accepted
}

/** The encoding to send: brotli before gzip, among those the client accepts and `available` has. */
export function preferredEncoding(header: string | undefined, available: (e: Encoding) => boolean = () => true): Encoding | undefined {
  const accepted = acceptedEncodings(header)
  return (['br', 'gzip'] as const).find((e) => accepted.has(e) && available(e))
}

/** Every file below `dir`, as URL paths ('/assets/app.js'). Built files do not change while the server runs. */
export function listing(dir: string): Set<string> {
  const found = new Set<string>()
  const walk = (at: string, url: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(at, entry.name), `${url}/${entry.name}`)
      else found.add(`${url}/${entry.name}`)
    }
  }
  if (existsSync(dir)) walk(dir, '')
  return found
}

/**
 * Serves the brotli or gzip copy the build made (storefront/build/precompress.ts) when the client
 * accepts it, with the original's type and `Vary: Accept-Encoding`; otherwise passes on to
 * express.static. The compression middleware leaves a response that already has an encoding alone.
 */
export function servePrecompressed(dir: string, cacheControl: string): RequestHandler {
  const root = resolve(dir)
  const files = listing(root)
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    let path: string
    try {
      path = decodeURIComponent(req.path)
    } catch {
      return next()
    }
    if (!files.has(path)) return next()
    res.vary('Accept-Encoding')
    const encoding = preferredEncoding(req.headers['accept-encoding'], (e) => files.has(path + SUFFIX[e]))
    if (!encoding) return next()
    const file = resolve(root, '.' + path + SUFFIX[encoding])
    if (!file.startsWith(root + sep)) return next()
    res.type(extname(path))
    res.set({ 'Content-Encoding': encoding, 'Cache-Control': cacheControl })
    res.sendFile(file, { cacheControl: false, lastModified: true, dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) next(error)
    })
  }
}
