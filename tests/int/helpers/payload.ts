import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Payload } from 'payload'
import { run, sql } from '../../../cms/db/sql'

export type TestPayload = { payload: Payload; dir: string; databaseUri: string; close: () => Promise<void> }

/** The environment a test file's Payload runs in (the rest of process.env is the file's own business). */
const testEnv = (dir: string, databaseUri: string) => ({
  NODE_ENV: 'test',
  DATABASE_URI: databaseUri,
  PAYLOAD_SECRET: 'test-secret-test-secret-test-secret-0123',
  MEDIA_DIR: join(dir, 'media'),
  OUTBOX_DIR: join(dir, 'outbox'),
  SEED_ON_EMPTY: 'false',
  LOG_LEVEL: 'silent',
})

/** Where test databases and media go: the run's directory (in memory: tests/int/setup/tmpdir.ts), else the temporary one. */
const runDir = (): string => process.env.KALA_INT_RUN_DIR ?? tmpdir()

/**
 * A real Payload on a database of its own: a copy of a template migrated once per worker process
 * (a SQLite file copied, or, when TEST_POSTGRES_URL is set (CI), a PostgreSQL database made with
 * CREATE DATABASE … TEMPLATE), so no test file pays for the migrations. Its configuration is built
 * for this file's database from the modules the worker already loaded (files share a worker one
 * after another: vitest.int.config.ts), so only a worker's first file pays for loading Payload.
 */
export async function startPayload({ databaseUri: given }: { databaseUri?: string } = {}): Promise<TestPayload> {
  const dir = mkdtempSync(join(runDir(), 'kala-int-'))
  const databaseUri = given ?? (await copyOfTemplate(dir))
  const payload = await boot(dir, databaseUri)
  return {
    payload,
    dir,
    databaseUri,
    close: async () => {
      // A database the test brought along is the test's to keep; a copy of the template is dropped.
      await shutDown(payload, databaseUri, { drop: given === undefined })
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Payload on `databaseUri`, migrated, with this file's environment. */
async function boot(dir: string, databaseUri: string): Promise<Payload> {
  Object.assign(process.env, testEnv(dir, databaseUri))
  const [{ kalaConfig }, { loadEnv }, { initPayload }] = await Promise.all([
    import('../../../payload.config'),
    import('../../../cms/env'),
    import('../../../cms/initPayload'),
  ])
  forgetPayload()
  return initPayload(kalaConfig(loadEnv()))
}

/**
 * Stops a test file's Payload and lets go of its database: Payload's destroy leaves the connection
 * pool (PostgreSQL) or the client (SQLite) open, which in a worker that lives on would pile up.
 * Payload's migrations leave one PostgreSQL client checked out (its last statement a `commit`),
 * so the pool is not waited for: the database is dropped with its connections (WITH (FORCE)), or,
 * for the template, its connections are ended so that it can be copied.
 */
async function shutDown(payload: Payload, databaseUri: string, { drop }: { drop: boolean }): Promise<void> {
  const db = payload.db as unknown as { pool?: { end: () => Promise<void> }; client?: { close: () => void } }
  await payload.destroy()
  forgetPayload()
  if (db.client) db.client.close()
  if (!db.pool) return
  void db.pool.end()
  const server = process.env.TEST_POSTGRES_URL
  const name = new URL(databaseUri).pathname.slice(1)
  if (!server || !/^kala_int_\w+$/.test(name)) return
  await admin(
    server,
    drop
      ? `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`
      : `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
  )
}

/**
 * Payload keeps the instance it made in a process-wide cache (getPayload's, which its REST
 * handler reads too): the next file's Payload must not be handed this one.
 */
function forgetPayload(): void {
  ;(globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default')
}

type Template = { kind: 'sqlite'; file: string } | { kind: 'postgres'; name: string }
let template: Promise<Template> | undefined

/** This worker's migrated, empty database, made on first use. */
function workerTemplate(): Promise<Template> {
  template ??= (async (): Promise<Template> => {
    const dir = mkdtempSync(join(runDir(), 'kala-int-template-'))
    const server = process.env.TEST_POSTGRES_URL
    const saved = { ...process.env }
    let made: Template
    let uri: string
    if (server) {
      made = { kind: 'postgres', name: `kala_int_template_${process.pid}_${Date.now()}` }
      await admin(server, `CREATE DATABASE ${made.name}`)
      uri = databaseUrl(server, made.name)
    } else {
      made = { kind: 'sqlite', file: join(dir, 'template.db') }
      uri = `file:${made.file}`
    }
    const payload = await boot(dir, uri)
    // SQLite keeps recent writes in its write-ahead log until a checkpoint: the file alone must hold them.
    if (made.kind === 'sqlite') await run(payload, sql.raw('PRAGMA wal_checkpoint(TRUNCATE)'))
    await shutDown(payload, uri, { drop: false })
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
    Object.assign(process.env, saved)
    return made
  })()
  return template
}

async function copyOfTemplate(dir: string): Promise<string> {
  const from = await workerTemplate()
  if (from.kind === 'sqlite') {
    const file = join(dir, 'test.db')
    copyFileSync(from.file, file)
    return `file:${file}`
  }
  const server = process.env.TEST_POSTGRES_URL!
  const name = `kala_int_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  await admin(server, `CREATE DATABASE ${name} TEMPLATE ${from.name}`)
  return databaseUrl(server, name)
}

async function admin(server: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

function databaseUrl(server: string, name: string): string {
  const url = new URL(server)
  url.pathname = `/${name}`
  return url.toString()
}
