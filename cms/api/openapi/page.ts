/**
 * /api/docs: the OpenAPI document (./document.ts) as one readable HTML page, rendered on the
 * server from the document alone: a table of contents by tag, then each operation (method, path,
 * who may call it, parameters, body fields, answer, errors), then the named schemas. No script,
 * no external resource: it works offline. Everything rendered is escaped.
 */
import type { JsonSchema, OpenApiDocument, Operation, Parameter } from './document'

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Escaped text with `code` spans and paragraph breaks. */
const prose = (s: string): string =>
  escapeHtml(s)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\n\n/g, '<br>')

const anchor = (s: string): string => s.replace(/[^A-Za-z0-9_-]+/g, '-')
const REF = '#/components/schemas/'
const refName = (schema: JsonSchema): string | null =>
  typeof schema.$ref === 'string' && schema.$ref.startsWith(REF) ? schema.$ref.slice(REF.length) : null

const CALLERS: Record<Operation['x-caller'], string> = {
  anyone: 'Anyone',
  member: 'A signed-in member',
  seller: 'A signed-in seller (artist, gallery, collector or researcher; staff for their own works)',
  staff: 'Staff',
  'signed (webhook)': "Razorpay (the request's signature is the credential)",
  simulator: "The order's buyer, signed in, and only while the payment simulator stands in for Razorpay",
}

function callerText(op: Operation): string {
  const who = CALLERS[op['x-caller']]
  const optional = op.security.some((s) => Object.keys(s).length === 0) && op.security.length > 1
  if (optional) return `${who}; a bearer token, when sent, is read (hasLiked, one's own unpublished rows)`
  if (op.security.length > 0) return `${who}: <code>Authorization: Bearer &lt;accessToken&gt;</code> (or the back office's cookie)`
  return who
}

/** A schema's type in a few words; named schemas link to their section. */
function typeOf(schema: JsonSchema): string {
  const name = refName(schema)
  if (name) return `<a href="#schema-${anchor(name)}">${escapeHtml(name)}</a>`
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (alternatives) return alternatives.map(typeOf).join(' or ')
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((v) => `<code>${escapeHtml(String(v))}</code>`).join(', ')}`
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type as string | undefined)
  if (type === 'array' && schema.items) return `array of ${typeOf(schema.items as JsonSchema)}`
  if (type === 'string' && typeof schema.format === 'string') return `string (${escapeHtml(schema.format)})`
  if (type === 'string' && typeof schema.contentMediaType === 'string') return `file (${escapeHtml(schema.contentMediaType)})`
  return escapeHtml(type ?? 'any')
}

/** Lengths, ranges, patterns and defaults, from the JSON schema (and, for a union, its first branch that has some). */
function limitsOf(schema: JsonSchema): string {
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  const parts: string[] = []
  const add = (label: string, key: string) => {
    if (schema[key] !== undefined) parts.push(`${label} ${escapeHtml(String(schema[key]))}`)
  }
  add('min length', 'minLength')
  add('max length', 'maxLength')
  add('≥', 'minimum')
  add('>', 'exclusiveMinimum')
  add('≤', 'maximum')
  add('<', 'exclusiveMaximum')
  add('min items', 'minItems')
  add('max items', 'maxItems')
  if (schema.items && typeof schema.items === 'object' && !refName(schema.items as JsonSchema)) {
    const inner = limitsOf(schema.items as JsonSchema)
    if (inner) parts.push(`each: ${inner}`)
  }
  if (typeof schema.pattern === 'string' && schema.format === undefined) parts.push(`pattern <code>${escapeHtml(schema.pattern)}</code>`)
  if (schema.default !== undefined) parts.push(`default <code>${escapeHtml(JSON.stringify(schema.default))}</code>`)
  if (Array.isArray(schema.examples) && schema.examples.length) parts.push(`e.g. <code>${escapeHtml(String(schema.examples[0]))}</code>`)
  if (!parts.length && alternatives) {
    for (const a of alternatives) {
      const inner = limitsOf(a)
      if (inner) return inner
    }
  }
  return parts.join('; ')
}

/** A table that reads as labelled rows on a narrow screen (each cell carries its column's name). */
function table(headings: string[], rows: string[][]): string {
  const head = headings.map((h) => `<th>${escapeHtml(h)}</th>`).join('')
  const body = rows
    .map(
      (cells) => `<tr>${cells.map((c, i) => (c ? `<td data-label="${escapeHtml(headings[i]!)}">${c}</td>` : '<td></td>')).join('')}</tr>`,
    )
    .join('')
  return `<div class="table"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`
}

type Row = { name: string; schema: JsonSchema; required: boolean }

/** The fields of an object schema, nested objects flattened as `a.b` (named schemas are linked, not expanded). */
function rowsOf(schema: JsonSchema, prefix = '', depth = 0): Row[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required as string[] | undefined) ?? [])
  const rows: Row[] = []
  for (const [key, prop] of Object.entries(properties)) {
    const name = prefix + key
    rows.push({ name, schema: prop, required: required.has(key) })
    if (depth < 3 && prop.type === 'object' && prop.properties) rows.push(...rowsOf(prop, `${name}.`, depth + 1))
    const items = prop.items as JsonSchema | undefined
    if (depth < 3 && prop.type === 'array' && items?.type === 'object' && items.properties)
      rows.push(...rowsOf(items, `${name}[].`, depth + 1))
  }
  return rows
}

const fieldsTable = (rows: Row[]): string =>
  rows.length === 0
    ? '<p class="muted">No fields.</p>'
    : table(
        ['Field', 'Type', 'Required', 'Limits', 'About'],
        rows.map((r) => [
          `<code>${escapeHtml(r.name)}</code>`,
          typeOf(r.schema),
          r.required ? 'yes' : 'no',
          limitsOf(r.schema),
          typeof r.schema.description === 'string' ? prose(r.schema.description) : '',
        ]),
      )

/** A body or answer schema: its fields, one table per alternative, or a link to the named schema. */
function schemaBlock(schema: JsonSchema | undefined): string {
  if (!schema) return '<p class="muted">No body.</p>'
  const name = refName(schema)
  if (name) return `<p>${typeOf(schema)}</p>`
  const alternatives = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined
  if (alternatives) return `<p>One of:</p><ol class="alternatives">${alternatives.map((a) => `<li>${schemaBlock(a)}</li>`).join('')}</ol>`
  if (schema.type === 'object' || schema.properties) return fieldsTable(rowsOf(schema))
  return `<p>${typeOf(schema)}</p>`
}

function parametersBlock(parameters: Parameter[] | undefined): string {
  if (!parameters?.length) return ''
  return `<h4>Parameters</h4>${table(
    ['Name', 'In', 'Type', 'Required', 'Limits', 'About'],
    parameters.map((p) => [
      `<code>${escapeHtml(p.name)}</code>`,
      escapeHtml(p.in),
      typeOf(p.schema),
      p.required ? 'yes' : 'no',
      limitsOf(p.schema),
      p.description ? prose(p.description) : '',
    ]),
  )}`
}

function bodyBlock(op: Operation): string {
  if (!op.requestBody) return ''
  return `<h4>Request body</h4>${op.requestBody.description ? `<p>${prose(op.requestBody.description)}</p>` : ''}${Object.entries(
    op.requestBody.content,
  )
    .map(([type, media]) => `<p class="content-type"><code>${escapeHtml(type)}</code></p>${schemaBlock(media.schema)}`)
    .join('')}`
}

function responsesBlock(op: Operation): string {
  const entries = Object.entries(op.responses)
  const success = entries.filter(([status]) => Number(status) < 400)
  const errors = entries.filter(([status]) => Number(status) >= 400)
  const successHtml = success
    .map(
      ([status, r]) =>
        `<h4>Answer: <span class="status ok">${escapeHtml(status)}</span></h4><p>${prose(r.description)}</p>${Object.entries(
          r.content ?? {},
        )
          .map(([type, media]) => (media.schema ? schemaBlock(media.schema) : `<p><code>${escapeHtml(type)}</code></p>`))
          .join('')}`,
    )
    .join('')
  const errorsHtml = errors.length
    ? `<h4>Errors</h4><p class="muted">Each is <a href="#schema-ApiError">ApiError</a> <code>{ error, details? }</code>.</p>${table(
        ['Status', 'When'],
        errors.map(([status, r]) => [`<span class="status err">${escapeHtml(status)}</span>`, prose(r.description)]),
      )}`
    : ''
  return successHtml + errorsHtml
}

type Entry = { method: string; path: string; op: Operation }

function operationHtml({ method, path, op }: Entry): string {
  return `<article id="${anchor(op.operationId)}"><h3><span class="method m-${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code class="path">${escapeHtml(path)}</code></h3><p class="summary">${prose(op.summary)}</p>${op.description ? `<p>${prose(op.description)}</p>` : ''}<p><strong>Who:</strong> ${callerText(op)}</p>${parametersBlock(op.parameters)}${bodyBlock(op)}${responsesBlock(op)}</article>`
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f1d1a;background:#fbfaf7;overflow-wrap:break-word}
header,main,nav{max-width:64rem;margin:0 auto;padding:0 1rem}
header{padding-top:2rem}
h1{font-size:1.9rem;margin:.2rem 0 .6rem}
h2{font-size:1.45rem;margin:2.5rem 0 .4rem;padding-top:1rem;border-top:2px solid #e5dfd3}
h3{font-size:1.1rem;margin:0 0 .3rem;display:flex;flex-wrap:wrap;gap:.5rem;align-items:baseline}
h4{font-size:.95rem;margin:1.1rem 0 .3rem;color:#4a443b}
article{background:#fff;border:1px solid #e5dfd3;border-radius:8px;padding:1rem;margin:1rem 0}
code,.path{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:.88em}
code{background:#f3efe7;padding:.05rem .25rem;border-radius:3px;overflow-wrap:anywhere}
.path{background:none;font-size:1rem;font-weight:600}
.method{font:700 .75rem/1 ui-monospace,monospace;padding:.3rem .45rem;border-radius:4px;color:#fff;background:#555}
.m-get{background:#2f6f4f}.m-post{background:#2b5c8a}.m-put{background:#8a5a1c}.m-delete{background:#9a2f2f}
.status{font:600 .85rem ui-monospace,monospace;padding:.05rem .35rem;border-radius:3px}
.ok{background:#e2f1e8;color:#1e5a3a}.err{background:#f7e4e1;color:#8a2a20}
.summary{font-weight:600;margin:.2rem 0}
.muted{color:#6b645a;font-size:.9rem}
.table{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{text-align:left;vertical-align:top;padding:.35rem .5rem;border-bottom:1px solid #ece6da}
th{background:#f6f2ea;font-weight:600;white-space:nowrap}
td:first-child{white-space:nowrap}
nav ul{list-style:none;padding:0;margin:.2rem 0 1rem}
nav li{margin:.15rem 0}
nav h3{font-size:1rem;margin:1rem 0 .2rem}
a{color:#2b5c8a}
.alternatives li{margin:.4rem 0}
@media (max-width:40rem){thead{display:none}tr{display:block;padding:.4rem 0;border-bottom:1px solid #ece6da}td{display:block;position:relative;border:0;padding:.15rem .25rem .15rem 6.1rem;white-space:normal}td:first-child{white-space:normal}td::before{content:attr(data-label);position:absolute;left:.25rem;width:5.5rem;font-weight:600;color:#4a443b}td:empty{display:none}}
footer{max-width:64rem;margin:3rem auto;padding:0 1rem;color:#6b645a;font-size:.85rem}
`

/** The page, from the document. */
export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, Entry[]>(doc.tags.map((t) => [t.name, []]))
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags[0] ?? 'Other'
      if (!byTag.has(tag)) byTag.set(tag, [])
      byTag.get(tag)!.push({ method, path, op })
    }
  const describe = new Map(doc.tags.map((t) => [t.name, t.description]))
  const toc = [...byTag]
    .map(
      ([tag, entries]) =>
        `<h3><a href="#tag-${anchor(tag)}">${escapeHtml(tag)}</a></h3><ul>${entries
          .map(
            (e) =>
              `<li><a href="#${anchor(e.op.operationId)}"><span class="method m-${escapeHtml(e.method)}">${escapeHtml(e.method.toUpperCase())}</span> <code>${escapeHtml(e.path)}</code></a> ${escapeHtml(e.op.summary)}</li>`,
          )
          .join('')}</ul>`,
    )
    .join('')
  const sections = [...byTag]
    .map(
      ([tag, entries]) =>
        `<section id="tag-${anchor(tag)}"><h2>${escapeHtml(tag)}</h2>${describe.get(tag) ? `<p>${prose(describe.get(tag)!)}</p>` : ''}${entries.map(operationHtml).join('')}</section>`,
    )
    .join('')
  const schemas = Object.entries(doc.components.schemas)
    .map(
      ([name, schema]) =>
        `<article id="schema-${anchor(name)}"><h3><code class="path">${escapeHtml(name)}</code></h3>${schemaBlock(schema)}</article>`,
    )
    .join('')
  const count = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0)
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(doc.info.title)}</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(doc.info.title)}</h1><p class="muted">Version ${escapeHtml(doc.info.version)} · ${count} operations · OpenAPI ${escapeHtml(doc.openapi)}: <a href="/api/openapi.json">/api/openapi.json</a></p><p>${prose(doc.info.description)}</p></header>
<nav aria-label="Contents"><h2>Contents</h2>${toc}<h3><a href="#schemas">Schemas</a></h3></nav>
<main>${sections}<section id="schemas"><h2>Schemas</h2>${schemas}</section></main>
<footer>Generated from the server's zod schemas (cms/api/openapi/).</footer>
</body></html>`
}
