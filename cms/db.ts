import type { DatabaseAdapterObj } from 'payload'
import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { withNarrowAuthEchoes } from './db/authEchoes'
import { keepSqliteStatements } from './db/sqliteStatements'

/**
 * DATABASE_URI picks the adapter: file: → embedded SQLite, postgres:// → PostgreSQL, mongodb:// → MongoDB.
 * Schema push is off everywhere: initPayload applies the committed migrations in every mode.
 * Payload's auth operations write back only their own fields (db/authEchoes.ts); SQLite keeps its
 * prepared statements (db/sqliteStatements.ts).
 */
export function databaseAdapter(uri: string, options: { poolSize: number }): DatabaseAdapterObj {
  return withNarrowAuthEchoes(adapterFor(uri, options))
}

function adapterFor(uri: string, { poolSize }: { poolSize: number }): DatabaseAdapterObj {
  if (uri.startsWith('file:')) {
    const path = uri.slice('file:'.length)
    if (path && path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
    keepSqliteStatements()
    return sqliteAdapter({
      client: { url: uri },
      // WAL lets readers go on while one writer commits; the busy timeout queues concurrent writers.
      wal: true,
      busyTimeout: 10_000,
      // A deleted row's id is never given to a new one (migrations/sqlite/*_ids_never_reused.ts).
      autoIncrement: true,
      migrationDir: 'migrations/sqlite',
      push: false,
    })
  }
  if (/^postgres(ql)?:\/\//.test(uri)) {
    return postgresAdapter({
      // A connection that cannot be made (or a free one found) within 2 s fails, and the request
      // answers 503 (cms/db/unavailable.ts) instead of hanging while the database is away;
      // keep-alive notices a dead peer on an idle connection.
      pool: { connectionString: uri, max: poolSize, connectionTimeoutMillis: 2_000, keepAlive: true },
      migrationDir: 'migrations/postgres',
      push: false,
    })
  }
  // MongoDB is schemaless: no migrations. Transactions need a replica set (Atlas, or rs.initiate()).
  return mongooseAdapter({ url: uri })
}
