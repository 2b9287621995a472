/** GET /api/openapi.json and GET /api/docs: the document and its page, built once, cacheable (ETag, 5 minutes). */
import type { RequestHandler } from 'express'
import { createHash } from 'node:crypto'
import { openApiDocument } from './document'
import { renderDocsPage } from './page'

type Built = { body: string; etag: string }
const built = (body: string): Built => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` })

let json: Built | undefined
let html: Built | undefined

/** No script and nothing from elsewhere: inline styles, same-origin links. */
const DOCS_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

export const openApiJson: RequestHandler = (_req, res) => {
  json ??= built(JSON.stringify(openApiDocument()))
  // res.send answers 304 itself when the request's If-None-Match matches the ETag.
  res.set({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300', ETag: json.etag }).send(json.body)
}

export const docsPage: RequestHandler = (_req, res) => {
  html ??= built(renderDocsPage(openApiDocument()))
  res
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      'Content-Security-Policy': DOCS_CSP,
      ETag: html.etag,
    })
    .send(html.body)
}
