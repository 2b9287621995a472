import type { FlattenedField } from 'payload'
import { LIMITS } from '../shared/constants'
import { BACK_OFFICE_MESSAGES } from '../shared/messages'

/**
 * The shape of a request to Payload's REST API (its query string and the id in its path), checked
 * before an operation runs: what Payload's handlers would turn into a 500 (issue 10's probe:
 * `limit=2.5`, `page=-1&limit=-1`, `/artworks/abc`, a `where` comparing a number with a word)
 * answers 400 or 404, and what would make one request cost the server a lot (`depth=10&limit=100`:
 * 7.7 MB) is capped (issue 16). Used by every collection's guard (hooks/guardOperation.ts) and, as
 * a second wall, by the back office's door (cms/backOfficeDoor.ts).
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

/** The smallest value and the cap of each numeric parameter. */
const NUMERIC = { limit: [0, LIMITS.restMaxLimit], page: [1, Number.MAX_SAFE_INTEGER], depth: [0, LIMITS.restMaxDepth] } as const

/**
 * A sentence for a 400 when `limit`, `page`, `depth` or `pagination` is not what Payload can use:
 * a whole number in range (as the query string spells it, or as Payload parsed it), true or false.
 */
export function paramsProblem(query: Record<string, unknown>): string | null {
  for (const [name, [min, max]] of Object.entries(NUMERIC)) {
    const value = query[name]
    if (value === undefined) continue
    const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN
    if (!Number.isSafeInteger(number) || number < min) return BACK_OFFICE_MESSAGES.badQuery(name, min)
    if (number > max) return BACK_OFFICE_MESSAGES.overCap(name, max)
  }
  const pagination = query.pagination
  if (pagination !== undefined && pagination !== 'true' && pagination !== 'false' && typeof pagination !== 'boolean') {
    return BACK_OFFICE_MESSAGES.badPagination
  }
  return null
}

type Kind = 'id' | 'number' | 'date'
type Tree = Record<string, unknown>

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v)

/** What a top-level field compares as, for the checks below (absent: anything goes). */
function kindsOf(fields: readonly FlattenedField[]): Map<string, Kind> {
  const kinds = new Map<string, Kind>([['id', 'id']])
  for (const field of fields) {
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

/**
 * A sentence for a 400 when a `where` (as qs parsed it, or the JSON text Payload would parse)
 * would fail in the handler: not a query, an operator Payload does not know or a geographic one
 * (no collection has a point field), a non-numeric id on SQL, a number or date field compared with
 * something that is neither. Fields are looked up on the collection's top level; deeper paths are
 * left to Payload, which answers those with its own 400. Null when it is fine or absent.
 */
export function whereProblem(where: unknown, fields: readonly FlattenedField[], numericIds: boolean): string | null {
  if (where === undefined) return null
  let tree: unknown = where
  if (typeof tree === 'string') {
    try {
      tree = JSON.parse(tree) as unknown
    } catch {
      return BACK_OFFICE_MESSAGES.badWhere
    }
  }
  return problemIn(tree, kindsOf(fields), numericIds)
}
