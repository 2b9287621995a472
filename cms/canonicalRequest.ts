import type { RequestHandler } from 'express'
import { prototypeKeyInName } from '../shared/inputSafety'
import { HTTP_MESSAGES } from '../shared/messages'

/**
 * The first thing every request meets (issue 16). Express routes on the raw path while Next (and
 * any other handler that builds a URL from it) normalises it afterwards: `/cms/./api/users` missed
 * the back office's door (mounted at /cms/api) and still reached Payload's REST handler through
 * `/cms/*`. So a path must already be in its one canonical spelling before any routing: no dot
 * segments (`.`, `..`, in any percent-encoding), no encoded slash or backslash, no backslash, no
 * empty segment (`//`), no NUL, no absolute-form target. Such a request answers 400 and reaches no
 * handler. Browsers never send these spellings; scripts and some proxies do.
 *
 * Query strings may not name a prototype key (`where[__proto__][x]=1`, `a[constructor][prototype]`)
 * either: a parser that assigns such a name writes into every object of the process.
 */
export function pathProblem(target: string): string | null {
  // Origin-form only ("GET /path HTTP/1.1"); absolute-form and "*" name no path of ours.
  if (!target.startsWith('/')) return HTTP_MESSAGES.nonCanonicalPath
  const end = target.search(/[?#]/)
  const path = end === -1 ? target : target.slice(0, end)
  if (path.includes('\\') || path.includes('//')) return HTTP_MESSAGES.nonCanonicalPath
  // %2F / %5C: a slash or backslash that some layer decodes into a separator; %25 before one of
  // them (or a dot) is the same, encoded twice; %00 ends a string in C and PostgreSQL.
  if (/%(2f|5c|00)|%25(2e|2f|5c|00)/i.test(path)) return HTTP_MESSAGES.nonCanonicalPath
  for (const segment of path.slice(1).split('/')) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return HTTP_MESSAGES.nonCanonicalPath
    }
    if (decoded === '.' || decoded === '..') return HTTP_MESSAGES.nonCanonicalPath
  }
  return null
}

/** The prototype key a query string's parameter names (decoded as qs decodes it), or null. */
export function queryProblem(target: string): string | null {
  const start = target.indexOf('?')
  if (start === -1) return null
  const end = target.indexOf('#', start)
  const query = target.slice(start + 1, end === -1 ? undefined : end)
  for (const pair of query.split('&')) {
    const rawName = pair.split('=', 1)[0].replace(/\+/g, ' ')
    let name = rawName
    try {
      name = decodeURIComponent(rawName)
    } catch {
      // qs keeps a malformed escape as it is: so is it checked.
    }
    if (prototypeKeyInName(name)) return HTTP_MESSAGES.prototypeKey
  }
  return null
}

export const canonicalRequest: RequestHandler = (req, res, next) => {
  const problem = pathProblem(req.url) ?? queryProblem(req.url)
  if (!problem) return next()
  res.status(400).set('Cache-Control', 'no-store').json({ error: problem })
}
