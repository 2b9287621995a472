/**
 * Creates a migration for the adapter of DATABASE_URI from the difference between the collections
 * and the last migration (run once with a file: URI and once with a postgres:// URI).
 * Usage: DATABASE_URI=… npm run migrate:create -- name
 */
import { getPayload } from 'payload'
import { readdirSync } from 'node:fs'

const name = process.argv[2] ?? 'change'
process.env.PAYLOAD_MIGRATING = 'true'
const config = await import('../payload.config').then((m) => m.default)
const payload = await getPayload({ config })
const dir = payload.db.migrationDir
const before = readdirSync(dir).length
await payload.db.createMigration({ payload, migrationName: name, forceAcceptWarning: true, skipEmpty: true })
const after = readdirSync(dir).length
console.log(after > before ? `migration written to ${dir}` : `no schema change: nothing written to ${dir}`)
await payload.destroy()
process.exit(0)
