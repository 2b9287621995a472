import type { ErrorRequestHandler } from 'express'
import { APIError, FileUploadError, ValidationError } from 'payload'
import type { ApiErrorBody } from '../../../shared/api-types'
import { HTTP_MESSAGES, MESSAGES, UPLOAD_MESSAGES } from '../../../shared/messages'
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../../db/unavailable'

/** An error that answers with its status and sentence. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: ApiErrorBody['details'],
    readonly headers?: Record<string, string>,
    /** More fields of the answer beside `error` (e.g. checkout's `totalAmount` with its 409). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, details?: ApiErrorBody['details']) => new HttpError(400, message, details)
export const unauthorized = (message: string = HTTP_MESSAGES.unauthorized) => new HttpError(401, message)
export const forbidden = (message: string = HTTP_MESSAGES.forbidden) => new HttpError(403, message)
export const notFound = (message: string = HTTP_MESSAGES.notFound) => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)

/**
 * Every storefront API error becomes `{ error, details? }` with the right status: our HttpErrors,
 * Payload's APIErrors (access denied, not found, validation), body-parser's malformed JSON and
 * size errors, multer's upload limits, a database that cannot be reached (503, Retry-After). Anything
 * else is a 500 with a neutral sentence, logged.
 */
export const apiErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const { status, body, headers } = toResponse(error)
  if (status === 503) req.log?.warn({ err: error }, 'database unavailable')
  else if (status >= 500) req.log?.error({ err: error }, 'API error')
  if (res.headersSent) return
  if (headers) res.set(headers)
  res.status(status).json(body)
}

function toResponse(error: unknown): { status: number; body: ApiErrorBody; headers?: Record<string, string> } {
  if (error instanceof HttpError)
    return {
      status: error.status,
      body: { ...error.extra, error: error.message, ...(error.details ? { details: error.details } : {}) },
      headers: error.headers,
    }
  if (isDatabaseUnavailable(error)) return unavailable()
  if (error instanceof ValidationError) {
    const details = (error.data?.errors ?? []).map((e) => ({ path: e.path, message: e.message }))
    return { status: 400, body: { error: details[0] ? `${details[0].path}: ${details[0].message}` : error.message, details } }
  }
  // Payload could not write an upload's files (it logs the cause, e.g. ENOSPC, and throws this
  // 400 before any row is made): the member's request was fine, the server's storage was not.
  if (error instanceof FileUploadError) return { status: 507, body: { error: UPLOAD_MESSAGES.notStored } }
  if (error instanceof APIError) {
    const status = error.status >= 400 && error.status < 600 ? error.status : 500
    if (status === 403) return { status, body: { error: HTTP_MESSAGES.forbidden } }
    if (status === 404) return { status, body: { error: HTTP_MESSAGES.notFound } }
    return { status, body: { error: status < 500 || error.isPublic ? error.message : HTTP_MESSAGES.serverError } }
  }
  const e = error as { type?: string; status?: number; code?: string; message?: string }
  if (e?.type === 'entity.parse.failed') return { status: 400, body: { error: HTTP_MESSAGES.invalidJson } }
  if (e?.type === 'entity.too.large') return { status: 413, body: { error: HTTP_MESSAGES.bodyTooLarge } }
  if (e?.type === 'charset.unsupported' || e?.type === 'encoding.unsupported')
    return { status: 415, body: { error: HTTP_MESSAGES.unsupportedEncoding } }
  if (e?.code === 'LIMIT_FILE_SIZE') return { status: 413, body: { error: UPLOAD_MESSAGES.tooLarge } }
  if (e?.code === 'LIMIT_FILE_COUNT' || e?.code === 'LIMIT_UNEXPECTED_FILE')
    return { status: 400, body: { error: e.code === 'LIMIT_FILE_COUNT' ? MESSAGES.maxImages : UPLOAD_MESSAGES.unexpectedField } }
  if (typeof e?.code === 'string' && e.code.startsWith('LIMIT_'))
    return { status: 400, body: { error: UPLOAD_MESSAGES.malformedOrTooLarge } }
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500)
    return { status: e.status, body: { error: e.message || HTTP_MESSAGES.badRequest } }
  return { status: 500, body: { error: HTTP_MESSAGES.serverError } }
}

/** The database cannot be reached: try again shortly (cms/db/unavailable.ts). */
export function unavailable(): { status: number; body: ApiErrorBody; headers: Record<string, string> } {
  return { status: 503, body: { error: HTTP_MESSAGES.unavailable }, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } }
}
