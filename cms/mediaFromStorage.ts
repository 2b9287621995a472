import type { RequestHandler } from 'express'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import type { Payload } from 'payload'
import { handleEndpoints } from 'payload'
import { HTTP_MESSAGES } from '../shared/messages'

/** What the browser may ask of a file (a range, a revalidation), passed on to the storage. */
const ASKED = ['range', 'if-none-match'] as const
/** What the storage says about the file, passed back. */
const ANSWERED = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'] as const

/**
 * /media/<filename> when uploads are kept off the local disk (cms/mediaStorage.ts): answered by
 * Payload's own file endpoint (GET <api>/media/file/<filename>: Media's read access, then the
 * storage adapter's handler, which streams the object with its type, length, ETag and ranges).
 * The storefront's image URLs, srcsets and preloads stay the same as with MEDIA_DIR, and any
 * instance answers for a file another stored. The request goes in without the visitor's cookies
 * or token: images are public, and an anonymous read is the same for everyone, so it is cached as
 * long as a file on disk is (names are unique).
 */
export function mediaFromStorage(payload: Payload): RequestHandler {
  return async (req, res, next) => {
    const filename = fileName(req.path)
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !filename) {
      res.status(404).json({ error: HTTP_MESSAGES.notFound })
      return
    }
    const headers = new Headers()
    for (const name of ASKED) {
      const value = req.get(name)
      if (value) headers.set(name, value)
    }
    const abort = new AbortController()
    res.on('close', () => abort.abort())
    try {
      const url = new URL(`${payload.config.routes.api}/media/file/${encodeURIComponent(filename)}`, 'http://media.internal')
      const answer = await handleEndpoints({ config: payload.config, request: new Request(url, { headers, signal: abort.signal }) })
      if (answer.status === 403 || answer.status === 404) {
        await answer.body?.cancel()
        res.status(404).json({ error: HTTP_MESSAGES.notFound })
        return
      }
      if (answer.status >= 500) {
        await answer.body?.cancel()
        next(new Error(`media storage answered ${answer.status} for ${filename}`))
        return
      }
      res.status(answer.status)
      for (const name of ANSWERED) {
        const value = answer.headers.get(name)
        if (value) res.set(name, value)
      }
      if (answer.status < 400) res.set('Cache-Control', 'public, max-age=31536000, immutable')
      if (req.method === 'HEAD' || !answer.body) {
        await answer.body?.cancel()
        res.end()
        return
      }
      await pipeline(Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>), res)
    } catch (error) {
      if (!res.headersSent) next(error)
      else res.destroy(error as Error)
    }
  }
}

/** The one path segment under /media, decoded; nested or malformed paths are not files. */
function fileName(path: string): string | null {
  const raw = path.replace(/^\//, '')
  if (!raw || raw.includes('/')) return null
  try {
    const name = decodeURIComponent(raw)
    return name.includes('/') || name.includes('\\') || name.startsWith('.') ? null : name
  } catch {
    return null
  }
}
