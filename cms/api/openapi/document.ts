/**
 * The storefront API as an OpenAPI 3.1 document, built once from the route registry (./routes) and
 * the zod schemas it names: requests with the schemas the handlers parse (io 'input': what a
 * client may send), answers with shared/api-schemas (io 'output'). Served at /api/openapi.json and
 * rendered at /api/docs (./page.ts).
 */
import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { NAMED_RESPONSE_SCHEMAS } from '../../../shared/api-schemas'
import { HTTP_MESSAGES } from '../../../shared/messages'
import { ROUTES } from './routes/index'
import { TAGS, type Caller, type ResponseSchema, type RouteDoc } from './types'

export type JsonSchema = { [key: string]: unknown }
export type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; description?: string; schema: JsonSchema }
export type MediaType = { schema?: JsonSchema }
export type Response = { description: string; content?: Record<string, MediaType>; headers?: Record<string, unknown> }
export type Operation = {
  operationId: string
  tags: string[]
  summary: string
  description?: string
  /** Who may call it, in words (the security requirements say it for tools). */
  'x-caller': Caller
  security: Record<string, string[]>[]
  parameters?: Parameter[]
  requestBody?: { required: boolean; description?: string; content: Record<string, MediaType> }
  responses: Record<string, Response>
}
export type OpenApiDocument = {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  servers: { url: string; description: string }[]
  tags: { name: string; description: string }[]
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> }
  paths: Record<string, Record<string, Operation>>
}

const REF = '#/components/schemas/'
const NAMES = new Map<z.ZodType, string>(Object.entries(NAMED_RESPONSE_SCHEMAS).map(([name, schema]) => [schema, name]))

/**
 * The metadata zod's converter reads: descriptions and examples from zod's global registry, and
 * an `id` for each named schema (except the one being converted), so that it is emitted as a
 * reference. Ids are given here rather than with `.meta({ id })`, which would register them in
 * the global registry once per module load (a second load throws).
 */
function metadataFor(root: z.ZodType | null) {
  return {
    get(schema: z.ZodType) {
      const meta = z.globalRegistry.get(schema)
      const id = schema === root ? undefined : NAMES.get(schema)
      return id ? { ...meta, id } : meta
    },
  } as unknown as typeof z.globalRegistry
}

/** Rewrites zod's `#/$defs/X` references to components and hoists its $defs there. */
function hoist(json: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>
  delete json.$defs
  delete json.$schema
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite)
    if (!value || typeof value !== 'object') return value
    const out: JsonSchema = {}
    for (const [k, v] of Object.entries(value)) {
      out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/') ? REF + v.slice('#/$defs/'.length) : rewrite(v)
    }
    return out
  }
  for (const [id, def] of Object.entries(defs)) components[id] ??= rewrite(def) as JsonSchema
  return rewrite(json) as JsonSchema
}

function convert(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>): JsonSchema {
  const name = NAMES.get(schema)
  if (name) return { $ref: REF + name }
  const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any', metadata: metadataFor(null) })
  return hoist(json as JsonSchema, components)
}

function namedComponents(): Record<string, JsonSchema> {
  const components: Record<string, JsonSchema> = {}
  for (const [name, schema] of Object.entries(NAMED_RESPONSE_SCHEMAS)) {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-2020-12', unrepresentable: 'any', metadata: metadataFor(schema) })
    components[name] = hoist(json as JsonSchema, components)
  }
  return components
}

const responseSchema = (schema: ResponseSchema, components: Record<string, JsonSchema>): JsonSchema =>
  typeof schema === 'string' ? { $ref: REF + schema } : convert(schema, 'output', components)

/** Express's `/a/:id` as OpenAPI's `/a/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}')

function security(route: RouteDoc): Record<string, string[]>[] {
  const signedIn: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }]
  if (route.caller === 'member' || route.caller === 'seller' || route.caller === 'staff' || route.caller === 'simulator') return signedIn
  if (route.optionalAuth) return [{}, ...signedIn]
  return []
}

function parameters(route: RouteDoc, components: Record<string, JsonSchema>): Parameter[] {
  const out: Parameter[] = []
  const fromObject = (schema: z.ZodType, where: 'path' | 'query') => {
    const json = convert(schema, 'input', components)
    const required = new Set((json.required as string[] | undefined) ?? [])
    for (const [name, prop] of Object.entries((json.properties ?? {}) as Record<string, JsonSchema>)) {
      const { description, ...rest } = prop
      out.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      })
    }
  }
  if (route.params) fromObject(route.params, 'path')
  if (route.query) fromObject(route.query, 'query')
  for (const h of route.headers ?? [])
    out.push({ name: h.name, in: 'header', required: h.required, description: h.description, schema: { type: 'string' } })
  return out
}

function requestBody(route: RouteDoc, components: Record<string, JsonSchema>): Operation['requestBody'] {
  if (route.rawBody) {
    return {
      required: true,
      description: route.rawBody.description,
      content: { [route.rawBody.contentType]: { schema: convert(route.rawBody.schema, 'input', components) } },
    }
  }
  if (!route.body) return undefined
  const bodies = (Array.isArray(route.body) ? route.body : [route.body]).map((b) => convert(b, 'input', components))
  const json = bodies.length === 1 ? bodies[0]! : { oneOf: bodies }
  const content: Record<string, MediaType> = {}
  if (!route.multipart || route.multipart.jsonToo) content['application/json'] = { schema: json }
  if (route.multipart) {
    const files = Object.fromEntries(
      route.multipart.files.map((f) => [
        f.name,
        f.maxCount === 1
          ? { type: 'string', contentMediaType: 'image/*', description: f.description }
          : { type: 'array', maxItems: f.maxCount, items: { type: 'string', contentMediaType: 'image/*' }, description: f.description },
      ]),
    )
    content['multipart/form-data'] = { schema: { ...json, properties: { ...(json.properties as object), ...files } } }
  }
  // Every field of every body may be left out: an empty body reads as {} (then the schema says what is missing).
  return { required: false, content }
}

const unavailable = {
  status: 503,
  description: `\`${HTTP_MESSAGES.unavailable}\` with \`Retry-After: 5\`: the database cannot be reached.`,
}

function responses(route: RouteDoc, components: Record<string, JsonSchema>): Record<string, Response> {
  const out: Record<string, Response> = {}
  const { success } = route
  out[String(success.status)] = {
    description: success.description,
    ...(success.schema
      ? { content: { [success.contentType ?? 'application/json']: { schema: responseSchema(success.schema, components) } } }
      : success.contentType
        ? { content: { [success.contentType]: {} } }
        : {}),
  }
  const errors = route.tag === 'Reference' || route.errors.some((e) => e.status === 503) ? route.errors : [...route.errors, unavailable]
  for (const e of errors) {
    const key = String(e.status)
    const seen = out[key]
    if (seen) seen.description += `\n\n${e.description}`
    else
      out[key] = {
        description: e.description,
        content: { 'application/json': { schema: { $ref: `${REF}ApiError` } } },
        ...(e.status === 429 || e.status === 503
          ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
          : {}),
      }
  }
  return out
}

function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: string }).version ?? '0.0.0'
  } catch {
    return '0.0.0'
  }
}

function build(): OpenApiDocument {
  const components = namedComponents()
  const paths: OpenApiDocument['paths'] = {}
  for (const route of ROUTES) {
    const path = openApiPath(route.path)
    const params = parameters(route, components)
    const body = requestBody(route, components)
    const operation: Operation = {
      operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(\w?)/g, (_m, c: string) => c.toUpperCase())}`,
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      'x-caller': route.caller,
      security: security(route),
      ...(params.length ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: responses(route, components),
    }
    paths[path] = { ...paths[path], [route.method]: operation }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kala storefront API',
      version: packageVersion(),
      description:
        'The storefront\'s HTTP API: /auth/* and /api/*. Bodies are JSON (at most 100 kB) unless an operation says multipart; objects are strict, so an unknown field is bad input. Errors are `{ error, details? }` (ApiError). Answers of /auth, /api/user and /api/admin carry `Cache-Control: no-store`. A bad or expired token on an open route is answered as a visitor\'s, with `WWW-Authenticate: Bearer error="invalid_token"`. Rate limits count per network for visitors and per account when signed in.',
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    components: {
      schemas: components,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from /auth/login or /auth/refresh-token (15 minutes).',
        },
        cookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'payload-token',
          description: "The back office's session cookie: staff signed in at /cms are recognised too.",
        },
      },
    },
    paths,
  }
}

let memo: OpenApiDocument | undefined

/** The document, built on first use and kept (the registry and schemas do not change at run time). */
export function openApiDocument(): OpenApiDocument {
  memo ??= build()
  return memo
}
