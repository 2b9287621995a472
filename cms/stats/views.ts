/**
 * Counting artwork views so that nobody can inflate them and nobody is tracked.
 *
 * A view is counted once per visitor, artwork and day. The visitor is a hash of their IP address,
 * user agent and the day, keyed with a salt that changes every day: the HMAC of the server's
 * secret and the day, so every instance derives the same salt without storing it, and yesterday's
 * hashes cannot be matched with today's (the same visitor is a stranger tomorrow). Only
 * (artwork, day, hash) is stored, and only for VIEW_MARK_DAYS days; the counters keep numbers.
 * A unique index on the mark decides which request was first, so a loop, a double load or 20
 * requests at once from one client count once.
 */
import { createHmac } from 'node:crypto'
import type { Payload } from 'payload'
import { VIEW_MARK_DAYS } from '../../shared/constants'
import { dayOf, lastDays } from './day'
import { statsStore } from './store'

export type Visitor = { ip: string; userAgent: string }

/** The day's salt: derived, never stored (every instance computes the same one). */
const saltOf = (secret: string, day: string): Buffer => createHmac('sha256', secret).update(`kala:view-salt:${day}`).digest()

/** The visitor's mark for the day: 128 bits of a keyed hash, nothing that can be reversed to an address. */
export function visitorHash(secret: string, visitor: Visitor, day: string): string {
  return createHmac('sha256', saltOf(secret, day)).update(`${visitor.ip}\n${visitor.userAgent}\n${day}`).digest('hex').slice(0, 32)
}

/** The first day whose marks are kept; each process purges older ones once a day. */
const purgedOn = new WeakMap<Payload, string>()

async function purgeOldMarks(payload: Payload, now: Date): Promise<void> {
  const today = dayOf(now)
  if (purgedOn.get(payload) === today) return
  purgedOn.set(payload, today)
  await statsStore(payload).purgeMarks(lastDays(VIEW_MARK_DAYS, now)[0])
}

/**
 * Records a view of a visible artwork (the caller checks visibility); true when it counted (the
 * visitor's first that day).
 */
export async function recordView(
  payload: Payload,
  artwork: { id: number | string; owner: number | string },
  visitor: Visitor,
  now: Date = new Date(),
): Promise<boolean> {
  await purgeOldMarks(payload, now)
  const day = dayOf(now)
  const store = statsStore(payload)
  if (!(await store.mark(artwork.id, day, visitorHash(payload.secret, visitor, day)))) return false
  await store.addView(artwork.id, artwork.owner, day)
  return true
}
