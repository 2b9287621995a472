import type { RequestHandler } from 'express'
import { handleEndpoints, type Payload } from 'payload'

/**
 * Payload's own REST handler for /cms/api, as Next's route (cms/app/(payload)/cms/api/[...slug])
 * calls it, without Next: integration tests mount it where the server mounts Next's handler, so
 * requests pass the back office's door (cms/backOfficeDoor.ts) and reach the real handlers.
 */
export function payloadRest(payload: Payload): RequestHandler {
  return async (req, res, next) => {
    try {
      const url = new URL(req.originalUrl, 'http://127.0.0.1')
      if (!url.pathname.startsWith(payload.config.routes.api)) return void res.status(404).end()
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) {
        for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v)
      }
      const hasBody = !['GET', 'HEAD'].includes(req.method) && chunks.length > 0
      const request = new Request(url, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined })
      const response = await handleEndpoints({ config: payload.config, path: url.pathname, request })
      res.status(response.status)
      response.headers.forEach((value, name) => {
        if (name !== 'content-encoding' && name !== 'content-length') res.setHeader(name, value)
      })
      res.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      next(error)
    }
  }
}

/**
 * A call to Payload's REST API (/cms/api/…) as Next's route handler serves it, signed in as `who`
 * with the back office's JWT (or anonymous): what staff's browser or a script would send.
 */
export async function restCall(
  payload: Payload,
  method: string,
  path: string,
  who: { email: string; password: string } | null,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown>; text: string }> {
  const token = who ? (await payload.login({ collection: 'users', data: who })).token : undefined
  const { default: config } = await import('../../../payload.config')
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })
  const text = await response.text()
  const json = response.headers.get('content-type')?.includes('json') && text ? (JSON.parse(text) as Record<string, unknown>) : {}
  return { status: response.status, json, text }
}
