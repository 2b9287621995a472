import type { Payload } from 'payload'
import { dialectOf, rows, sql } from './db/sql'

/** Longer than a healthy database ever takes for `select 1`, short enough for a balancer's probe. */
const READY_TIMEOUT_MS = 1_000

/**
 * Whether this instance can reach its database now: one cheap round trip (`SELECT 1` on SQL, a
 * count of an empty-ish collection on MongoDB) that must answer within a second. Never throws.
 */
export async function databaseReady(payload: Payload): Promise<{ ok: true } | { ok: false; reason: string }> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS)
  })
  try {
    const probe = dialectOf(payload)
      ? rows(payload, sql`SELECT 1 AS ok`)
      : payload.db.count({ collection: 'rate-limit-counters', where: {} })
    await Promise.race([probe, timeout])
    return { ok: true }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  } finally {
    clearTimeout(timer)
  }
}
