/**
 * Faults: the server process is killed (SIGKILL: no shutdown, no cleanup) after the buyer paid and
 * before the buyer's browser could report it. After a restart, the simulator's webhook (queued in
 * the database before the kill) or the reconciliation job completes the order: one paid order,
 * the work sold once, one confirmation e-mail, nothing lost and nothing doubled. The server runs
 * as a real process on the test's database (SQLite file, or PostgreSQL with TEST_POSTGRES_URL);
 * this process only reads, and plays the buyer over HTTP.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Artwork, Order, User } from '../../payload-types'
import { startPayload, type TestPayload } from './helpers/payload'
import { artworkById, client, makeArtwork, orderById, storedPayment } from './helpers/shop'
import { makeUser } from './helpers/users'
import { checkLedger, settleLedger } from '../../cms/sales/ledger'
import { compiledEntry } from '../../scripts/lib/compiledEntry'

let t: TestPayload
let payload: Payload
let seller: User
let base = ''
const http = client(() => base)
let server: ChildProcess | null = null
/** Node's arguments for the server process: its fixture compiled once (the server's start as production's). */
let serverEntry: Promise<string[]> | undefined
/** Every server process started, so none outlives the file (a test that timed out mid-start left one running). */
const started = new Set<ChildProcess>()

/** Starts the server process; resolves with its address once it listens. */
async function startServer(): Promise<string> {
  serverEntry ??= compiledEntry(join('tests', 'int', 'fixtures', 'api-server.ts'))
  const child = spawn(process.execPath, await serverEntry, {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      DATABASE_URI: t.databaseUri,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
      MEDIA_DIR: process.env.MEDIA_DIR,
      OUTBOX_DIR: process.env.OUTBOX_DIR,
      PORT: '0',
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_DISABLED: 'true',
      JOBS_AUTORUN: 'true',
      // The worker looks for due jobs every second (the default is every minute).
      JOBS_CRON: '* * * * * *',
      // The same sale path as this process reads (the int-portable project sets it).
      ...(process.env.CATALOGUE_IMPL ? { CATALOGUE_IMPL: process.env.CATALOGUE_IMPL } : {}),
    } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.add(child)
  let err = ''
  child.stderr!.on('data', (d: Buffer) => {
    err = (err + d.toString()).slice(-2000)
  })
  const port = await new Promise<number | null>((resolve) => {
    let out = ''
    const timer = setTimeout(() => resolve(null), 90_000)
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString()
      const line = out.split('\n').find((l) => l.startsWith('{"port"'))
      if (line) {
        clearTimeout(timer)
        resolve((JSON.parse(line) as { port: number }).port)
      }
    })
    child.on('exit', () => {
      clearTimeout(timer)
      resolve(null)
    })
  })
  if (!port) {
    const ended = child.exitCode ?? child.signalCode
    child.kill('SIGKILL')
    throw new Error(
      `The server process did not start (${ended === null ? 'no answer in 90 s' : `exit ${ended}`}).${err ? `\n${err.trim()}` : ''}`,
    )
  }
  server = child
  return `http://127.0.0.1:${port}`
}

/** SIGKILL: the process gets no chance to finish anything. */
async function kill(): Promise<void> {
  const child = server
  server = null
  if (!child || child.exitCode !== null) return
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 120_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

async function ordersFor(work: Artwork): Promise<Order[]> {
  return (
    await payload.find({
      collection: 'orders',
      where: { 'items.artwork': { equals: work.id } },
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
  ).docs
}

async function buyerWithToken(name: string): Promise<User> {
  const user = await makeUser(payload, 'collector', name)
  await http.signIn(payload, user)
  return user
}

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  seller = await makeUser(payload, 'artist', 'fault-seller')
}, 300_000)
afterEach(kill)
afterAll(async () => {
  await kill()
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  await t?.close()
})

/**
 * Each test starts the server twice, and the jobs worker runs once a second: with the other suites
 * on the same two cores that is well over the default minute.
 */
const FAULT_TEST_MS = 240_000

describe('the server is killed between the payment and the verification', () => {
  it(
    'after a restart, the queued webhook completes the order; the late verification changes nothing',
    async () => {
      const buyer = await buyerWithToken('fault-buyer-one')
      const work = await makeArtwork(payload, seller, { title: 'Survivor', price: 88000 })
      base = await startServer()
      const session = await http.post('/api/user/rp-create-order', { artworkIds: [String(work.id)] }, buyer)
      expect(session.status).toBe(200)
      const paid = await http.post('/api/payments/simulator/pay', { razorpay_order_id: session.json.id, outcome: 'success' }, buyer)
      expect(paid.status).toBe(200)
      await kill()

      // The money is taken (at the provider), the order is not yet paid, and the webhook waits in the queue.
      expect((await storedPayment(payload, paid.json.razorpay_payment_id))?.status).toBe('captured')
      expect((await orderById(payload, session.json.orderId)).paymentStatus).toBe('pending')
      expect(
        (await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'deliverSimulatedWebhook' } } })).totalDocs,
      ).toBe(1)

      base = await startServer()
      const order = await until(
        'the order to be paid',
        () => orderById(payload, session.json.orderId),
        (o) => o.paymentStatus === 'success',
      )
      expect(order).toMatchObject({ paidVia: 'webhook', orderStatus: 'placed', razorpay_payment_id: paid.json.razorpay_payment_id })

      const late = await http.post('/api/user/rp-verify-signature', paid.json, buyer)
      expect(late.status).toBe(200)
      expect(late.json.order).toMatchObject({ _id: session.json.orderId, paymentStatus: 'success' })
      const log = await until(
        'the confirmation e-mail',
        () => payload.find({ collection: 'mail-log', where: { order: { equals: order.id } }, overrideAccess: true, depth: 0 }),
        (r) => r.docs.some((m) => m.kind === 'confirmation' && m.sentAt),
      )
      expect(log.docs.filter((m) => m.kind === 'confirmation')).toHaveLength(1)

      const orders = await ordersFor(work)
      expect(orders).toHaveLength(1)
      expect((await orderById(payload, order.id)).statusHistory?.map((h) => h.status)).toEqual(['placed'])
      expect(await artworkById(payload, work.id)).toMatchObject({ saleState: 'sold', available: false, soldOrder: order.id })
      expect((await storedPayment(payload, paid.json.razorpay_payment_id))?.refunds).toEqual([])
    },
    FAULT_TEST_MS,
  )

  it(
    'with the webhook lost as well, reconciliation completes the order after the restart',
    async () => {
      const buyer = await buyerWithToken('fault-buyer-two')
      const work = await makeArtwork(payload, seller, { title: 'Reconciled', price: 41000 })
      base = await startServer()
      const session = await http.post('/api/user/rp-create-order', { artworkIds: [String(work.id)] }, buyer)
      const paid = await http.post('/api/payments/simulator/pay', { razorpay_order_id: session.json.id, outcome: 'success' }, buyer)
      expect(paid.status).toBe(200)
      await kill()
      // The provider never manages to deliver its webhook.
      await payload.db.deleteMany({ collection: 'payload-jobs', where: { taskSlug: { equals: 'deliverSimulatedWebhook' } } })

      base = await startServer()
      // Its five-minute schedule, brought forward: the restarted worker runs it.
      await payload.jobs.queue({ task: 'reconcilePayments', input: {} })
      const order = await until(
        'the order to be paid',
        () => orderById(payload, session.json.orderId),
        (o) => o.paymentStatus === 'success',
      )
      expect(order.paidVia).toBe('reconcile')
      expect(await ordersFor(work)).toHaveLength(1)
      expect(await artworkById(payload, work.id)).toMatchObject({ saleState: 'sold', soldOrder: order.id })
      const late = await http.post('/api/user/rp-verify-signature', paid.json, buyer)
      expect([late.status, late.json.order.paymentStatus]).toEqual([200, 'success'])
    },
    FAULT_TEST_MS,
  )

  it('leaves the ledger true: the money in equals captured less refunded, split between Kala and the sellers', async () => {
    // The hourly sweep repeats whatever a transition's own ledger write missed.
    await settleLedger(payload)
    expect(await checkLedger(payload)).toEqual([])
    expect(
      (await payload.count({ collection: 'ledger-entries', where: { kind: { equals: 'payment' } }, overrideAccess: true })).totalDocs,
    ).toBeGreaterThan(0)
  })
})
