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
 * The gzip form of a large answer is kept too, so a hit costs no compression either. It is made
 * when a client first asks for it: on a miss, off the request's thread (zlib's pool), and for an
 * answer first made for a client that took it plain (a script, a crawler, the bench), at its first
 * hit that asks. An answer asked for once by such a client is never compressed. Only 200s
 * are kept (errors and 404s are cheap and must not stick), and only for the routes listed below,
 * which read and never write (a view being counted does not go through here). `X-Cache: HIT` or
 * `MISS` says which it was, as a CDN would.
 *
 * Two mounts share the one store (issue 22, "the hot path before the machinery"): `visitorHits`
 * comes first in the app (cms/app.ts) and answers a hit before the request logger, compression,
 * the routers and the JSON parser, so a hit costs the key, the version and the bytes; everything
 * else falls through to `visitorCache`, in the API router after the caller is known, which fills
 * the store from the route's answer.
 */
import type { Request, RequestHandler, Response } from 'express'
import type { Payload } from 'payload'
import { createHash } from 'node:crypto'
import { gzip, gzipSync } from 'node:zlib'
import { sharedVersion } from '../../catalogue/sharedVersion'
import { MEMO_TTL_MS, namedStore } from '../../catalogue/memo'
import { type BoundedStore, fresh } from '../../catalogue/boundedStore'
import { pathProblem, queryProblem } from '../../canonicalRequest'
import { logger } from '../../logger'
import { JSON_BODY_LIMIT_BYTES, rawBodyOf, readBodyBytes } from '../http/json'
import { carriesCredentials } from '../http/user'

/** The read-only public routes and search, relative to where the middleware is mounted (/api). */
const CACHEABLE: Record<'GET' | 'POST', RegExp> = {
  GET: /^\/public\/(artwork-of-the-day|artwork\/[^/]+|collection\/[^/]+|exhibition\/[^/]+|gallery\/[^/]+|profile\/[^/]+\/[^/]+|dictionary\/category|categories|guides|guide\/[^/]+|site-settings)$/,
  POST: /^\/(public\/(artworks|artworks-by-artist|artworks-by-username|top-artworks|collections|exhibitions|dictionary\/terms|artists|galleries|top-artists|top-galleries)|user\/search)$/,
}
/** Answers smaller than this are sent as they are (compression would not pay: compression's own threshold). */
const GZIP_FROM = 1024
/**
 * What one process keeps: a listing page is some 15 KB and its gzip 3 KB, so the bytes bind first
 * (about 900 listings); small answers (an artwork, a dictionary category) fill the count.
 */
const LIMITS = { entries: 2000, bytes: 16 * 1024 * 1024 }

type Entry = { version: string; expires: number; body: Buffer; gzip: Buffer | null; cacheControl: string | null }

/** The store both mounts share, per Payload (the tests run several in one process). */
function answersOf(payload: Payload) {
  return { version: sharedVersion(payload), entries: namedStore<Entry>(payload, 'visitor-answers', LIMITS) }
}

/** Whether `entry` goes to this client gzipped: it is large enough and the client takes gzip. */
const gzipped = (req: Request, entry: Entry): boolean => entry.body.length >= GZIP_FROM && req.acceptsEncodings('gzip') === 'gzip'

/**
 * The answer's key: the method, the URL and, for a POST, a hash of the body's own bytes
 * (re-serialising the parsed body would cost a walk of whatever nesting a visitor sends: a deep
 * one overflowed the stack, issue 16).
 */
function keyOf(req: Request): string {
  // Worked out once a request: a miss of the early answer asks again in the API router.
  const known = keys.get(req)
  if (known !== undefined) return known
  const body =
    req.method === 'POST'
      ? createHash('sha256')
          .update(rawBodyOf(req) ?? '')
          .digest('base64')
      : ''
  const key = `${req.method} ${req.originalUrl} ${body}`
  keys.set(req, key)
  return key
}
const keys = new WeakMap<Request, string>()

/** Sends a kept answer; a gzip form first asked for here is made now and kept with it. */
function sendHit(req: Request, res: Response, entry: Entry, entries: BoundedStore<Entry>): void {
  const zip = gzipped(req, entry)
  if (zip && !entry.gzip) {
    entry.gzip = gzipSync(entry.body)
    entries.grow(keyOf(req), entry, entry.gzip.length)
  }
  send(res, entry, 'HIT', zip)
}

/** Sends `entry`, gzipped where `zip` (the client takes it: `gzipped`, asked once a request) and its gzip form is made. */
function send(res: Response, entry: Entry, state: 'HIT' | 'MISS', zip: boolean): void {
  res.status(200).type('application/json; charset=utf-8').set('X-Cache', state)
  if (entry.cacheControl) res.set('Cache-Control', entry.cacheControl)
  res.vary('Accept-Encoding')
  if (zip && entry.gzip) {
    // An encoded body: the compression middleware leaves it as it is.
    res.set('Content-Encoding', 'gzip')
    return void res.end(entry.gzip)
  }
  res.end(entry.body)
}

/**
 * The early answer, first in the app: a visitor's GET or POST of a cacheable route whose answer is
 * kept under the current version is sent from here, with the storefront's security headers
 * (`headers`, the same helmet middleware every API answer gets) and one log line after it. Anything
 * else (a member, a miss, a path not in its one canonical spelling, a body that is not plain JSON
 * within the limit) goes on, untouched but for a POST body's bytes, which are kept on the request
 * for the JSON parser (cms/api/http/json.ts).
 */
export function visitorHits(payload: Payload, headers: RequestHandler): RequestHandler {
  const { version, entries } = answersOf(payload)
  return (req, res, next) => {
    const method = req.method
    if ((method !== 'GET' && method !== 'POST') || !req.url.startsWith('/api/') || carriesCredentials(req)) return next()
    const query = req.url.indexOf('?')
    const path = query === -1 ? req.url : req.url.slice(0, query)
    if (!CACHEABLE[method].test(path.slice('/api'.length)) || pathProblem(req.url) || queryProblem(req.url)) return next()
    const started = performance.now()
    const answer = () => {
      version().then(
        (current) => {
          const hit = entries.get(keyOf(req))
          if (!fresh(hit, current)) return next()
          headers(req, res, (error?: unknown) => {
            if (error) return next(error)
            sendHit(req, res, hit, entries)
            logger.info(
              { req: { method, url: req.url }, res: { status: 200 }, cache: 'HIT', responseTime: Math.round(performance.now() - started) },
              'request completed',
            )
          })
          // The version could not be read (the database is out of reach, say): the full path answers
          // and logs that as it answers any request.
        },
        () => next(),
      )
    }
    if (method === 'GET') return answer()
    // Only a body the JSON parser would read as it is: declared JSON (or empty), of a known length
    // within the limit, not encoded. Any other goes on unread, to be answered as it is today.
    const length = Number(req.headers['content-length'] ?? 0)
    const plain =
      req.headers['transfer-encoding'] === undefined &&
      req.headers['content-encoding'] === undefined &&
      length <= JSON_BODY_LIMIT_BYTES &&
      (length === 0 || req.is('application/json') === 'application/json')
    if (!plain) return next()
    readBodyBytes(req, res, () => (rawBodyOf(req) === undefined ? next() : answer()))
  }
}

/**
 * Fills the store: in the API router, once the caller is known, a visitor's 200 from a cacheable
 * route is kept and sent as a MISS (with its gzip form, made off the request's thread, when large
 * and asked for).
 */
export function visitorCache(payload: Payload): RequestHandler {
  const { version, entries } = answersOf(payload)
  return async (req, res, next) => {
    const route = req.method === 'GET' || req.method === 'POST' ? CACHEABLE[req.method] : null
    if (req.user || !route?.test(req.path)) return next()
    const key = keyOf(req)
    const current = await version()
    const now = Date.now()
    const hit = entries.get(key)
    if (fresh(hit, current, now)) return sendHit(req, res, hit, entries)
    const json = res.json.bind(res)
    res.json = (value: unknown) => {
      if (res.statusCode === 200) {
        const body = Buffer.from(JSON.stringify(value))
        const cacheControl = res.get('Cache-Control') ?? null
        const entry: Entry = { version: current, expires: now + MEMO_TTL_MS, body, gzip: null, cacheControl }
        entries.set(key, entry, body.length, now)
        if (!gzipped(req, entry)) {
          send(res, entry, 'MISS', false)
          return res
        }
        gzip(body, (error, compressed) => {
          // Should zlib fail, the answer goes plain and the entry stays without its gzip form (a hit
          // that asked meanwhile may have made it already).
          if (!error && !entry.gzip) {
            entry.gzip = compressed
            entries.grow(key, entry, compressed.length)
          }
          send(res, entry, 'MISS', true)
        })
        return res
      }
      return json(value)
    }
    next()
  }
}
