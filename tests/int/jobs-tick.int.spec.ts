/**
 * The jobs queue runs once per tick across instances (cms/sales/queueTick.ts): every process with
 * JOBS_AUTORUN ticks, the first to claim the tick in the database queues the scheduled work and
 * runs due jobs, the others skip it. And a process without JOBS_AUTORUN starts no cron at all, even
 * when Payload's REST handler asks for crons (it does on every request).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runTick } from '../../cms/sales/jobs'
import { claimTick, runsQueueHere, tickOf } from '../../cms/sales/queueTick'
import { startPayload, type TestPayload } from './helpers/payload'
import { payloadRest } from './helpers/payloadRest'
import { listen } from './helpers/server'
import { client } from './helpers/shop'
import { makeUser } from './helpers/users'

let t: TestPayload
let payload: Payload

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
})
afterAll(async () => {
  await t?.close()
})

const queued = async (taskSlug: string) =>
  (await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: taskSlug } }, overrideAccess: true })).totalDocs

describe('one runner per tick', () => {
  it('names a tick by its scheduled time, the same for instances firing a few milliseconds apart', () => {
    const minute = '* * * * *'
    const before = tickOf(minute, new Date('2026-11-25T10:00:59.990Z'))
    const after = tickOf(minute, new Date('2026-11-25T10:01:00.015Z'))
    expect(before.at.toISOString()).toBe('2026-11-25T10:01:00.000Z')
    expect(after.at.toISOString()).toBe('2026-11-25T10:01:00.000Z')
    expect(after.intervalMs).toBe(60_000)
    const everySecond = '* * * * * *'
    expect(tickOf(everySecond, new Date('2026-11-25T10:00:04.998Z')).at).toEqual(
      tickOf(everySecond, new Date('2026-11-25T10:00:05.300Z')).at,
    )
    expect(tickOf('*/5 * * * *', new Date('2026-11-25T10:07:00Z')).at.toISOString()).toBe('2026-11-25T10:05:00.000Z')
  })

  it('gives each tick to exactly one of many simultaneous claimants, and the next tick afresh', async () => {
    const now = new Date()
    const claims = await Promise.all(Array.from({ length: 12 }, () => claimTick(payload, '* * * * *', 'default', now)))
    expect(claims.filter(Boolean)).toHaveLength(1)
    const next = new Date(now.getTime() + 60_000)
    const later = await Promise.all(Array.from({ length: 12 }, () => claimTick(payload, '* * * * *', 'default', next)))
    expect(later.filter(Boolean)).toHaveLength(1)
    // A different queue has ticks of its own.
    expect(await claimTick(payload, '* * * * *', 'other', now)).toBe(true)
  })

  it('queues the scheduled tasks once when every instance ticks at the same moment', async () => {
    const now = new Date(Date.now() + 10 * 60_000)
    const ran = await Promise.all(Array.from({ length: 8 }, () => runTick(payload, '* * * * *', 'default', now)))
    expect(ran.filter(Boolean)).toHaveLength(1)
    expect(await queued('expireReservations')).toBe(1)
    expect(await queued('reconcilePayments')).toBe(1)
  })

  it('starts no cron in a process that does not run the queue, though Payload REST asks for one', async () => {
    expect(runsQueueHere()).toBe(false)
    const server = await listen(
      (await import('../../cms/app')).createApp({ payload, nextHandler: payloadRest(payload), mediaDir: process.env.MEDIA_DIR }),
    )
    try {
      const http = client(() => server.url)
      const editor = await makeUser(payload, 'editor', 'tick-editor')
      await http.signIn(payload, editor)
      expect((await http.get('/cms/api/artworks?limit=1', editor)).status).toBe(200)
    } finally {
      await server.close()
    }
    expect((payload as unknown as { crons: unknown[] }).crons).toHaveLength(0)
  })
})
