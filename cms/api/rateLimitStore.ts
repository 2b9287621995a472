import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit'
import type { Payload } from 'payload'
import { dialectOf, iso, num, rows, run, sql, type Dialect } from '../db/sql'

/** Expired counters are deleted by the write that comes at least this long after the last clean-up. */
const CLEANUP_EVERY_MS = 60_000
/** While the database fails, one log line per this long (not one per request). */
const LOG_EVERY_MS = 10_000

/**
 * express-rate-limit's hit counters in the database (collection `rate-limit-counters`), so that N
 * instances behind a load balancer share one limit instead of each granting the whole of it.
 *
 * SQLite and PostgreSQL: a hit is ONE statement, `INSERT … ON CONFLICT (key) DO UPDATE … RETURNING`,
 * which the database applies atomically per key: concurrent hits from any number of processes each
 * see their own count, none is lost, and a lapsed window restarts at 1 in the same statement.
 *
 * MongoDB (no SQL): through Payload's database adapter (below the access rules), read then write.
 * The unique `key` makes the first hit of a window exactly once, but two hits arriving together
 * afterwards may both read the same count and store count + 1 once: under a burst of simultaneous
 * requests the limit can let through a few more than it says. It still counts across instances,
 * which is what a shared limit is for; an exact count there needs `$inc` on the native collection.
 *
 * If the database fails, the hit is let through (fail open) with a log line: a limiter must not
 * turn a request into a 500, and the route itself then meets the same failure and answers 503
 * (cms/api/http/errors.ts).
 */
export class DatabaseRateLimitStore implements Store {
  /** Keys live in the database: every instance sees every other's hits. */
  readonly localKeys = false
  readonly prefix: string
  private windowMs = 60_000
  private lastCleanup = 0
  private lastFailureLog = 0

  constructor(
    private readonly payload: Payload,
    prefix: string,
  ) {
    this.prefix = `${prefix}:`
  }

  init(options: Options): void {
    this.windowMs = options.windowMs
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const id = this.prefix + key
    const dialect = dialectOf(this.payload)
    if (!dialect) {
      const doc = await this.findDoc(id)
      return doc && new Date(doc.resetAt) > new Date() ? { totalHits: doc.count, resetTime: new Date(doc.resetAt) } : undefined
    }
    const [row] = await rows(this.payload, sql`SELECT count, reset_at FROM rate_limit_counters WHERE key = ${id}`)
    if (!row || new Date(iso(row.reset_at)) <= new Date()) return undefined
    return { totalHits: num(row.count), resetTime: new Date(iso(row.reset_at)) }
  }

  async increment(key: string): Promise<IncrementResponse> {
    const now = new Date()
    const resetAt = new Date(now.getTime() + this.windowMs)
    try {
      const hit = await this.hit(this.prefix + key, now, resetAt)
      if (now.getTime() - this.lastCleanup >= CLEANUP_EVERY_MS) {
        this.lastCleanup = now.getTime()
        await this.deleteExpired(now)
      }
      return hit
    } catch (error) {
      if (now.getTime() - this.lastFailureLog >= LOG_EVERY_MS) {
        this.lastFailureLog = now.getTime()
        this.payload.logger.warn(
          { err: error },
          `Rate limit ${this.prefix.slice(0, -1)} not counted: the database failed; letting requests through`,
        )
      }
      return { totalHits: 0, resetTime: resetAt }
    }
  }

  async decrement(key: string): Promise<void> {
    const id = this.prefix + key
    const dialect = dialectOf(this.payload)
    if (!dialect) {
      const doc = await this.findDoc(id)
      if (doc && doc.count > 0)
        await this.payload.db.updateOne({ collection: 'rate-limit-counters', id: doc.id, data: { count: doc.count - 1 } })
      return
    }
    await run(this.payload, sql`UPDATE rate_limit_counters SET count = count - 1 WHERE key = ${id} AND count > 0`)
  }

  async resetKey(key: string): Promise<void> {
    const id = this.prefix + key
    if (!dialectOf(this.payload)) {
      await this.payload.db.deleteMany({ collection: 'rate-limit-counters', where: { key: { equals: id } } })
      return
    }
    await run(this.payload, sql`DELETE FROM rate_limit_counters WHERE key = ${id}`)
  }

  private async hit(id: string, now: Date, resetAt: Date): Promise<IncrementResponse> {
    const dialect = dialectOf(this.payload)
    if (!dialect) return this.hitPortable(id, now, resetAt)
    const at = (d: Date) => time(dialect, d)
    const [row] = await rows(
      this.payload,
      sql`INSERT INTO rate_limit_counters (key, count, reset_at) VALUES (${id}, 1, ${at(resetAt)})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limit_counters.reset_at <= ${at(now)} THEN 1 ELSE rate_limit_counters.count + 1 END,
          reset_at = CASE WHEN rate_limit_counters.reset_at <= ${at(now)} THEN excluded.reset_at ELSE rate_limit_counters.reset_at END
        RETURNING count, reset_at`,
    )
    if (!row) throw new Error('The rate limit counter was not written.')
    return { totalHits: num(row.count), resetTime: new Date(iso(row.reset_at)) }
  }

  /** MongoDB: read, then create or update (see the class comment for what this does not guarantee). */
  private async hitPortable(id: string, now: Date, resetAt: Date): Promise<IncrementResponse> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const doc = await this.findDoc(id)
      if (!doc) {
        try {
          await this.payload.db.create({ collection: 'rate-limit-counters', data: { key: id, count: 1, resetAt: resetAt.toISOString() } })
          return { totalHits: 1, resetTime: resetAt }
        } catch (error) {
          // Another instance made the row first (unique key): count on it.
          if (attempt === 2) throw error
          continue
        }
      }
      const lapsed = new Date(doc.resetAt) <= now
      const data = lapsed ? { count: 1, resetAt: resetAt.toISOString() } : { count: doc.count + 1 }
      await this.payload.db.updateOne({ collection: 'rate-limit-counters', id: doc.id, data })
      return { totalHits: data.count, resetTime: lapsed ? resetAt : new Date(doc.resetAt) }
    }
    throw new Error('The rate limit counter was not written.')
  }

  private async findDoc(id: string): Promise<{ id: string | number; count: number; resetAt: string } | null> {
    return (await this.payload.db.findOne({ collection: 'rate-limit-counters', where: { key: { equals: id } } })) as {
      id: string | number
      count: number
      resetAt: string
    } | null
  }

  /** Counters whose window has ended are dead weight: the next hit of their client starts a new one anyway. */
  private async deleteExpired(now: Date): Promise<void> {
    const dialect = dialectOf(this.payload)
    if (!dialect) {
      await this.payload.db.deleteMany({ collection: 'rate-limit-counters', where: { resetAt: { less_than: now.toISOString() } } })
      return
    }
    await run(this.payload, sql`DELETE FROM rate_limit_counters WHERE reset_at < ${time(dialect, now)}`)
  }
}

/** A moment as each dialect stores Payload's dates: ISO text on SQLite (compared as text), timestamptz on PostgreSQL. */
function time(dialect: Dialect, d: Date) {
  return dialect === 'postgres' ? sql`CAST(${d.toISOString()} AS timestamptz)` : sql`${d.toISOString()}`
}
