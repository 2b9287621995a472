/**
 * The one fetch client of the storefront. Same-origin by default (config/env), JSON in and out,
 * bearer token from local storage, one refresh attempt on 401, and an `ApiError` carrying the
 * HTTP status and the server's `error` text. It never shows toasts: React Query's caches do.
 */
import type { ApiErrorBody } from '@shared/api-types'
import { apiBaseUrl } from '@/config/env'
import { tokenStorage } from './token-storage'

export class ApiError extends Error {
  readonly status: number
  readonly details: ApiErrorBody['details']
  /** The whole answer, for calls whose errors carry more than `error` (a checkout's new total, a verification's order). */
  readonly body: unknown
  constructor(status: number, message: string, details?: ApiErrorBody['details'], body?: unknown) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.details = details
    this.body = body
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** A JSON body (an object) or a FormData for multipart. */
  body?: unknown
  signal?: AbortSignal
  headers?: Record<string, string>
  /**
   * Upload progress of a FormData body, from 0 to 1. fetch cannot report it, so such a request
   * goes through XMLHttpRequest (same headers, refresh and errors as every other call).
   */
  onUploadProgress?: (fraction: number) => void
  /** 'blob': a successful answer is a file (an invoice PDF), handed over as a Blob; errors stay JSON. */
  responseType?: 'blob'
}

const REFRESH_PATH = '/auth/refresh-token'
/** Calls where a 401 means "wrong credentials", not "expired token". */
const NO_REFRESH = new Set(['/auth/login', '/auth/signup', REFRESH_PATH])
/** The server's `WWW-Authenticate` on an answer it gave as to a visitor because the token was bad. */
const STALE_TOKEN = /error="invalid_token"/

function fallbackMessage(status: number): string {
  if (status === 0) return 'Network error. Check your connection and try again.'
  if (status === 401) return 'Please sign in again.'
  if (status === 403) return 'You do not have access to this.'
  if (status === 404) return 'Not found.'
  if (status >= 500) return 'Something went wrong on our side. Please try again.'
  return 'The request could not be completed.'
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null
  const type = response.headers.get('content-type') ?? ''
  if (type.includes('application/json')) return response.json()
  const text = await response.text()
  return text.length ? text : null
}

function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
    const { error, details } = body as ApiErrorBody
    return new ApiError(status, error, details, body)
  }
  return new ApiError(status, fallbackMessage(status), undefined, body)
}

/** Response headers of an XMLHttpRequest, as a Headers object. */
function xhrHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers()
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':')
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
  }
  return headers
}

/** A multipart request through XMLHttpRequest, reporting the upload's progress; answers a fetch Response. */
function sendWithProgress(url: string, method: string, headers: Record<string, string>, body: FormData, options: RequestOptions) {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onUploadProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      options.onUploadProgress?.(1)
      // A 204 or 304 may not carry a body in a Response.
      const text = xhr.status === 204 || xhr.status === 304 ? null : xhr.responseText
      resolve(new Response(text, { status: xhr.status, statusText: xhr.statusText, headers: xhrHeaders(xhr) }))
    }
    xhr.onerror = () => reject(new ApiError(0, fallbackMessage(0)))
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(body)
  })
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  let body: BodyInit | undefined
  if (options.body instanceof FormData) {
    body = options.body
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  if (token) headers.Authorization = `Bearer ${token}`
  const url = new URL(path, apiBaseUrl()).toString()
  if (options.onUploadProgress && body instanceof FormData) {
    return sendWithProgress(url, options.method ?? 'POST', headers, body, options)
  }
  try {
    return await fetch(url, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, fallbackMessage(0))
  }
}

let refreshing: Promise<string | null> | null = null

/**
 * Exchanges the stored refresh token for new tokens. Null when the session cannot be renewed (no
 * refresh token, or the server refused it): the session is then dropped quietly, tokens and
 * profile only (the cart stays: a logout empties it, an expiry does not). A network
 * failure or a 5xx throws instead and keeps the session: it may work again in a moment.
 */
function refreshAccessToken(): Promise<string | null> {
  const refreshToken = tokenStorage.getRefreshToken()
  if (!refreshToken) {
    tokenStorage.clear()
    return Promise.resolve(null)
  }
  // Several requests failing at once share one refresh call.
  refreshing ??= (async () => {
    try {
      const response = await send(REFRESH_PATH, { method: 'POST', body: { refreshToken } }, null)
      if (response.status >= 500) throw toApiError(response.status, await parseBody(response))
      const data = response.ok ? ((await parseBody(response)) as { accessToken?: string; refreshToken?: string } | null) : null
      if (data?.accessToken) {
        tokenStorage.setTokens({ accessToken: data.accessToken, refreshToken: data.refreshToken })
        return data.accessToken
      }
      // Refresh tokens rotate: another tab may have renewed the session with this one meanwhile.
      const current = tokenStorage.getAccessToken()
      if (current && tokenStorage.getRefreshToken() !== refreshToken) return current
      tokenStorage.clear()
      return null
    } finally {
      refreshing = null
    }
  })()
  return refreshing
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = tokenStorage.getAccessToken()
  let response = await send(path, options, token)

  if (response.status === 401 && token && !NO_REFRESH.has(path)) {
    const fresh = await refreshAccessToken()
    // Renewed: the same request with the new token. Not renewable: the dead session is gone, and
    // the request is made once more as a visitor, so a public page loads as it does for anyone
    // (a members-only call answers its own 401). Neither retry refreshes again: no loop.
    response = await send(path, options, fresh)
  } else if (response.ok && token && !NO_REFRESH.has(path) && STALE_TOKEN.test(response.headers.get('www-authenticate') ?? '')) {
    // A public route served a stale token as a visitor (RFC 6750 says why in this header): renew
    // the session, or drop it quietly when it cannot be renewed, and ask again as the member when
    // it was renewed, so member-only fields (hasLiked) are right.
    const fresh = await refreshAccessToken().catch(() => null)
    if (fresh) response = await send(path, options, fresh)
  }

  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T
  const body = await parseBody(response)
  if (!response.ok) throw toApiError(response.status, body)
  return body as T
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** A file the member may fetch (signed in, refreshed on 401 like every call). */
  file: (path: string, options?: Omit<RequestOptions, 'method' | 'body' | 'responseType'>) =>
    apiRequest<Blob>(path, { ...options, method: 'GET', responseType: 'blob', headers: { Accept: '*/*', ...options?.headers } }),
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The text to show a user for any thrown value. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.message
  return fallback
}

/**
 * Whether asking again may help: a network failure, a rate limit or a server error may pass; a
 * refusal (403 not for this role, 404 not yours) will not, so no 'Try again' is offered for it.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500
}
