import type { BaseDatabaseAdapter, DatabaseAdapterObj, Payload } from 'payload'

/**
 * Payload's auth operations (login, logout, refresh, a failed attempt, verify, reset) read the
 * whole account row, change their own fields and write the whole row back through the adapter's
 * updateOne. Every other field goes back as it was read: an exhibition deleted, a bio saved or a
 * default address chosen between that read and that write (a login's password hash alone takes
 * a quarter of a second) was undone without an error. Kala's own resend-verification does the
 * same (cms/api/auth/router.ts).
 *
 * The adapter here writes such an echo over the row as it is now, taking from the echo only the
 * fields the operation owns. An echo is a write of a stored row to itself (`data.id` is the
 * row's id) on an auth collection, without the `locale` that Payload's update operations always
 * pass. Sessions bookkeeping (`updatedAt: null`, set so the row's date does not move) owns the
 * sessions alone; the other operations own the auth fields. It wraps the adapter, below every
 * door: the storefront's /auth/*, /cms/api/users/* and the Local API alike, on SQLite,
 * PostgreSQL and MongoDB.
 */
const AUTH_FIELDS = [
  'sessions',
  'hash',
  'salt',
  'loginAttempts',
  'lockUntil',
  'resetPasswordToken',
  'resetPasswordExpiration',
  '_verified',
  '_verificationToken',
  'updatedAt',
] as const

type UpdateOneArgs = Parameters<BaseDatabaseAdapter['updateOne']>[0]

/** The fields an auth operation owns in a write of a stored row to itself, or null when the write is not such an echo. */
export function ownedByAuthEcho(payload: Payload, args: UpdateOneArgs): readonly string[] | null {
  const data = args.data as Record<string, unknown> | undefined
  if (!data || args.id === undefined || 'locale' in args) return null
  if (data.id === undefined || String(data.id) !== String(args.id)) return null
  if (!payload.collections[args.collection]?.config.auth) return null
  return data.updatedAt === null ? ['sessions', 'updatedAt'] : AUTH_FIELDS
}

/** The adapter, its updateOne writing auth echoes over the row as it is now (see above). */
export function withNarrowAuthEchoes(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (options) => {
      const db = adapter.init(options)
      const updateOne = db.updateOne.bind(db)
      db.updateOne = async (args) => {
        const owned = ownedByAuthEcho(options.payload, args)
        if (!owned) return updateOne(args)
        // The row read again, in the operation's transaction, with the operation's own fields over
        // it: SQL adapters rewrite a row whole when it carries an array (the sessions), so the
        // write keeps its shape and only its content changes.
        const now = await db.findOne({ collection: args.collection, where: { id: { equals: args.id } }, req: args.req })
        if (!now) return updateOne(args)
        const data = args.data as Record<string, unknown>
        const fresh: Record<string, unknown> = { ...now }
        for (const field of owned) if (Object.hasOwn(data, field)) fresh[field] = data[field]
        return updateOne({ ...args, data: fresh })
      }
      return db
    },
  }
}
