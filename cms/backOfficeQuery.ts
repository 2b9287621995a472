import type { Payload } from 'payload'
import { whereProblem as problemOfWhere } from '../hooks/queryShape'
import { PROTOTYPE_KEYS } from '../shared/inputSafety'
import { BACK_OFFICE_MESSAGES } from '../shared/messages'

export { isRowId } from '../hooks/queryShape'

type Tree = Record<string, unknown>

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * `where[a][b][0][c]=v` pairs as the nested object Payload's parser (qs) makes of them, built on
 * objects without a prototype: a segment named `__proto__` is then an ordinary key, never a write
 * to Object.prototype (issue 16: `where[__proto__][role][equals]=admin` polluted the process).
 * Such names are refused before this runs (cms/canonicalRequest.ts); this does not rely on it.
 */
function whereOf(search: URLSearchParams): unknown {
  let where: unknown
  for (const [key, value] of search) {
    if (key === 'where') {
      where = value
      continue
    }
    if (!key.startsWith('where[')) continue
    const path = [...key.slice('where'.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])
    if (path.some((segment) => PROTOTYPE_KEYS.has(segment))) return null
    if (!isTree(where)) where = Object.create(null) as Tree
    let node = where as Tree
    path.forEach((segment, i) => {
      if (i === path.length - 1) node[segment] = value
      else node = (isTree(node[segment]) ? node[segment] : (node[segment] = Object.create(null) as Tree)) as Tree
    })
  }
  return where
}

/** A sentence for a 400 when the request's `where` would fail in the handler (hooks/queryShape.ts), else null. */
export function whereProblem(payload: Payload, slug: string, search: URLSearchParams, numericIds: boolean): string | null {
  const where = whereOf(search)
  if (where === null) return BACK_OFFICE_MESSAGES.badWhere
  const fields = payload.collections[slug as keyof typeof payload.collections]?.config.flattenedFields ?? []
  return problemOfWhere(where, fields, numericIds)
}
