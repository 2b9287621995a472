/**
 * One worker process per core (WEB_CONCURRENCY): the primary forks the workers, which share the
 * port (node:cluster hands connections out in turn), restarts one that dies with a growing pause,
 * and stops them all gracefully on SIGTERM/SIGINT. The primary never loads Payload.
 *
 * Work that must happen once: the first worker starts alone and runs the migrations and the demo
 * seed; the others start once it listens, with the seed off. Only the first worker ticks the jobs
 * queue (JOBS_AUTORUN as configured; the others false): each tick runs once across all processes
 * anyway (cms/sales/queueTick.ts), and one ticker spares the others the claim's query. A
 * replacement of the first worker takes its place.
 */
import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'
import type { Config } from './env'
import { logger } from './logger'

/**
 * WEB_CONCURRENCY, else one per core in production and one in tests. `--dev` is always one
 * process: Vite's hot reload holds a websocket to the process that serves the page.
 */
export function workerCount(env: Pick<Config, 'WEB_CONCURRENCY' | 'NODE_ENV'>, dev: boolean): number {
  if (dev) return 1
  if (env.WEB_CONCURRENCY !== undefined) return env.WEB_CONCURRENCY
  return env.NODE_ENV === 'production' ? availableParallelism() : 1
}

/** A worker that dies within this long of starting counts as a crash at start, and the pause grows. */
const HEALTHY_AFTER_MS = 30_000
const MAX_PAUSE_MS = 30_000
/** How long workers get to finish their requests and close; their own stop gives up after 8 s. */
const STOP_TIMEOUT_MS = 12_000
/** Exit code of a worker that could not start at all (ConfigError, port in use): restarting will not help. */
const START_FAILED = 1
/**
 * A worker that has not listened after this long is stalled (a module-loading deadlock such as
 * scripts/node/lexical-entry.mjs avoids): it is killed and replaced, like one that died. The
 * first worker migrates and may seed the demo catalogue first, so it gets longer.
 */
const START_LIMIT_MS = 90_000
const FIRST_START_LIMIT_MS = 600_000

type Slot = { index: number; worker: Worker; startedAt: number; listening: boolean; failures: number }

export async function runPrimary(count: number, port: number): Promise<void> {
  const slots = new Map<number, Slot>()
  let stopping = false
  let exitCode = 0

  const fork = (index: number, failures: number): Slot => {
    const first = index === 0
    const worker = cluster.fork({
      KALA_WORKER: String(index),
      // Only the first worker runs the jobs queue and the seed (see above).
      ...(first ? {} : { JOBS_AUTORUN: 'false', SEED_ON_EMPTY: 'false' }),
    })
    const slot: Slot = { index, worker, startedAt: Date.now(), listening: false, failures }
    slots.set(index, slot)
    const watchdog = setTimeout(
      () => {
        if (slot.listening || stopping) return
        logger.error({ worker: index, pid: worker.process.pid }, 'a worker did not start in time: replacing it')
        worker.process.kill('SIGKILL')
      },
      first ? FIRST_START_LIMIT_MS : START_LIMIT_MS,
    ).unref()
    worker.once('listening', () => {
      slot.listening = true
      clearTimeout(watchdog)
    })
    worker.once('exit', (code, signal) => {
      clearTimeout(watchdog)
      slots.delete(index)
      if (stopping) {
        if (slots.size === 0) process.exit(exitCode)
        return
      }
      if (!slot.listening && code === START_FAILED) {
        // Its own message (a bad setting, a port in use) is above: the same start would fail again.
        logger.fatal({ worker: index, code }, 'a worker could not start: stopping')
        return void stopAll(1)
      }
      const healthy = Date.now() - slot.startedAt > HEALTHY_AFTER_MS
      const next = healthy ? 0 : slot.failures + 1
      const pause = Math.min(MAX_PAUSE_MS, next === 0 ? 0 : 500 * 2 ** (next - 1))
      logger.error({ worker: index, pid: worker.process.pid, code, signal, restartInMs: pause }, 'a worker died: starting another')
      setTimeout(() => {
        if (!stopping) fork(index, next)
      }, pause).unref()
    })
    return slot
  }

  /** Each worker stops accepting, finishes its requests and exits; the primary exits after the last. */
  const stopAll = (code: number) => {
    if (stopping) return
    stopping = true
    exitCode = code
    if (slots.size === 0) process.exit(exitCode)
    for (const { worker } of slots.values()) worker.process.kill('SIGTERM')
    setTimeout(() => {
      for (const { worker } of slots.values()) worker.process.kill('SIGKILL')
      process.exit(exitCode)
    }, STOP_TIMEOUT_MS).unref()
  }

  process.on('SIGTERM', () => {
    logger.info({ signal: 'SIGTERM' }, 'shutting down the workers')
    stopAll(0)
  })
  process.on('SIGINT', () => {
    logger.info({ signal: 'SIGINT' }, 'shutting down the workers')
    stopAll(0)
  })

  // The first worker alone (migrations, seed), then the rest together.
  fork(0, 0)
  await new Promise<void>((resolve) => {
    // A first worker that stalls is replaced in slot 0: wait for whichever one listens.
    const check = () => (slots.get(0)?.listening || stopping ? resolve() : setTimeout(check, 50))
    check()
  })
  if (stopping) return
  for (let index = 1; index < count; index++) fork(index, 0)
  await new Promise<void>((resolve) => {
    const check = () => ([...slots.values()].filter((s) => s.listening).length === count || stopping ? resolve() : setTimeout(check, 50))
    check()
  })
  if (stopping) return
  logger.info({ port, workers: count }, `Kala is ready on http://localhost:${port} (back office at /cms), ${count} workers`)
}
