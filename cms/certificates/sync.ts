/**
 * Certificates follow their sales (called from settleOrder, cms/sales/payouts.ts, after every
 * transition of an order and from the hourly sweep): every sold line of a paid order gets its
 * certificate once, and the certificate of a line whose sale was undone (cms/sales/lineState.ts) is
 * revoked, dated. Through the Local API only, so the same on SQL and on the portable path; each
 * certificate's key (<order>:<line>) is unique, so any number of runs, on any number of instances,
 * leave one certificate a line.
 */
import type { Payload } from 'payload'
import { ValidationError } from 'payload'
import type { Artwork, Certificate, Order, User } from '../../payload-types'
import { idOf, relationId } from '../../shared/idOf'
import { lineUndone, orderWasPaid, type OrderLine } from '../sales/lineState'
import { newCertificateNumber } from './number'
import { certificateSnapshot } from './snapshot'

type Id = number | string

const ATTEMPTS = 5
const keyOf = (order: Order, line: OrderLine) => `${order.id}:${line.id}`

/** Only the two unique fields can clash: another instance issued this line's certificate, or (never in practice) took the number. */
const clashOnUnique = (error: unknown): boolean =>
  error instanceof ValidationError &&
  error.data.errors.length > 0 &&
  error.data.errors.every((e) => !e.path || e.path === 'key' || e.path === 'number')

async function byKey(payload: Payload, key: string): Promise<Certificate | null> {
  const { docs } = await payload.find({
    collection: 'certificates',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * The work's newest certificate from an earlier sale, standing or revoked (a work returned and sold
 * again): the one a resale's certificate names, so its history reads as a chain.
 */
async function earlierCertificate(payload: Payload, artworkId: Id, key: string): Promise<Certificate | null> {
  const { docs } = await payload.find({
    collection: 'certificates',
    where: { and: [{ artwork: { equals: artworkId } }, { key: { not_equals: key } }] },
    sort: '-issuedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The artist the work is by: its artist's profile (a gallery's work), else the seller when they are an artist. */
async function artistOf(payload: Payload, artwork: Artwork, line: OrderLine): Promise<User | null> {
  const id = relationId(artwork.artist) ?? relationId(line.seller)
  if (id == null) return null
  const user = (await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })) as User | null
  return user && (artwork.artist || user.role === 'artist') ? user : null
}

async function issue(payload: Payload, order: Order, line: OrderLine, now: Date): Promise<Certificate> {
  const key = keyOf(order, line)
  const artworkId = relationId(line.artwork) as Id
  const artwork = (await payload.findByID({ collection: 'artworks', id: artworkId, depth: 0, overrideAccess: true })) as Artwork
  const artist = await artistOf(payload, artwork, line)
  const earlier = await earlierCertificate(payload, artworkId, key)
  const snapshot = certificateSnapshot({
    line,
    artwork,
    artist,
    soldAt: order.paidAt ?? now.toISOString(),
    buyerName: order.nameOnCertificate ? order.customer?.name?.trim() || null : null,
    supersedes: earlier?.number ?? null,
  })
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const existing = await byKey(payload, key)
    if (existing) return existing
    try {
      return await payload.create({
        collection: 'certificates',
        data: {
          number: newCertificateNumber(),
          key,
          order: order.id,
          lineId: String(line.id),
          artwork: artworkId as number,
          artist: (artist?.id ?? undefined) as number | undefined,
          seller: relationId(line.seller) as number,
          buyer: relationId(order.buyer) as number,
          buyerName: snapshot.buyerName ?? undefined,
          state: 'valid',
          issuedAt: now.toISOString(),
          supersedes: (earlier?.id ?? undefined) as number | undefined,
          snapshot,
        },
        overrideAccess: true,
        depth: 0,
      })
    } catch (error) {
      // Another instance issued this line's certificate meanwhile: the next look finds it.
      if (!clashOnUnique(error)) throw error
    }
  }
  throw new Error(`Could not issue the certificate of ${key} after ${ATTEMPTS} attempts.`)
}

/**
 * Brings an order's certificates up to date: issues what its sold lines lack (while their sale
 * stands), revokes those whose sale was undone. Answers the order's certificates.
 */
export async function syncCertificates(payload: Payload, orderId: Id, now = new Date()): Promise<Certificate[]> {
  const order = (await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Order | null
  if (!orderWasPaid(order)) return []
  const { docs } = await payload.find({
    collection: 'certificates',
    where: { order: { equals: order.id } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const byLine = new Map(docs.map((c) => [c.lineId, c]))
  const out: Certificate[] = []
  // A line without Kala's fee was never sold (the payment came after the work was gone).
  for (const line of (order.items ?? []).filter((l) => l.feePaise != null)) {
    let certificate = byLine.get(String(line.id)) ?? null
    const undone = lineUndone(order, line)
    if (!certificate && !undone) certificate = await issue(payload, order, line, now)
    if (certificate && undone && certificate.state !== 'revoked') {
      certificate = await payload.update({
        collection: 'certificates',
        id: certificate.id,
        data: { state: 'revoked', revokedAt: now.toISOString() },
        overrideAccess: true,
        depth: 0,
      })
    }
    if (certificate) out.push(certificate)
  }
  return out
}

/** syncCertificates, keeping a failure from holding up the ledger and payouts that run beside it (the hourly sweep repeats it). */
export async function syncCertificatesQuietly(payload: Payload, orderId: Id, now = new Date()): Promise<void> {
  try {
    await syncCertificates(payload, orderId, now)
  } catch (error) {
    payload.logger.error({ err: error, order: idOf(orderId) }, 'certificate sync failed; the hourly sweep will repeat it')
  }
}
