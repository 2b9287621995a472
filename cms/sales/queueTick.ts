/**
 * Exactly one runner of the jobs queue per tick, across every instance and worker.
 *
 * Every process started with JOBS_AUTORUN=true ticks on the same cron (JOBS_CRON). Payload 3.90's
 * queue has no atomic claim of a job (payload#16043), so two processes running it together could
 * both run one job, and both would queue the same scheduled work. Instead, each tick is claimed in
 * the database first: the tick's key is its scheduled time (the same on every instance whose clock
 * is within half a tick of the others), and the claim is the first hit of that key in
 * `rate-limit-counters` (cms/api/rateLimitStore.ts), which every adapter makes exactly once: one
 * atomic upsert on SQLite and PostgreSQL, a create against the unique key on MongoDB. The winner
 * queues the scheduled tasks and runs due jobs; the others skip the tick. An instance that dies
 * mid-run loses only its tick: the next tick is claimed afresh, and a job it left "processing" is
 * put back after STALLED_JOB_MINUTES (cms/sales/jobs.ts).
 */
import { Cron } from 'croner'
import type { Options } from 'express-rate-limit'
import type { Payload } from 'payload'
import { DatabaseRateLimitStore } from '../api/rateLimitStore'

/** Whether this process runs the queue at all: set once at start-up (cms/initPayload.ts), read by the jobs config. */
let runsHere = false

export function runQueueHere(on: boolean): void {
  runsHere = on
}

export function runsQueueHere(): boolean {
  return runsHere
}

const stores = new WeakMap<Payload, DatabaseRateLimitStore>()

/** The tick `now` belongs to: the scheduled time nearest to it, so instances firing a few ms apart agree. */
export function tickOf(cron: string, now: Date): { at: Date; intervalMs: number } {
  const schedule = new Cron(cron, { paused: true, sloppyRanges: true })
  const [first, second] = schedule.nextRuns(2, now)
  const intervalMs = first && second ? second.getTime() - first.getTime() : 60_000
  // The scheduled time after `now - interval/2` is the one nearest to `now`.
  const at = schedule.nextRun(new Date(now.getTime() - intervalMs / 2)) ?? now
  return { at, intervalMs }
}

/**
 * Claims the current tick of `queue` for this process: true for exactly one caller per tick, across
 * processes. False when another took it, or when the database cannot be reached (the run would fail too).
 */
export async function claimTick(payload: Payload, cron: string, queue: string, now = new Date()): Promise<boolean> {
  const { at, intervalMs } = tickOf(cron, now)
  let store = stores.get(payload)
  if (!store) {
    store = new DatabaseRateLimitStore(payload, 'jobs-tick')
    // A tick's row outlives it by a little; the store's clean-up (once a minute) deletes it.
    store.init({ windowMs: 2 * intervalMs } as Options)
    stores.set(payload, store)
  }
  const { totalHits } = await store.increment(`${queue}:${at.toISOString()}`)
  return totalHits === 1
}
