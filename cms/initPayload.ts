import type { Migration, Payload, SanitizedConfig } from 'payload'
import { getPayload } from 'payload'
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import { ConfigError, readEnv } from './env'
import { ensureDefaultTaxRates } from './invoices/rates'
import { ensureHandbook } from './certificates/handbook'
import { ensureDefaultFeeRate } from './sales/fees'
import { runQueueHere } from './sales/queueTick'

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
  listenForLostConnections(payload)
  const migrations = migrationsFor(payload)
  if (migrations) await payload.db.migrate({ migrations })
  // Every sale needs a fee rate in force; a new shop starts with Kala's opening default.
  await ensureDefaultFeeRate(payload)
  // And every invoice a GST rate for its category: the opening table, with its real history.
  await ensureDefaultTaxRates(payload)
  // The collector's handbook every order and certificate links to: written once, edited by staff.
  await ensureHandbook(payload)
  // The jobs worker (config.jobs.autoRun) starts once the schema is current: getPayload with `cron`
  // starts it on the instance it already made. Without `jobs` the config starts no cron, even where
  // Payload's REST handler asks for one (cms/sales/queueTick.ts).
  runQueueHere(jobs)
  if (jobs) await getPayload({ config, importMap: {}, cron: true })
  return payload
}

function redact(uri: string): string {
  return uri.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@')
}

type EventSource = { on: (event: 'error', listener: (error: Error) => void) => void }
type Pool = EventSource & { on: (event: 'connect', listener: (client: EventSource) => void) => void }
const listening = new WeakSet<object>()

/**
 * node-postgres emits 'error' on its pool when an idle connection dies (the database stopped,
 * restarted, or a network blip). Unheard, that event would end the process; heard, the pool drops
 * the connection and opens a new one when the next query needs it, so service resumes by itself.
 */
function listenForLostConnections(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (!pool || listening.has(pool)) return
  listening.add(pool)
  const lost = (error: Error) =>
    payload.logger.warn({ err: error }, 'A PostgreSQL connection was lost; the pool opens a new one when needed')
  pool.on('error', lost)
  // A connection checked out of the pool between two queries (a transaction waiting on the
  // request's own work) has no pool listener: its 'error' would be an uncaught exception. The
  // query that next uses it fails, and answers 503.
  pool.on('connect', (client) => client.on('error', lost))
}
