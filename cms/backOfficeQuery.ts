import type { Payload } from 'payload'
import { BACK_OFFICE_MESSAGES } from '../shared/messages'

/**
 * The `where` of a /cms/api request, checked before Payload's REST handler reads it: what the
 * handler would turn into a 500 (issue 10's probe, tests/int/two-door-probe.int.spec.ts) answers
 * 400 here instead. A `where` that is not JSON, a geographic operator (no collection has a point
 * field), an operator Payload does not know, a non-numeric id on SQL, a number or date field
 * compared with something that is neither. Fields are looked up on the collection's top level;
 * deeper paths are left to Payload, which answers those with its own 400.
 */

const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
])
const LISTS = new Set(['in', 'not_in', 'all'])
/** A row id on SQL: a serial, so at most PostgreSQL's integer (a larger one fails the query there). */
export const isRowId = (text: string): boolean => /^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647

type Kind = 'id' | 'number' | 'date'
type Tree = Record<string, unknown>

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v)

/** `where[a][b][0][c]=v` pairs as the nested object Payload's parser (qs) makes of them. */
function whereOf(search: URLSearchParams): unknown {
  let where: unknown
  for (const [key, value] of search) {
    if (key === 'where') {
      where = value
      continue
    }
    if (!key.startsWith('where[')) continue
    const path = [...key.slice('where'.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])
    if (!isTree(where)) where = {}
    let node = where as Tree
    path.forEach((segment, i) => {
      if (i === path.length - 1) node[segment] = value
      else node = (isTree(node[segment]) ? node[segment] : (node[segment] = {})) as Tree
    })
  }
  return where
}

/** What a top-level field compares as, for the checks below (null: anything goes). */
function kindsOf(payload: Payload, slug: string): Map<string, Kind> {
  const kinds = new Map<string, Kind>([['id', 'id']])
  const collection = payload.collections[slug as keyof typeof payload.collections]
  for (const field of collection?.config.flattenedFields ?? []) {
    if (field.type === 'number') kinds.set(field.name, 'number')
    else if (field.type === 'date') kinds.set(field.name, 'date')
    else if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') kinds.set(field.name, 'id')
  }
  return kinds
}

function fits(kind: Kind, value: unknown, numericIds: boolean): boolean {
  const text = String(value)
  if (text === 'null') return true
  if (kind === 'id') return !numericIds || isRowId(text)
  if (kind === 'number') return text.trim() !== '' && Number.isFinite(Number(text))
  return !Number.isNaN(Date.parse(text))
}

function problemIn(where: unknown, kinds: Map<string, Kind>, numericIds: boolean, depth = 0): string | null {
  if (depth > 10 || !isTree(where)) return BACK_OFFICE_MESSAGES.badWhere
  for (const [key, value] of Object.entries(where)) {
    if (key.toLowerCase() === 'and' || key.toLowerCase() === 'or') {
      const list = Array.isArray(value) ? value : isTree(value) ? Object.values(value) : null
      if (!list) return BACK_OFFICE_MESSAGES.badWhere
      for (const inner of list) {
        const problem = problemIn(inner, kinds, numericIds, depth + 1)
        if (problem) return problem
      }
      continue
    }
    if (!isTree(value)) return BACK_OFFICE_MESSAGES.badWhere
    for (const [operator, operand] of Object.entries(value)) {
      if (!OPERATORS.has(operator)) return BACK_OFFICE_MESSAGES.badOperator(operator)
      const kind = kinds.get(key)
      if (!kind || operator === 'exists' || operator === 'like' || operator === 'not_like' || operator === 'contains') continue
      // A list comes as `a,b` or, from the back office's own forms, as `[0]=a&[1]=b`.
      const values = !LISTS.has(operator)
        ? [operand]
        : Array.isArray(operand)
          ? operand
          : isTree(operand)
            ? Object.values(operand)
            : String(operand).split(',')
      if (values.some((v) => typeof v === 'object' || !fits(kind, v, numericIds))) return BACK_OFFICE_MESSAGES.badValue(key)
    }
  }
  return null
}

/** A sentence for a 400 when the request's `where` would fail in the handler, else null. */
export function whereProblem(payload: Payload, slug: string, search: URLSearchParams, numericIds: boolean): string | null {
  let where = whereOf(search)
  if (where === undefined) return null
  if (typeof where === 'string') {
    try {
      where = JSON.parse(where) as unknown
    } catch {
      return BACK_OFFICE_MESSAGES.badWhere
    }
  }
  return problemIn(where, kindsOf(payload, slug), numericIds)
}
