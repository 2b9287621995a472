/**
 * Rate limits count in the database (cms/api/rateLimitStore.ts): two app instances on one database
 * share one limit, as N instances behind a load balancer must; a hit is one atomic statement, so
 * simultaneous hits each get their own count; a lapsed window starts again and its row is cleaned
 * up; nobody reaches the counters through any door.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DatabaseRateLimitStore } from '../../cms/api/rateLimitStore'
import { dialectOf } from '../../cms/db/sql'
import { startPayload, type TestPayload } from './helpers/payload'
import { listen } from './helpers/server'
import { makeUser } from './helpers/users'

let t: TestPayload
let payload: Payload
const closers: (() => Promise<void>)[] = []

/** An app built with the limits on (the other suites build theirs with RATE_LIMIT_DISABLED). */
async function instance(): Promise<string> {
  const saved = process.env.RATE_LIMIT_DISABLED
  delete process.env.RATE_LIMIT_DISABLED
  const { createApp } = await import('../../cms/app')
  const app = createApp({ payload, mediaDir: process.env.MEDIA_DIR })
  if (saved !== undefined) process.env.RATE_LIMIT_DISABLED = saved
  const server = await listen(app)
  closers.push(server.close)
  return server.url
}

const contact = async (url: string) =>
  (
    await fetch(`${url}/api/user/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Visitor', email: 'visitor@example.test', message: 'Hello from one of two instances' }),
    })
  ).status

const counters = () => payload.db.find({ collection: 'rate-limit-counters', limit: 0, pagination: false })

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
})
afterAll(async () => {
  for (const close of closers) await close()
  await t?.close()
})

describe('rate limits across instances', () => {
  it('two instances on one database share one limit: five contact messages in all, the sixth refused on either', async () => {
    const [a, b] = [await instance(), await instance()]
    const statuses = [await contact(a), await contact(b), await contact(a), await contact(b), await contact(a)]
    expect(statuses).toEqual([201, 201, 201, 201, 201])
    expect(await contact(b)).toBe(429)
    expect(await contact(a)).toBe(429)
    const rows = (await counters()).docs as unknown as { key: string; count: number }[]
    expect(rows.find((r) => r.key === 'contact:ip:127.0.0.1')?.count).toBe(7)
  })

  it('counts simultaneous hits exactly: fifty at once get the counts 1 to 50, none lost or repeated', async () => {
    const store = new DatabaseRateLimitStore(payload, 'burst')
    store.init({ windowMs: 60_000 } as Parameters<DatabaseRateLimitStore['init']>[0])
    const hits = await Promise.all(Array.from({ length: 50 }, () => store.increment('ip:198.51.100.1')))
    const counts = hits.map((h) => h.totalHits).sort((x, y) => x - y)
    // MongoDB's counter is read-then-write (documented in the store): exact only on SQL.
    if (dialectOf(payload)) expect(counts).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    expect((await store.get('ip:198.51.100.1'))?.totalHits).toBe(dialectOf(payload) ? 50 : counts.at(-1))
  })

  it('starts a lapsed window again at 1, gives a hit back on decrement, and cleans up expired rows', async () => {
    const store = new DatabaseRateLimitStore(payload, 'short')
    store.init({ windowMs: 200 } as Parameters<DatabaseRateLimitStore['init']>[0])
    expect((await store.increment('a')).totalHits).toBe(1)
    expect((await store.increment('a')).totalHits).toBe(2)
    await store.decrement('a')
    expect((await store.get('a'))?.totalHits).toBe(1)
    await store.increment('b')
    await new Promise((r) => setTimeout(r, 250))
    expect(await store.get('b')).toBeUndefined()
    // A new store's first hit cleans up (once a minute per store): 'b' lapsed and is gone, 'a' starts again.
    const next = new DatabaseRateLimitStore(payload, 'short')
    next.init({ windowMs: 200 } as Parameters<DatabaseRateLimitStore['init']>[0])
    expect((await next.increment('a')).totalHits).toBe(1)
    const keys = ((await counters()).docs as unknown as { key: string }[]).map((r) => r.key)
    expect(keys).toContain('short:a')
    expect(keys).not.toContain('short:b')
    await next.resetKey('a')
    expect(await next.get('a')).toBeUndefined()
  })

  it('keeps the counters from everyone, staff included', async () => {
    const admin = await makeUser(payload, 'admin', 'counter-admin')
    await expect(payload.find({ collection: 'rate-limit-counters', user: admin, overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'rate-limit-counters',
        data: { key: 'forged', count: 0, resetAt: new Date().toISOString() },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    expect(payload.collections['rate-limit-counters'].config.admin.hidden).toBe(true)
  })
})
