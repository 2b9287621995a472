/**
 * Several SQL statements as ONE transaction on SQLite and PostgreSQL, for the money path (an order
 * paid and its works sold together; an order cancelled and its works back on sale together).
 *
 * Why not a Drizzle transaction everywhere: Payload's SQLite adapter drives libsql synchronously on
 * one thread. A transaction that awaits between its statements lets other requests run on the
 * adapter's main connection meanwhile; their writes then wait on this transaction's lock while
 * holding the only thread, and fail after the busy timeout. So on SQLite the statements go to
 * libsql's `batch(…, 'write')`: BEGIN IMMEDIATE, every statement and COMMIT in one synchronous
 * call, nothing else can interleave, and writers of other processes wait on the busy timeout.
 * The cost: no JavaScript between statements, so each statement carries its own guard in SQL
 * (e.g. "sell only if this transaction marked the order paid"), and SQLite's one-writer-at-a-time
 * makes those guards exact.
 *
 * On PostgreSQL the same statements run in a real transaction (the caller's Payload transaction
 * when `req` has one, else a Drizzle transaction of their own). READ COMMITTED takes a new snapshot
 * per statement, so callers start with `lockSql` statements (SELECT … FOR NO KEY UPDATE, artworks first,
 * in id order, then the order) that make every later guard see rows nobody else can change
 * until commit. `lockSql` is empty on SQLite, where the write lock already covers the database.
 */
import { SQLiteAsyncDialect } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { Payload, PayloadRequest } from 'payload'
import { requireDialect, sql, type Dialect, type Row, type SQL } from './sql'

type LibsqlResult = { columns: string[]; rows: ArrayLike<unknown>[] }
type LibsqlClient = { batch: (statements: { sql: string; args: unknown[] }[], mode: 'write') => Promise<LibsqlResult[]> }
type PgDb = { execute: (query: SQL) => Promise<{ rows: Row[] }>; transaction: <T>(work: (tx: PgDb) => Promise<T>) => Promise<T> }
type Adapter = { client?: LibsqlClient; drizzle: PgDb; sessions?: Record<string | number, { db?: PgDb } | undefined> }

const sqliteDialect = new SQLiteAsyncDialect()

/** libsql binds numbers, strings, null and bigints; booleans are 0/1 as Payload stores them. */
const sqliteValue = (v: unknown): unknown => (typeof v === 'boolean' ? (v ? 1 : 0) : v === undefined ? null : v)

/**
 * The rows of each statement, at the statement's position (a null statement, such as `lockSql` on
 * SQLite, is skipped and answers no rows). Throws, and rolls everything back, if any statement fails.
 */
export async function atomically(payload: Payload, statements: (SQL | null)[], req?: Partial<PayloadRequest>): Promise<Row[][]> {
  const list = statements.filter((s): s is SQL => s !== null)
  const results = await execute(payload, list, req)
  let next = 0
  return statements.map((s) => (s === null ? [] : (results[next++] ?? [])))
}

async function execute(payload: Payload, list: SQL[], req?: Partial<PayloadRequest>): Promise<Row[][]> {
  const dialect = requireDialect(payload)
  const adapter = payload.db as unknown as Adapter
  if (dialect === 'sqlite') {
    if (!adapter.client) throw new Error('The SQLite adapter has no libsql client.')
    const compiled = list.map((query) => {
      const { sql: text, params } = sqliteDialect.sqlToQuery(query)
      return { sql: text, args: params.map(sqliteValue) }
    })
    const results = await adapter.client.batch(compiled, 'write')
    return results.map((r) => r.rows.map((row) => Object.fromEntries(r.columns.map((c, i) => [c, row[i]]))))
  }
  const id = req?.transactionID ? await req.transactionID : undefined
  const session = id !== undefined ? adapter.sessions?.[id]?.db : undefined
  const run = async (db: PgDb) => {
    const out: Row[][] = []
    for (const query of list) out.push((await db.execute(query)).rows)
    return out
  }
  return session ? run(session) : adapter.drizzle.transaction(run)
}

/**
 * PostgreSQL row locks taken at the start of a transaction (see above): `table` rows matching
 * `where`, in id order so two transactions never wait on each other in a circle. NO KEY UPDATE,
 * the lock an UPDATE of non-key columns takes: it still lets other transactions insert rows that
 * reference these (an order's items), which FOR UPDATE would block. Null on SQLite.
 */
export function lockSql(dialect: Dialect, table: 'artworks' | 'orders', where: SQL): SQL | null {
  if (dialect !== 'postgres') return null
  return sql`SELECT id FROM ${sql.raw(table)} WHERE ${where} ORDER BY id FOR NO KEY UPDATE`
}
