/**
 * Faults: PostgreSQL stops under load (pg_ctl -m immediate: its processes are killed, as in a crash)
 * and comes back. While it is away every request answers within a second with 503 and a clear
 * sentence (never a hang, never a 500), /healthz still says the process is alive and /readyz says
 * it cannot serve; when it returns, the same process serves again without a restart.
 *
 * PostgreSQL only (skipped without TEST_POSTGRES_URL, like the other PostgreSQL runs): the test
 * starts a cluster of its own in a temporary directory, so stopping it disturbs nobody else.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HTTP_MESSAGES } from '../../shared/messages'
import { canStartCluster, createCluster, freePort, type PostgresCluster } from '../../scripts/lib/postgresCluster'
import { startPayload, type TestPayload } from './helpers/payload'
import { listen } from './helpers/server'
import { makeUser, PASSWORD } from './helpers/users'

const enabled = Boolean(process.env.TEST_POSTGRES_URL) && canStartCluster()

let cluster: PostgresCluster
let t: TestPayload
let payload: Payload
let base = ''
let closeServer: (() => Promise<void>) | null = null

type Result = { status: number; ms: number; startedAt: number; error?: string }

async function timed(path: string, init?: RequestInit): Promise<Result> {
  const startedAt = performance.now()
  try {
    const res = await fetch(base + path, { ...init, signal: AbortSignal.timeout(10_000) })
    const text = await res.text()
    return { status: res.status, ms: performance.now() - startedAt, startedAt, error: res.status >= 400 ? text : undefined }
  } catch (error) {
    return { status: 0, ms: performance.now() - startedAt, startedAt, error: String(error) }
  }
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
/** Browsing and signing in: the catalogue's SQL and Payload's own queries. */
const traffic = [
  () => timed('/api/public/artworks', json({})),
  () => timed('/auth/login', json({ email: 'outage-member@example.test', password: PASSWORD })),
  () => timed('/api/public/artworks', json({ sort: 'price-asc' })),
]

/** Clients sending requests one after another until stopped. */
function load(clients: number) {
  const results: Result[] = []
  let running = true
  const done = Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = c; running; i++) results.push(await traffic[i % traffic.length]!())
    }),
  )
  return {
    results,
    stop: async () => {
      running = false
      await done
    },
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.skipIf(!enabled)('PostgreSQL stops under load and returns', () => {
  beforeAll(async () => {
    // A cluster of its own, on a port of its own (OUTAGE_PG_PORT, or one the system picks).
    cluster = createCluster(Number(process.env.OUTAGE_PG_PORT ?? 0) || (await freePort()))
    t = await startPayload({ databaseUri: cluster.url })
    payload = t.payload
    await makeUser(payload, 'collector', 'outage-member')
    process.env.RATE_LIMIT_DISABLED = 'true'
    const { createApp } = await import('../../cms/app')
    const server = await listen(createApp({ payload, mediaDir: process.env.MEDIA_DIR }))
    base = server.url
    closeServer = server.close
  })
  afterAll(async () => {
    await closeServer?.()
    await t?.close()
    cluster?.destroy()
  })

  it('answers 503 at once (well within the pool’s connect timeout) while the database is away, and 200 again once it is back, without a restart', async () => {
    expect((await timed('/readyz')).status).toBe(200)
    const clients = load(6)
    await pause(1_000)
    const stoppedAt = performance.now()
    cluster.stop('immediate')
    await pause(3_000)

    const health = await timed('/healthz')
    const ready = await timed('/readyz')
    expect(health.status).toBe(200)
    expect(ready.status).toBe(503)
    expect(ready.ms).toBeLessThan(1_500)
    expect(JSON.parse(ready.error ?? '{}')).toMatchObject({ ok: false, error: HTTP_MESSAGES.unavailable })

    await clients.stop()
    const during = clients.results.filter((r) => r.startedAt > stoppedAt + 200)
    const statuses = new Set(clients.results.map((r) => r.status))
    // Answered before the stop: successes. In flight at the stop: a success or a 503, like those after it.
    expect(clients.results.filter((r) => r.startedAt + r.ms < stoppedAt && r.status !== 200)).toEqual([])
    expect(clients.results.filter((r) => r.status !== 200 && r.status !== 503)).toEqual([])
    // While it is away: 503s with the sentence and Retry-After, each promptly (well before the pool's
    // 2 s connect timeout; 1.1 s once in CI with the other suites loading both cores); no 500, no hang.
    expect(during.length).toBeGreaterThan(10)
    expect(statuses.has(500)).toBe(false)
    expect(statuses.has(0)).toBe(false)
    for (const r of during) {
      expect(r.status, r.error).toBe(503)
      expect(r.ms).toBeLessThan(1_500)
      expect(JSON.parse(r.error!)).toEqual({ error: HTTP_MESSAGES.unavailable })
    }

    const slowest = Math.max(...during.map((r) => r.ms))
    cluster.start()
    const restartedAt = performance.now()
    // Back by itself: the pool opens new connections once the database accepts them.
    const backBy = Date.now() + 15_000
    while ((await timed('/readyz')).status !== 200 && Date.now() < backBy) await pause(200)
    expect((await timed('/readyz')).status).toBe(200)
    console.info(
      `database outage: ${clients.results.length} requests, ${during.length} while stopped (all 503, slowest ${Math.round(slowest)} ms), ready again ${Math.round(performance.now() - restartedAt)} ms after the restart`,
    )
    for (const request of traffic) expect((await request()).status).toBe(200)
  }, 60_000)
})
