/**
 * The buying path's test kit: an HTTP client with each member's bearer token, artworks to buy,
 * the simulator standing in for the buyer's payment dialog, the jobs queue run on demand, and the
 * outbox's mails.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Payload } from 'payload'
import { signAccessToken } from '../../../cms/api/auth/tokens'
import { gatewayFor } from '../../../cms/sales/gateway'
import type { SimulatorGateway } from '../../../cms/payments/simulator'
import type { SimulatedPaymentRecord } from '../../../cms/payments/simulatorStore'
import type { Artwork, Order, User } from '../../../payload-types'
import { file, jpeg } from './images'
import { startPayload, type TestPayload } from './payload'
import { listenWithEnv } from './server'
import { makeUser } from './users'

export type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; json: Json; text: string; headers: Headers }

export function client(base: () => string) {
  const tokens = new Map<string, string>()
  const call = async (method: string, path: string, body?: unknown, who?: User | null, headers: Record<string, string> = {}) => {
    const token = who ? tokens.get(String(who.id)) : undefined
    const res = await fetch(base() + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await res.text()
    let json: Json = {}
    try {
      json = text ? (JSON.parse(text) as Json) : {}
    } catch {
      json = {}
    }
    return { status: res.status, json, text, headers: res.headers } satisfies Answer
  }
  return {
    signIn: async (payload: Payload, user: User) =>
      tokens.set(String(user.id), await signAccessToken(payload.secret, user.id, `family-${user.id}`)),
    tokenOf: (user: User) => tokens.get(String(user.id)),
    call,
    post: (path: string, body: unknown, who?: User | null) => call('POST', path, body, who),
    get: (path: string, who?: User | null) => call('GET', path, undefined, who),
  }
}

/** A published original for sale, by `owner`, with one small image. */
export async function makeArtwork(payload: Payload, owner: User, data: Partial<Artwork> = {}): Promise<Artwork> {
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'work', owner: owner.id },
    file: file(await jpeg(Math.floor(Math.random() * 200)), 'work.jpg'),
    overrideAccess: true,
  })
  return payload.create({
    collection: 'artworks',
    data: {
      title: 'Monsoon Study',
      owner: owner.id,
      medium: 'Oil',
      material: 'canvas',
      price: 45000,
      width: 20,
      height: 30,
      images: [media.id],
      ...data,
    },
    overrideAccess: true,
  })
}

export const simulator = (payload: Payload): SimulatorGateway => {
  const gateway = gatewayFor(payload)
  if (gateway.mode !== 'simulator') throw new Error('These tests need the payment simulator (no Razorpay keys).')
  return gateway
}

/** The simulator's record of a payment, with the refunds made on it. */
export const storedPayment = (payload: Payload, paymentId: string) =>
  payload.kv.get<SimulatedPaymentRecord>(`payments-simulator:payment:${paymentId}`)

export const artworkById = (payload: Payload, id: number | string) =>
  payload.findByID({ collection: 'artworks', id, depth: 0, overrideAccess: true })
export const orderById = (payload: Payload, id: number | string): Promise<Order> =>
  payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
export const ordersOf = async (payload: Payload, buyer: User): Promise<Order[]> =>
  (await payload.find({ collection: 'orders', where: { buyer: { equals: buyer.id } }, depth: 0, overrideAccess: true, pagination: false }))
    .docs

/** Every queued job that is due, until none is left (jobs may queue more: a refund queues its e-mail). */
export async function runJobs(payload: Payload): Promise<void> {
  for (let round = 0; round < 10; round++) {
    const due = await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
          { processing: { equals: false } },
          { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than: new Date().toISOString() } }] },
        ],
      },
      overrideAccess: true,
    })
    if (due.totalDocs === 0) return
    await payload.jobs.run({ limit: 100, sequential: true })
  }
}

/**
 * Lets a work's reservation lapse now, as time passing would: the work's `reservedUntil` and, on
 * the portable sale path, its `hold:` claim (cms/sales/portable), which decides there.
 */
export async function lapseReservation(payload: Payload, artworkId: number | string): Promise<void> {
  const past = new Date(Date.now() - 1000).toISOString()
  await payload.db.updateOne({ collection: 'artworks', id: artworkId, data: { reservedUntil: past } })
  await payload.db.updateMany({
    collection: 'sale-claims',
    where: { and: [{ kind: { equals: 'hold' } }, { artwork: { equals: artworkId } }] },
    data: { expiresAt: past },
  })
}

/** Makes every queued job due now (the simulator's webhook waits a few seconds). */
export async function dueNow(payload: Payload): Promise<void> {
  await payload.db.updateMany({
    collection: 'payload-jobs',
    where: { waitUntil: { exists: true } },
    data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
  })
}

/** Header lines unfolded and their encoded words (RFC 2047) decoded, as a mail client shows them. */
function readableHeaders(head: string): string {
  return head
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
}

/**
 * The .eml files written to the outbox for `address`, oldest first, readable: headers unfolded and
 * decoded, the body's quoted-printable soft breaks joined and escapes decoded.
 */
export function mailsTo(address: string): string[] {
  const dir = process.env.OUTBOX_DIR!
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml') && f.includes(address.replace(/[^a-z0-9@.]+/gi, '_')))
    .sort()
    .map((f) => {
      const raw = readFileSync(join(dir, f), 'latin1')
      const end = raw.search(/\r?\n\r?\n/)
      const body = raw
        .slice(end)
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
      return `${readableHeaders(raw.slice(0, end))}${Buffer.from(body, 'latin1').toString('utf8')}`
    })
}

/** The subject of a message from mailsTo. */
export const subjectOf = (mail: string): string => /^Subject: (.*)$/m.exec(mail)?.[1] ?? ''

/**
 * A real Payload on a fresh database with the real Express app listening (rate limits off), a
 * client, and makers of sellers, buyers (with a saved address) and works.
 */
export async function startShop() {
  const t: TestPayload = await startPayload()
  const payload = t.payload
  const servers: { close: () => Promise<void> }[] = []
  /** Builds another app on the same Payload with these environment variables (e.g. Razorpay keys). */
  const app = async (env: Record<string, string | undefined> = {}): Promise<string> => {
    const server = await listenWithEnv(payload, env)
    servers.push(server)
    return server.url
  }
  const base = await app({ RATE_LIMIT_DISABLED: 'true' })
  const http = client(() => base)
  let n = 0
  /** A member with private fields as stored (reads by others hide e-mail, phone and addresses), signed in. */
  const member = async (role: 'collector' | 'artist' | 'editor' | 'admin', name: string, extra: Partial<User> = {}): Promise<User> => {
    const user = await makeUser(payload, role, `${name}-${++n}`, extra)
    await http.signIn(payload, user)
    return { ...user, ...((await payload.db.findOne({ collection: 'users', where: { id: { equals: user.id } } })) as User) }
  }
  const buyer = (name = 'buyer') =>
    member('collector', name, {
      addresses: [
        {
          billingName: 'Asha Rao',
          email: `${name}-${n + 1}-billing@example.test`,
          phone: '9812345678',
          line1: '12 Residency Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560025',
          country: 'India',
        },
      ],
    })
  return {
    t,
    payload,
    base,
    http,
    app,
    member,
    buyer,
    seller: (name = 'seller') => member('artist', name),
    work: (owner: User, data: Partial<Artwork> = {}) => makeArtwork(payload, owner, data),
    close: async () => {
      for (const s of servers) await s.close()
      await t.close()
    },
  }
}
export type Shop = Awaited<ReturnType<typeof startShop>>

/** Opens a checkout for `works` as `who` and pays it in the simulator: what the browser then holds. */
export async function checkoutAndPay(shop: Shop, who: User, works: Artwork[], outcome: 'success' | 'failure' = 'success') {
  const session = await shop.http.post('/api/user/rp-create-order', { artworkIds: works.map((w) => String(w.id)) }, who)
  if (session.status !== 200) throw new Error(`rp-create-order answered ${session.status}: ${session.text}`)
  const paid = await shop.http.post('/api/payments/simulator/pay', { razorpay_order_id: session.json.id, outcome }, who)
  if (paid.status !== 200) throw new Error(`simulator/pay answered ${paid.status}: ${paid.text}`)
  return { session: session.json, checkout: paid.json }
}

/**
 * New works by their sellers, bought by `who` in one order, paid in the simulator and reported by
 * the browser (rp-verify-signature): the order as stored, with the fee on each sold line.
 */
export async function paidOrder(shop: Shop, who: User, works: { owner: User; price: number }[], titled = 'Sold work'): Promise<Order> {
  const made: Artwork[] = []
  for (const [i, w] of works.entries()) made.push(await shop.work(w.owner, { title: `${titled} ${i + 1}`, price: w.price }))
  const { session, checkout } = await checkoutAndPay(shop, who, made)
  const verified = await shop.http.post('/api/user/rp-verify-signature', checkout, who)
  if (verified.status !== 200) throw new Error(`rp-verify-signature answered ${verified.status}: ${verified.text}`)
  return orderById(shop.payload, session.orderId as number)
}
