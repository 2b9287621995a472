/**
 * Public answers to visitors, remembered (issue 11: "a repeated listing or artwork costs no
 * query"). A visitor's answer depends only on the request and on the public content, never on who
 * asks (a member's carries `hasLiked` and their own unpublished works: members always pass
 * through). So the key is the method, the URL and the JSON body's bytes, and an entry is good while the
 * catalogue's version (cms/catalogue/contentVersion.ts) is the one it was made under: a write on
 * any instance moves the version in the shared database, and every instance stops serving what it
 * remembered at once. The version costs one index lookup per public collection; the answer it
 * saves costs the page's queries, the mapping and the JSON.
 *
 * The gzip form of a large answer is kept too, so a hit costs no compression either. Only 200s
 * are kept (errors and 404s are cheap and must not stick), and only for the routes listed below,
 * which read and never write (a view being counted does not go through here). `X-Cache: HIT` or
 * `MISS` says which it was, as a CDN would.
 */
import type { Request, RequestHandler, Response } from 'express'
import type { Payload } from 'payload'
import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { sharedVersion } from '../../catalogue/sharedVersion'
import { keepBounded, MEMO_TTL_MS, namedStore } from '../../catalogue/memo'
import { rawBodyOf } from '../http/json'

/** The read-only public routes and search, relative to where the middleware is mounted (/api). */
const CACHEABLE: Record<'GET' | 'POST', RegExp> = {
  GET: /^\/public\/(artwork-of-the-day|artwork\/[^/]+|collection\/[^/]+|exhibition\/[^/]+|gallery\/[^/]+|profile\/[^/]+\/[^/]+|dictionary\/category|categories|guides|guide\/[^/]+|site-settings)$/,
  POST: /^\/(public\/(artworks|artworks-by-artist|artworks-by-username|top-artworks|collections|exhibitions|dictionary\/terms|artists|galleries|top-artists|top-galleries)|user\/search)$/,
}
/** Answers smaller than this are sent as they are (compression would not pay: compression's own threshold). */
const GZIP_FROM = 1024
/** Entries kept per process (a listing page is some 15 KB, its gzip 3 KB: tens of MB at most). */
const MAX_ENTRIES = 2000

type Entry = { version: string; expires: number; body: Buffer; gzip: Buffer | null; cacheControl: string | null }

export function visitorCache(payload: Payload): RequestHandler {
  const version = sharedVersion(payload)
  const entries = namedStore<Entry>(payload, 'visitor-answers')
  const send = (req: Request, res: Response, entry: Entry, state: 'HIT' | 'MISS'): void => {
    res.status(200).type('application/json; charset=utf-8').set('X-Cache', state)
    if (entry.cacheControl) res.set('Cache-Control', entry.cacheControl)
    res.vary('Accept-Encoding')
    if (entry.gzip && req.acceptsEncodings('gzip') === 'gzip') {
      // An encoded body: the compression middleware leaves it as it is.
      res.set('Content-Encoding', 'gzip')
      return void res.end(entry.gzip)
    }
    res.end(entry.body)
  }

  return async (req, res, next) => {
    const route = req.method === 'GET' || req.method === 'POST' ? CACHEABLE[req.method] : null
    if (req.user || !route?.test(req.path)) return next()
    // The body's own bytes, hashed: re-serialising the parsed body would cost a walk of whatever
    // nesting a visitor sends (a deep one overflowed the stack: issue 16).
    const key = `${req.method} ${req.originalUrl} ${
      req.method === 'POST'
        ? createHash('sha256')
            .update(rawBodyOf(req) ?? '')
            .digest('base64')
        : ''
    }`
    const current = await version()
    const now = Date.now()
    const hit = entries.get(key)
    if (hit && hit.version === current && hit.expires > now) {
      return send(req, res, hit, 'HIT')
    }
    const json = res.json.bind(res)
    res.json = (value: unknown) => {
      if (res.statusCode === 200) {
        const body = Buffer.from(JSON.stringify(value))
        const cacheControl = res.get('Cache-Control') ?? null
        const entry: Entry = {
          version: current,
          expires: now + MEMO_TTL_MS,
          body,
          gzip: body.length >= GZIP_FROM ? gzipSync(body) : null,
          cacheControl,
        }
        keepBounded(entries, key, entry, MAX_ENTRIES)
        send(req, res, entry, 'MISS')
        return res
      }
      return json(value)
    }
    next()
  }
}
