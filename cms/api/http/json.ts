import type { Request, RequestHandler, Response } from 'express'
import express from 'express'
import { jsonDepth, MAX_JSON_DEPTH, prototypeKeyIn } from '../../../shared/inputSafety'
import { HTTP_MESSAGES } from '../../../shared/messages'
import { HttpError } from './errors'

/** The most a JSON body may weigh (413 above it). */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024

/** The body's bytes as they came (body-parser's raw parser: size limit, charset and encoding checks). */
const raw = express.raw({ type: () => true, limit: JSON_BODY_LIMIT_BYTES })

type BodyBytes = { rawBody?: Buffer; rawBodyError?: unknown }

/** The exact bytes a JSON body arrived as, kept for what must not depend on re-serialising it (the visitor cache's key). */
export const rawBodyOf = (req: Request): Buffer | undefined => (req as Request & BodyBytes).rawBody

/**
 * Reads the body's bytes once and keeps them on the request (or the reason they could not be
 * read), so that whoever reads them first (the visitor cache's early answer, or jsonBody) leaves
 * them for the other: a request's stream can be read only once.
 */
export function readBodyBytes(req: Request, res: Response, done: () => void): void {
  const kept = req as Request & BodyBytes
  if (kept.rawBody !== undefined || kept.rawBodyError !== undefined) return done()
  raw(req, res, (err?: unknown) => {
    if (err) kept.rawBodyError = err
    else kept.rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
    done()
  })
}

/**
 * A JSON body as an object, or the HttpError that says why not: too deep to walk safely (400,
 * before it is parsed), not JSON (400), not an object (400), or naming a prototype key anywhere
 * (400: shared/inputSafety.ts).
 */
export function parseJsonObject(text: string): Record<string, unknown> | HttpError {
  if (text.trim() === '') return {}
  if (jsonDepth(text) > MAX_JSON_DEPTH) return new HttpError(400, HTTP_MESSAGES.jsonTooDeep)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return new HttpError(400, HTTP_MESSAGES.invalidJson)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return new HttpError(400, HTTP_MESSAGES.notJsonObject)
  if (prototypeKeyIn(value)) return new HttpError(400, HTTP_MESSAGES.prototypeKey)
  return value as Record<string, unknown>
}

/**
 * JSON bodies for POST/PUT/PATCH: a body that is present must be declared as JSON
 * (415 otherwise), parse (400) and stay small (413). An empty body reads as {}.
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  if (!['POST', 'PUT', 'PATCH'].includes(req.method)) return next()
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined
  if (hasBody && !req.is('application/json') && !req.is('multipart/form-data')) {
    return next(new HttpError(415, HTTP_MESSAGES.notJson))
  }
  if (req.is('multipart/form-data')) return next()
  readBodyBytes(req, res, () => {
    const { rawBody, rawBodyError } = req as Request & BodyBytes
    if (rawBodyError !== undefined || rawBody === undefined) return next(rawBodyError)
    const parsed = parseJsonObject(rawBody.toString('utf8'))
    if (parsed instanceof HttpError) return next(parsed)
    req.body = parsed
    next()
  })
}
