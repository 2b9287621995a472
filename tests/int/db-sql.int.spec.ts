/**
 * cms/db/sql.ts: statements are Drizzle `sql` templates run on the adapter's own handle, in the
 * request's transaction when it has one. Values are bound where they appear; the text is never
 * rewritten, so a literal `?` (and PostgreSQL's jsonb `?` operator) stays what it is.
 */
import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dialectOf, rows, run, sql, type SQL } from '../../cms/db/sql'
import { takesColumnsFromSchema } from '../../cms/db/sqliteStatements'
import { startPayload, type TestPayload } from './helpers/payload'

let t: TestPayload
let payload: Payload

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
})
afterAll(async () => t?.close())

describe('the SQL helper', () => {
  it('binds values where they appear and leaves a literal question mark alone', async () => {
    const [row] = await rows(payload, sql`SELECT '?' AS mark, ${'what?'} AS said, ${5} AS n, 'a ? b' AS text`)
    expect(row).toMatchObject({ mark: '?', said: 'what?', text: 'a ? b' })
    expect(Number(row.n)).toBe(5)
    if (dialectOf(payload) === 'postgres') {
      const [json] = await rows(payload, sql`SELECT ${sql.raw(`'{"a": 1}'::jsonb ? 'a'`)} AS has, ${'b'} AS other`)
      expect(json).toEqual({ has: true, other: 'b' })
    }
  })

  // Payload's SQLite adapter runs without transactions unless configured to (cms/db.ts does not):
  // this is a PostgreSQL check (TEST_POSTGRES_URL, as in CI).
  it.runIf(Boolean(process.env.TEST_POSTGRES_URL))(
    "runs in the request's transaction when it has one: seen inside, gone after a rollback",
    async () => {
      const transactionID = await payload.db.beginTransaction()
      expect(transactionID).toBeTruthy()
      const req = { transactionID: transactionID ?? undefined }
      await run(payload, sql`INSERT INTO search_vocab (key, term) VALUES (${'zqx?'}, ${'zqx?'})`, req)
      expect(await rows(payload, sql`SELECT term FROM search_vocab WHERE key = ${'zqx?'}`, req)).toEqual([{ term: 'zqx?' }])
      // Another connection does not see it before the commit…
      expect(await rows(payload, sql`SELECT term FROM search_vocab WHERE key = ${'zqx?'}`)).toEqual([])
      await payload.db.rollbackTransaction(transactionID!)
      // …nor after the rollback.
      expect(await rows(payload, sql`SELECT term FROM search_vocab WHERE key = ${'zqx?'}`)).toEqual([])
    },
  )
})

// cms/db/sqliteStatements.ts keeps each connection's prepared statements.
describe.runIf(!process.env.TEST_POSTGRES_URL)('SQLite statements kept per connection', () => {
  /** Through the adapter's own client connection (rows() reads through the read-only one). */
  const viaClient = (query: SQL) => (payload.db as unknown as { drizzle: { all: (q: SQL) => Promise<unknown[]> } }).drizzle.all(query)

  it('answer each run with its own values, and go on after one fails', async () => {
    await run(payload, sql`CREATE TABLE kept_probe (k TEXT PRIMARY KEY, v INTEGER)`)
    for (const [k, v] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      await run(payload, sql`INSERT INTO kept_probe (k, v) VALUES (${k}, ${v})`)
    await expect(run(payload, sql`INSERT INTO kept_probe (k, v) VALUES (${'a'}, ${9})`)).rejects.toThrow()
    await run(payload, sql`INSERT INTO kept_probe (k, v) VALUES (${'d'}, ${4})`)
    for (const k of ['a', 'c', 'zz', 'd']) {
      const expected = { a: [{ v: 1 }], c: [{ v: 3 }], zz: [], d: [{ v: 4 }] }[k]
      expect(await rows(payload, sql`SELECT v FROM kept_probe WHERE k = ${k}`)).toEqual(expected)
      expect(await viaClient(sql`SELECT v FROM kept_probe WHERE k = ${k}`)).toEqual(expected)
    }
  })

  it('are kept only where the statement names its columns', () => {
    for (const text of [
      'SELECT * FROM t',
      'select t.* from t',
      'INSERT INTO t (a) VALUES (?) RETURNING *',
      'SELECT a FROM t UNION ALL SELECT * FROM u',
    ])
      expect(takesColumnsFromSchema(text), text).toBe(true)
    for (const text of [
      'SELECT COUNT(*) AS n FROM t',
      `select "id", (select json_group_array(json_array("id", "v")) from (select * from "t_rels" where "parent_id" = "t"."id")) as "rels" from "t"`,
      `SELECT '*' AS star, "a*b" FROM t`,
    ])
      expect(takesColumnsFromSchema(text), text).toBe(false)
  })

  it('see the columns a migration on another connection added', async () => {
    await run(payload, sql`CREATE TABLE kept_columns (a TEXT)`)
    await run(payload, sql`INSERT INTO kept_columns (a) VALUES ('one')`)
    expect(await viaClient(sql`SELECT * FROM kept_columns`)).toEqual([{ a: 'one' }])
    expect(await rows(payload, sql`SELECT * FROM kept_columns`)).toEqual([{ a: 'one' }])
    // Another process migrating the same file.
    const other = createClient({ url: t.databaseUri })
    try {
      await other.execute(`ALTER TABLE kept_columns ADD COLUMN b TEXT DEFAULT 'two'`)
    } finally {
      other.close()
    }
    // A connection learns of another's schema change when it next reads the table (until then
    // libsql describes a new statement from the schema it had, kept or not): from then on a `*`
    // answers the new columns, which a kept statement's remembered description would not.
    await viaClient(sql`SELECT a FROM kept_columns`)
    await rows(payload, sql`SELECT a FROM kept_columns`)
    expect(await viaClient(sql`SELECT * FROM kept_columns`)).toEqual([{ a: 'one', b: 'two' }])
    expect(await rows(payload, sql`SELECT * FROM kept_columns`)).toEqual([{ a: 'one', b: 'two' }])
    expect(await viaClient(sql`SELECT a, b FROM kept_columns`)).toEqual([{ a: 'one', b: 'two' }])
  })
})
