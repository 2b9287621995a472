/**
 * cms/db/sql.ts: statements are Drizzle `sql` templates run on the adapter's own handle, in the
 * request's transaction when it has one. Values are bound where they appear; the text is never
 * rewritten, so a literal `?` (and PostgreSQL's jsonb `?` operator) stays what it is.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dialectOf, rows, run, sql } from '../../cms/db/sql'
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
