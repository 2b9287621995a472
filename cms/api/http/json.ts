import type { RequestHandler } from 'express'
import express from 'express'
import { HTTP_MESSAGES } from '../../../shared/messages'
import { HttpError } from './errors'

const parser = express.json({ limit: '100kb', strict: true })

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
  parser(req, res, (err?: unknown) => {
    if (err) return next(err)
    if (req.body === undefined || req.body === null) req.body = {}
    if (typeof req.body !== 'object' || Array.isArray(req.body)) return next(new HttpError(400, HTTP_MESSAGES.notJsonObject))
    next()
  })
}
