/**
 * The API's reference (cms/api/openapi/): the registry names exactly the routes apiRouter mounts,
 * /api/openapi.json is a sound OpenAPI 3.1 document whose request bodies require what the zod
 * schemas require, and /api/docs renders every route.
 */
import type { Router } from 'express'
import type { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openApiPath, type OpenApiDocument } from '../../cms/api/openapi/document'
import { ROUTES } from '../../cms/api/openapi/routes/index'
import { apiRouter } from '../../cms/api/router'
import { HTTP_MESSAGES } from '../../shared/messages'
import { startPayload, type TestPayload } from './helpers/payload'
import { listenWithEnv } from './helpers/server'

let t: TestPayload
let base: string
let close: () => Promise<void>

beforeAll(async () => {
  t = await startPayload()
  ;({ url: base, close } = await listenWithEnv(t.payload, { RATE_LIMIT_DISABLED: 'true' }))
})
afterAll(async () => {
  await close?.()
  await t?.close()
})

type Listed = { path: string | RegExp; methods?: string[]; router?: Router }

/**
 * Every `METHOD /full/path` a router answers. Express 5's router (the `router` package, 2.3+)
 * lists its routes and mounted routers with their paths through its public `listRoutes()`, so the
 * mount paths (which its layers keep only as matcher functions and an internal `rawPath`) come
 * from the router itself and no table of mounts has to be kept beside apiRouter. Plain middleware
 * (parsers, the 404 fallback) is not listed. The automatic HEAD of a GET is left out.
 */
function answeredRoutes(router: Router, prefix = '', out = new Set<string>()): Set<string> {
  const listRoutes = (router as unknown as { listRoutes?: () => Listed[] }).listRoutes
  if (typeof listRoutes !== 'function') throw new Error("This router has no listRoutes(): Express's router package must be 2.3 or later.")
  for (const entry of listRoutes.call(router)) {
    if (typeof entry.path !== 'string') throw new Error(`A route mounted on a RegExp cannot be checked: ${String(entry.path)}`)
    const full = prefix + (entry.path === '/' ? '' : entry.path)
    if (entry.router) answeredRoutes(entry.router, full, out)
    else
      for (const m of entry.methods ?? []) if (m !== 'HEAD' || !entry.methods?.includes('GET')) out.add(`${m.toUpperCase()} ${full || '/'}`)
  }
  return out
}

const registered = () => new Set(ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`))

/** A field is required when leaving it out fails (defaults and optionals do not). */
function zodRequired(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape
  if (!shape) throw new Error('A body schema is not an object')
  return Object.entries(shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([name]) => name)
    .sort()
}

async function document(): Promise<OpenApiDocument> {
  const res = await fetch(`${base}/api/openapi.json`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  return (await res.json()) as OpenApiDocument
}

describe('the route registry', () => {
  it('names exactly the routes apiRouter mounts', () => {
    const answered = answeredRoutes(apiRouter(t.payload))
    const documented = registered()
    const missing = [...answered].filter((r) => !documented.has(r)).sort()
    const extra = [...documented].filter((r) => !answered.has(r)).sort()
    expect({ missing, extra }, 'missing: routes without an entry; extra: entries without a route').toEqual({ missing: [], extra: [] })
    expect(ROUTES.length).toBe(documented.size) // no entry twice
  })

  it('has no route that the server answers "No such API route." from the outside', async () => {
    const fill = (path: string) =>
      path.replace(/:(\w+)/g, (_m, name: string) => ({ section: 'addresses', role: 'artist', slug: 'nobody-here' })[name] ?? '999999')
    for (const route of ROUTES) {
      const res = await fetch(base + fill(route.path), {
        method: route.method.toUpperCase(),
        ...(route.method === 'post' || route.method === 'put' || route.method === 'patch'
          ? { headers: { 'content-type': 'application/json' }, body: '{}' }
          : {}),
      })
      const text = await res.text()
      const error = res.headers.get('content-type')?.startsWith('application/json')
        ? (JSON.parse(text) as { error?: unknown }).error
        : undefined
      expect(error, `${route.method.toUpperCase()} ${route.path} answered ${res.status} ${text.slice(0, 200)}`).not.toBe(
        HTTP_MESSAGES.noRoute,
      )
    }
  })
})

describe('GET /api/openapi.json', () => {
  it('is a cacheable OpenAPI 3.1 document of every route', async () => {
    const res = await fetch(`${base}/api/openapi.json`)
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    const etag = res.headers.get('etag')
    expect(etag).toBeTruthy()
    // fetch adds `Cache-Control: no-cache` to a conditional request unless one is given (which would skip the 304).
    const again = await fetch(`${base}/api/openapi.json`, { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } })
    expect(again.status).toBe(304)

    const doc = await document()
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info.title).toBe('Kala storefront API')
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearer', 'cookie'])
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    )
    expect(operations.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort()).toEqual(
      ROUTES.map((r) => `${r.method.toUpperCase()} ${openApiPath(r.path)}`).sort(),
    )
    for (const { path, method, op } of operations) {
      const statuses = Object.keys(op.responses)
      expect(
        statuses.some((s) => s.startsWith('2')),
        `${method} ${path} has a success answer`,
      ).toBe(true)
      for (const [, r] of Object.entries(op.responses)) expect(r.description, `${method} ${path}`).toBeTruthy()
      // Every {param} of the path is a path parameter, and the other way round.
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
      const declared = (op.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort()
      expect(declared, `${method} ${path} path parameters`).toEqual(inPath)
      expect(op['x-caller']).toBeTruthy()
    }
  })

  it('resolves every $ref', async () => {
    const doc = await document()
    const refs = new Set<string>()
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(walk)
      if (!value || typeof value !== 'object') return
      for (const [k, v] of Object.entries(value)) {
        if (k === '$ref' && typeof v === 'string') refs.add(v)
        else walk(v)
      }
    }
    walk(doc)
    expect(refs.size).toBeGreaterThan(10)
    const dangling = [...refs].filter((ref) => !(ref.startsWith('#/components/schemas/') && ref.slice(21) in doc.components.schemas))
    expect(dangling).toEqual([])
  })

  it('requires in each request body the fields its zod schema requires', async () => {
    const doc = await document()
    for (const route of ROUTES) {
      if (!route.body) continue
      const op = doc.paths[openApiPath(route.path)]![route.method]!
      const content = op.requestBody?.content ?? {}
      const media = content['application/json'] ?? content['multipart/form-data']
      expect(media?.schema, `${route.method} ${route.path} has a request body`).toBeTruthy()
      const bodies = Array.isArray(route.body) ? route.body : [route.body]
      const schemas = bodies.length > 1 ? (media!.schema!.oneOf as Record<string, unknown>[]) : [media!.schema!]
      expect(schemas.length).toBe(bodies.length)
      bodies.forEach((body, i) => {
        const required = ((schemas[i]!.required as string[] | undefined) ?? []).slice().sort()
        expect(required, `${route.method} ${route.path} body ${i + 1}`).toEqual(zodRequired(body))
      })
    }
  })
})

describe('GET /api/docs', () => {
  it('renders every route, offline, without script', async () => {
    const res = await fetch(`${base}/api/docs`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("style-src 'unsafe-inline'")
    expect(csp).not.toContain('script-src')
    const html = await res.text()
    expect(html).not.toMatch(/<script|<link /i)
    expect(html).not.toMatch(/(src|href)="https?:/i)
    for (const route of ROUTES) expect(html, route.path).toContain(`<code class="path">${openApiPath(route.path)}</code>`)

    const login = /<article id="postAuthLogin">([\s\S]*?)<\/article>/.exec(html)?.[1] ?? ''
    expect(login).toContain('<code>email</code>')
    expect(login).toContain('<code>password</code>')
    expect(login).toContain('max length 254')
    expect(login).toContain('401')
  })
})
