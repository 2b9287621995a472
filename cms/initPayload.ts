import type { Migration, Payload, SanitizedConfig } from 'payload'
import { getPayload } from 'payload'
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import { ConfigError, readEnv } from './env'

/** The committed migrations of the adapter in use (MongoDB has none: it is schemaless). */
function migrationsFor(payload: Payload): Migration[] | null {
  const name = payload.db.name
  // Generated migrations type their arguments per adapter; Payload's runner takes the general form.
  if (name === 'sqlite') return sqliteMigrations as unknown as Migration[]
  if (name === 'postgres') return postgresMigrations as unknown as Migration[]
  return null
}

/**
 * Starts Payload, applies pending migrations (in every mode, so development and production run
 * the same schema), and turns a database that cannot be reached into one clear sentence. With
 * `jobs`, this process also runs the jobs queue on its schedule (JOBS_AUTORUN).
 */
export async function initPayload(
  config: Promise<SanitizedConfig> | SanitizedConfig,
  { jobs = false }: { jobs?: boolean } = {},
): Promise<Payload> {
  let payload: Payload
  try {
    payload = await getPayload({ config, importMap: {} })
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    throw new ConfigError(`Cannot connect to the database named by DATABASE_URI (${redact(readEnv().DATABASE_URI)}): ${reason}`)
  }
  const migrations = migrationsFor(payload)
  if (migrations) await payload.db.migrate({ migrations })
  // The jobs worker (config.jobs.autoRun) starts once the schema is current: getPayload with `cron`
  // starts it on the instance it already made.
  if (jobs) await getPayload({ config, importMap: {}, cron: true })
  return payload
}

function redact(uri: string): string {
  return uri.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@')
}
