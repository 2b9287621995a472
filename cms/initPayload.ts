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
 * the same schema), and turns a database that cannot be reached into one clear sentence.
 */
export async function initPayload(config: Promise<SanitizedConfig> | SanitizedConfig): Promise<Payload> {
  let payload: Payload
  try {
    payload = await getPayload({ config, importMap: {} })
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    throw new ConfigError(`Cannot connect to the database named by DATABASE_URI (${redact(readEnv().DATABASE_URI)}): ${reason}`)
  }
  const migrations = migrationsFor(payload)
  if (migrations) await payload.db.migrate({ migrations })
  return payload
}

function redact(uri: string): string {
  return uri.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@')
}
