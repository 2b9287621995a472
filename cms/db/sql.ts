/**
 * Plain SQL on the database adapter's own Drizzle handle (libsql for SQLite, node-postgres for
 * PostgreSQL), for the paths where Payload's Local API costs more than the query itself: the
 * catalogue's reads (cms/catalogue/sql), the search index and the bulk seed.
 *
 * Statements are Drizzle `sql` templates: values are bound where they appear in the template and
 * the adapter's dialect writes the placeholders (`?` for SQLite, `$1` for PostgreSQL), so the text
 * itself is never rewritten (a literal `?`, or PostgreSQL's jsonb `?` operator, stays as written).
 * Identifiers and fixed SQL come in through `sql.raw` only from constants of this code base.
 *
 * Inside a hook, pass the hook's `req`: the statement then runs on the transaction Payload opened
 * for the write (`payload.db.sessions[id].db`, as Payload's own adapters find it). On SQLite a
 * second connection would wait for that transaction's lock, which waits for the hook: a deadlock.
 */
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import { SQLiteAsyncDialect } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { Payload, PayloadRequest } from 'payload'
import { keepSqliteStatements, libsqlDatabase } from './sqliteStatements'

export { sql, type SQL }
export type Row = Record<string, unknown>
export type Dialect = 'sqlite' | 'postgres'

/** What this module uses of Drizzle's database and transaction objects, per dialect. */
type SqliteDb = { all: (query: SQL) => Promise<unknown[]>; transaction: <T>(work: (tx: SqliteDb) => Promise<T>) => Promise<T> }
type PgDb = { execute: (query: SQL) => Promise<{ rows: Row[] }>; transaction: <T>(work: (tx: PgDb) => Promise<T>) => Promise<T> }
type Db = SqliteDb | PgDb
type DrizzleAdapter = { drizzle: Db; sessions?: Record<string | number, { db?: Db } | undefined> }

/** The SQL adapters; MongoDB deployments use the portable catalogue (cms/catalogue/portable). */
export function dialectOf(payload: Payload): Dialect | null {
  const name = payload.db.name
  return name === 'sqlite' || name === 'postgres' ? name : null
}

export function requireDialect(payload: Payload): Dialect {
  const dialect = dialectOf(payload)
  if (!dialect) throw new Error(`This needs SQLite or PostgreSQL, not ${payload.db.name}.`)
  return dialect
}

/** The request's transaction when it has one, else the adapter's own handle. */
async function handleFor(payload: Payload, req?: Partial<PayloadRequest>): Promise<{ db: Db; inTransaction: boolean }> {
  const adapter = payload.db as unknown as DrizzleAdapter
  const id = req?.transactionID ? await req.transactionID : undefined
  const tx = id !== undefined ? adapter.sessions?.[id]?.db : undefined
  return tx ? { db: tx, inTransaction: true } : { db: adapter.drizzle, inTransaction: false }
}

async function execute(dialect: Dialect, db: Db, query: SQL): Promise<Row[]> {
  return dialect === 'postgres' ? (await (db as PgDb).execute(query)).rows : ((await (db as SqliteDb).all(query)) as Row[])
}

/** The rows of one statement, in the request's transaction when it has one. */
export async function rows<T extends Row = Row>(payload: Payload, query: SQL, req?: Partial<PayloadRequest>): Promise<T[]> {
  const dialect = requireDialect(payload)
  const { db, inTransaction } = await handleFor(payload, req)
  if (dialect === 'sqlite' && !inTransaction) {
    const reader = readConnection(payload)
    if (reader) {
      const { sql: text, params } = sqliteDialect.sqlToQuery(query)
      if (/^\s*(SELECT|WITH)\b/i.test(text)) return reader.all(text, params.map(sqliteValue)) as T[]
    }
  }
  return (await execute(dialect, db, query)) as T[]
}

/** A statement whose rows are not needed (INSERT, UPDATE, DELETE, DDL). */
export async function run(payload: Payload, query: SQL, req?: Partial<PayloadRequest>): Promise<void> {
  await rows(payload, query, req)
}

export type Exec = (query: SQL) => Promise<Row[]>

/**
 * A transaction of its own (Drizzle's, on the adapter's handle), for bulk work outside any
 * request: the bulk seed.
 */
export async function transaction<T>(payload: Payload, work: (exec: Exec) => Promise<T>): Promise<T> {
  const dialect = requireDialect(payload)
  const { db } = await handleFor(payload)
  return (db as { transaction: <R>(w: (tx: Db) => Promise<R>) => Promise<R> }).transaction((tx) =>
    work((query) => execute(dialect, tx, query)),
  )
}

const sqliteDialect = new SQLiteAsyncDialect()

type Statement = { all: (...params: unknown[]) => unknown[]; get: () => unknown }
type ReadConnection = { all: (text: string, params: unknown[]) => unknown[]; dataVersion: () => number | null }
const readers = new WeakMap<Payload, ReadConnection | null>()

/**
 * SQLite: reads outside a transaction go through a read-only connection of this process to the
 * same file, which runs its kept statements (db/sqliteStatements.ts) with no client in between and
 * answers `PRAGMA data_version` for this process alone. In WAL mode a reader sees every committed
 * write of any connection or process; writes never go through it.
 */
function readConnection(payload: Payload): ReadConnection | null {
  if (readers.has(payload)) return readers.get(payload)!
  let reader: ReadConnection | null = null
  const url = (payload.db as unknown as { clientConfig?: { url?: string } }).clientConfig?.url ?? ''
  const file = url.startsWith('file:') ? url.slice('file:'.length) : ''
  if (file && file !== ':memory:') {
    try {
      const Database =
        libsqlDatabase<new (path: string, options: { readonly: boolean }) => { prepare: (sql: string) => Statement; close: () => void }>()
      keepSqliteStatements()
      const db = new Database(file, { readonly: true })
      const dataVersion = db.prepare('PRAGMA data_version')
      reader = {
        dataVersion: () => {
          const row = dataVersion.get() as { data_version?: unknown } | undefined
          return typeof row?.data_version === 'number' ? row.data_version : null
        },
        all: (text, params) => db.prepare(text).all(...params),
      }
    } catch (error) {
      payload.logger.warn({ err: error }, 'SQLite read connection unavailable; reading through the adapter client')
    }
  }
  readers.set(payload, reader)
  return reader
}

/**
 * SQLite: a number that changes whenever any connection, in this process or another, commits to
 * the file (`PRAGMA data_version` on this process's read-only connection, which never writes
 * itself); null where there is no such connection (PostgreSQL, an in-memory database). A value
 * derived from the data and kept with the number it was read under is current for as long as the
 * number stays the same: that costs a pragma instead of the queries.
 */
export function commitCounter(payload: Payload): number | null {
  if (requireDialect(payload) !== 'sqlite') return null
  return readConnection(payload)?.dataVersion() ?? null
}

/** libsql binds numbers, strings, null and bigints; booleans are stored as 0/1 like Payload does. */
const sqliteValue = (v: unknown): unknown => (typeof v === 'boolean' ? (v ? 1 : 0) : v === undefined ? null : v)

/** `(x AND y AND …)`; TRUE for none. */
export const and = (parts: SQL[]): SQL => (parts.length === 0 ? sql`1 = 1` : sql`(${sql.join(parts, sql` AND `)})`)
/**
 * `column IN list` with the whole list bound as one value: a JSON array read by json_each on
 * SQLite, an array compared with `= ANY` on PostgreSQL. Both use the column's index; the statement
 * text is the same for any length (SQLite's prepared statements are reused) and costs one bound
 * value to build rather than one per item (Drizzle spends about a microsecond and a half on each).
 */
export const anyOf = (dialect: Dialect, column: string, items: readonly unknown[]): SQL =>
  dialect === 'postgres'
    ? sql`${sql.raw(column)} = ANY(${sql.param([...items])})`
    : sql`${sql.raw(column)} IN (SELECT value FROM json_each(${JSON.stringify(items)}))`

/** `column NOT IN list`, as anyOf. */
export const noneOf = (dialect: Dialect, column: string, items: readonly unknown[]): SQL =>
  dialect === 'postgres'
    ? sql`${sql.raw(column)} <> ALL(${sql.param([...items])})`
    : sql`${sql.raw(column)} NOT IN (SELECT value FROM json_each(${JSON.stringify(items)}))`

/** `(?, ?, ?)` for a non-empty list of values (a row of an INSERT, a short list the planner should see). */
export const values = (items: readonly unknown[]): SQL =>
  sql`(${sql.join(
    items.map((v) => sql`${v}`),
    sql`, `,
  )})`

/** Numbers come back as strings from PostgreSQL's numeric and bigint columns. */
export const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0))
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))
/** Dates as Payload gives them (ISO 8601, UTC, milliseconds), from SQLite's ISO text or PostgreSQL's timestamptz text. */
export const iso = (v: unknown): string => {
  if (v instanceof Date) return v.toISOString()
  if (typeof v !== 'string' || v === '') return ''
  const d = new Date(v)
  return Number.isNaN(d.getTime()) ? v : d.toISOString()
}
/** Booleans are 0/1 in SQLite. */
export const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 't' || v === 'true'
