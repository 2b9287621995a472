import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Payload } from 'payload'

export type TestPayload = { payload: Payload; dir: string; databaseUri: string; close: () => Promise<void> }

/**
 * A real Payload on a database of its own: a temporary SQLite file, or, when TEST_POSTGRES_URL
 * is set (CI), a new PostgreSQL database on that server. Migrations are applied as at start-up.
 */
export async function startPayload({ databaseUri: given }: { databaseUri?: string } = {}): Promise<TestPayload> {
  const dir = mkdtempSync(join(tmpdir(), 'kala-int-'))
  const databaseUri = given ?? (await freshDatabase(dir))
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_URI: databaseUri,
    PAYLOAD_SECRET: 'test-secret-test-secret-test-secret-0123',
    MEDIA_DIR: join(dir, 'media'),
    OUTBOX_DIR: join(dir, 'outbox'),
    SEED_ON_EMPTY: 'false',
    LOG_LEVEL: 'silent',
  })
  const { default: config } = await import('../../../payload.config')
  const { initPayload } = await import('../../../cms/initPayload')
  const payload = await initPayload(config)
  return {
    payload,
    dir,
    databaseUri,
    close: async () => {
      await payload.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function freshDatabase(dir: string): Promise<string> {
  const server = process.env.TEST_POSTGRES_URL
  if (!server) return `file:${join(dir, 'test.db')}`
  const { default: pg } = await import('pg')
  const name = `kala_int_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const url = new URL(server)
  url.pathname = `/${name}`
  return url.toString()
}
