/**
 * drizzle-orm's `is()` as patched (patches/*drizzle-orm*.patch): the answer kept per prototype and
 * kind gives what drizzle's own walk gives, for every value its query builder asks about (tables,
 * aliased tables and their columns, which are proxies, SQL and its chunks, params, plain and
 * prototype-less objects), asked once or many times. Each copy of drizzle that Payload's adapters
 * load carries the patch.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Column, entityKind, is, Param, SQL, sql, Table } from '@payloadcms/db-sqlite/drizzle'
import { alias, integer, SQLiteColumn, sqliteTable, SQLiteTable, text } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

type Kind = { [entityKind]: string; prototype: object }

/** drizzle-orm 0.45.2's walk as it ships, a prototype-less object answered false (drizzle-team/drizzle-orm#5625). */
function reference(value: unknown, type: Kind): boolean {
  if (!value || typeof value !== 'object') return false
  if (value instanceof (type as unknown as new () => object)) return true
  const proto = Object.getPrototypeOf(value) as { constructor?: unknown } | null
  let cls = proto?.constructor as { [entityKind]?: string } | undefined
  while (cls) {
    if (entityKind in cls && cls[entityKind] === type[entityKind]) return true
    cls = Object.getPrototypeOf(cls) as typeof cls
  }
  return false
}

const works = sqliteTable('works', { id: integer('id').primaryKey(), title: text('title') })
const other = alias(works, 'other')
const query = sql`select ${works.id} from ${works} where ${other.title} = ${'x'}`

const VALUES: Record<string, unknown> = {
  table: works,
  'aliased table': other,
  column: works.id,
  'aliased column': other.title,
  sql: query,
  'aliased sql': query.as('q'),
  param: new Param(1),
  'a chunk of sql': query.queryChunks[0],
  'plain object': { a: 1 },
  'prototype-less object': Object.create(null),
  array: [works.id],
  string: 'works',
  number: 1,
  null: null,
}
const KINDS = { Table, SQLiteTable, Column, SQLiteColumn, SQL, 'SQL.Aliased': SQL.Aliased, Param } as unknown as Record<string, Kind>

describe("drizzle-orm's is(), kept per prototype", () => {
  it('answers as drizzle’s own walk for every value and kind, the first time and every time after', () => {
    for (let round = 0; round < 3; round++) {
      for (const [valueName, value] of Object.entries(VALUES)) {
        for (const [kindName, kind] of Object.entries(KINDS)) {
          expect(is(value, kind as never), `${valueName} is ${kindName} (round ${round + 1})`).toBe(reference(value, kind))
        }
      }
    }
    // What the builder relies on, spelled out.
    expect(is(other.title, Column)).toBe(true)
    expect(is(other, SQLiteTable)).toBe(true)
    expect(is(query, Table)).toBe(false)
  })

  it('still refuses a class that is not a drizzle entity', () => {
    class NotAnEntity {}
    expect(() => is({}, NotAnEntity as never)).toThrow(/doesn't look like a Drizzle entity/)
  })

  it('is the patched one in every copy Payload loads', () => {
    for (const adapter of ['@payloadcms/db-sqlite', '@payloadcms/db-postgres', '@payloadcms/drizzle']) {
      // drizzle-orm as the adapter's own imports find it.
      const fromAdapter = createRequire(join(process.cwd(), 'node_modules', adapter, 'package.json'))
      const entity = join(dirname(fromAdapter.resolve('drizzle-orm')), 'entity.js')
      expect(readFileSync(entity, 'utf8'), entity).toContain('Kala (patches/)')
    }
  })
})
