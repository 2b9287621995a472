/**
 * Raw SQL through the database adapter's own driver (libsql for SQLite, node-postgres for
 * PostgreSQL), for the few hot paths where Payload's Local API costs more than the query itself:
 * the shop listing, one artwork, search, the search index and the bulk seed. Statements are written
 * once with `?` placeholders in SQL that both databases understand; values are always bound, never
 * spliced into the text.
 *
 * Inside a hook, pass the hook's `req`: the statement then joins the write's transaction (on SQLite
 * a second connection would wait for that transaction's lock, which waits for the hook: a deadlock).
 */
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import { createRequire } from 'node:module'
import type { Payload, PayloadRequest } from 'payload'

export type Row = Record<string, unknown>
export type Dialect = 'sqlite' | 'postgres'

type LibsqlClient = {
  execute: (stmt: { sql: string; args: unknown[] }) => Promise<{ rows: Row[] }>
  transaction: (mode: 'write') => Promise<LibsqlClient & { commit: () => Promise<void>; rollback: () => Promise<void>; close: () => void }>
}
type PgPool = {
  query: (text: string, values: unknown[]) => Promise<{ rows: Row[] }>
  connect: () => Promise<{ query: PgPool['query']; release: () => void }>
}
type DrizzleRunner = {
  all?: (query: SQL) => Promise<unknown>
  execute?: (query: SQL) => Promise<{ rows: Row[] }>
  /** Drizzle's session: libsql keeps the open transaction in `tx`, node-postgres its pooled client in `client`. */
  session?: { tx?: Partial<LibsqlClient>; client?: Partial<LibsqlClient> & Partial<PgPool> }
}
type SqlAdapter = { name: string; client?: LibsqlClient; pool?: PgPool; sessions?: Record<string | number, { db: DrizzleRunner }> }

/** The SQL adapters this module supports; MongoDB deployments fall back to the Local API. */
export function dialectOf(payload: Payload): Dialect | null {
  const name = payload.db.name
  return name === 'sqlite' || name === 'postgres' ? name : null
}

export function requireDialect(payload: Payload): Dialect {
  const dialect = dialectOf(payload)
  if (!dialect) throw new Error(`The storefront's fast paths need SQLite or PostgreSQL, not ${payload.db.name}.`)
  return dialect
}

/** `?` placeholders as PostgreSQL's `$1, $2, …`. */
export function toPgPlaceholders(text: string): string {
  let n = 0
  return text.replace(/\?/g, () => `$${++n}`)
}

/** Drizzle's bound statement (used only inside a transaction Payload opened). */
function statement(text: string, params: readonly unknown[]): SQL {
  const parts = text.split('?')
  if (parts.length - 1 !== params.length) throw new Error(`SQL has ${parts.length - 1} placeholders for ${params.length} values`)
  const chunks: SQL[] = []
  parts.forEach((part, i) => {
    chunks.push(sql.raw(part))
    if (i < params.length) chunks.push(sql`${params[i]}`)
  })
  return sql.join(chunks)
}

/** One statement, in the request's transaction when it has one, else straight on the driver. */
export async function all<T extends Row = Row>(
  payload: Payload,
  text: string,
  params: readonly unknown[] = [],
  req?: Partial<PayloadRequest>,
): Promise<T[]> {
  const dialect = requireDialect(payload)
  const db = payload.db as unknown as SqlAdapter
  const id = req?.transactionID ? await req.transactionID : undefined
  const session = id !== undefined ? db.sessions?.[id]?.db : undefined
  if (session) {
    // The transaction's own driver connection when Drizzle exposes it (fast), else Drizzle's builder.
    if (dialect === 'postgres' && typeof session.session?.client?.query === 'function') {
      return (await session.session.client.query(toPgPlaceholders(text), [...params])).rows as T[]
    }
    const libsqlTx = session.session?.tx
    if (dialect === 'sqlite' && typeof libsqlTx?.execute === 'function') {
      return (await libsqlTx.execute({ sql: text, args: params.map(sqliteValue) })).rows as T[]
    }
    const query = statement(text, params)
    return (dialect === 'postgres' ? (await session.execute!(query)).rows : await session.all!(query)) as T[]
  }
  // (PostgreSQL parses in its own process; named statements would pile up, one per IN-list length.)
  if (dialect === 'postgres') return (await db.pool!.query(toPgPlaceholders(text), [...params])).rows as T[]
  const reader = isRead(text) ? readConnection(payload) : null
  if (reader) return reader.all(text, params.map(sqliteValue)) as T[]
  return (await db.client!.execute({ sql: text, args: params.map(sqliteValue) })).rows as T[]
}

const isRead = (text: string): boolean => /^\s*(SELECT|WITH)\b/i.test(text)

type Statement = { all: (...params: unknown[]) => unknown[] }
type ReadConnection = { all: (text: string, params: unknown[]) => unknown[] }
const readers = new WeakMap<Payload, ReadConnection | null>()

/**
 * SQLite: reads outside a transaction go through a read-only connection of this process to the
 * same file, with its prepared statements kept (the adapter's client compiles every statement
 * again, which costs more than running these). libsql is the driver the adapter itself uses,
 * reached through the adapter's own dependencies. In WAL mode a reader sees every committed write
 * of any connection or process; writes never go through it.
 */
function readConnection(payload: Payload): ReadConnection | null {
  if (readers.has(payload)) return readers.get(payload)!
  let reader: ReadConnection | null = null
  const url = (payload.db as unknown as { clientConfig?: { url?: string } }).clientConfig?.url ?? process.env.DATABASE_URI ?? ''
  const file = url.startsWith('file:') ? url.slice('file:'.length) : ''
  if (file && file !== ':memory:') {
    try {
      const fromAdapter = createRequire(createRequire(import.meta.url).resolve('@payloadcms/db-sqlite'))
      const fromClient = createRequire(fromAdapter.resolve('@libsql/client'))
      const Database = fromClient('libsql') as new (
        path: string,
        options: { readonly: boolean },
      ) => { prepare: (sql: string) => Statement; close: () => void }
      const db = new Database(file, { readonly: true })
      const statements = new Map<string, Statement>()
      reader = {
        all: (text, params) => {
          let statement = statements.get(text)
          if (!statement) {
            if (statements.size >= 500) statements.clear()
            statement = db.prepare(text)
            statements.set(text, statement)
          }
          return statement.all(...params)
        },
      }
    } catch (error) {
      payload.logger.warn({ err: error }, 'SQLite read connection unavailable; reading through the adapter client')
    }
  }
  readers.set(payload, reader)
  return reader
}

/** A statement whose rows are not needed (INSERT, UPDATE, DELETE, DDL). */
export async function run(payload: Payload, text: string, params: readonly unknown[] = [], req?: Partial<PayloadRequest>): Promise<void> {
  await all(payload, text, params, req)
}

export type Exec = (text: string, params?: readonly unknown[]) => Promise<Row[]>

/**
 * A transaction of its own on the raw driver, for bulk work with thousands of bound values a
 * statement (Drizzle's statement builder is far too slow for those).
 */
export async function rawTransaction<T>(payload: Payload, work: (exec: Exec) => Promise<T>): Promise<T> {
  const dialect = requireDialect(payload)
  const db = payload.db as unknown as SqlAdapter
  if (dialect === 'postgres') {
    const client = await db.pool!.connect()
    try {
      await client.query('BEGIN', [])
      const result = await work(async (text, params = []) => (await client.query(toPgPlaceholders(text), [...params])).rows)
      await client.query('COMMIT', [])
      return result
    } catch (error) {
      await client.query('ROLLBACK', [])
      throw error
    } finally {
      client.release()
    }
  }
  const tx = await db.client!.transaction('write')
  try {
    const result = await work(async (text, params = []) => (await tx.execute({ sql: text, args: params.map(sqliteValue) })).rows)
    await tx.commit()
    return result
  } catch (error) {
    await tx.rollback()
    throw error
  } finally {
    tx.close()
  }
}

/** libsql binds numbers, strings, null and bigints; booleans are stored as 0/1 like Payload does. */
const sqliteValue = (v: unknown): unknown => (typeof v === 'boolean' ? (v ? 1 : 0) : v === undefined ? null : v)

/** `?, ?, ?` for a list of values (callers never pass an empty list). */
export const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ')

/** Numbers come back as strings from PostgreSQL's numeric and bigint columns. */
export const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0))
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))
/** Dates as Payload gives them (ISO 8601, UTC, milliseconds): Date objects or '…+00:00' text from PostgreSQL, ISO text from SQLite. */
export const iso = (v: unknown): string => {
  if (v instanceof Date) return v.toISOString()
  if (typeof v !== 'string' || v === '') return ''
  const d = new Date(v)
  return Number.isNaN(d.getTime()) ? v : d.toISOString()
}
/** Booleans are 0/1 in SQLite. */
export const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 't' || v === 'true'
