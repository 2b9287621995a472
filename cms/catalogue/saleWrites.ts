/**
 * The sale state's writes: reserve, release, sell, unsell and expire. The artworks row is the unit
 * of truth, and each write is ONE statement the database checks at write time: on SQLite and
 * PostgreSQL a conditional `UPDATE … WHERE <condition> … RETURNING id`, on MongoDB the Mongoose
 * model's `updateOne(filter)` per work. Never Payload's `update({ where })`: it selects the ids
 * first and writes by id afterwards, so the condition would not hold at write time.
 *
 * - reserve: a checkout holds works that are buyable now (saleRules' `buyableSql`), or that the
 *   same buyer's earlier unpaid checkout holds (the latest checkout of a buyer takes its works over
 *   without letting them go in between).
 * - release: a checkout's works back to sale (only rows it still holds).
 * - sell: published, available, not sold, and held by this order or by nobody (or by an expired
 *   checkout). `sellableSql` is the condition; the order machine sells inside its transaction.
 * - unsell: a cancelled order's works back to sale.
 * - expire: every reservation past its time back to sale (a scheduled job; reads already treat
 *   an expired reservation as released, see saleRules' `saleStatusOf`).
 *
 * These writes bypass Payload's hooks. Each sets `updated_at`, which is what the public
 * catalogue's cache keys follow (cms/api/public/cache.ts `catalogueVersion`: the newest
 * `updated_at` of artworks): `touch()` below is the one place that does it. The search index is
 * left alone (sale state is not indexed text).
 */
import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { Payload, PayloadRequest } from 'payload'
import { atomically, lockSql } from '../db/atomic'
import { dialectOf, requireDialect, sql, values, type SQL } from '../db/sql'
import { buyableSql } from './saleRules'

type Id = number | string
const iso = (d: Date) => d.toISOString()

/** `updated_at` of every row a sale write changes: moves the catalogue's version (see above). */
const touch = (): SQL => sql`updated_at = ${iso(new Date())}`

// ---- SQL (SQLite and PostgreSQL), as statements for callers that combine them in one transaction

/** Held by this order, or by an unpaid checkout of the same buyer. */
const heldForSql = (orderId: Id, buyerId: Id): SQL =>
  sql`(artworks.reserved_order_id = ${orderId} OR artworks.reserved_order_id IN (SELECT o.id FROM orders o WHERE o.buyer_id = ${buyerId} AND o.payment_status IN ('pending', 'failed')))`

export function reserveSql(p: { artworkIds: Id[]; orderId: Id; buyerId: Id; until: Date; now: Date }): SQL {
  return sql`UPDATE artworks SET sale_state = 'reserved', reserved_until = ${iso(p.until)}, reserved_order_id = ${p.orderId}, ${touch()}
    WHERE id IN ${values(p.artworkIds)} AND owner_id <> ${p.buyerId}
    AND (${buyableSql(p.now, 'artworks')} OR (artworks.status = 'published' AND artworks.available = true AND artworks.price IS NOT NULL
      AND artworks.sale_state = 'reserved' AND ${heldForSql(p.orderId, p.buyerId)}))
    RETURNING id`
}

export function releaseSql(orderId: Id, guard?: SQL): SQL {
  return sql`UPDATE artworks SET sale_state = 'forSale', reserved_until = NULL, reserved_order_id = NULL, ${touch()}
    WHERE reserved_order_id = ${orderId} AND sale_state = 'reserved' ${guard ? sql`AND ${guard}` : sql``} RETURNING id`
}

/** The sell condition on the artworks table: published, available, not sold, held by this order or by nobody. */
export function sellableSql(orderId: Id, now: Date): SQL {
  const state = sql.raw(`coalesce(artworks.sale_state, 'forSale')`)
  return sql`(artworks.status = 'published' AND artworks.available = true AND ${state} <> 'sold'
    AND (artworks.reserved_order_id = ${orderId} OR ${state} = 'forSale' OR artworks.reserved_until IS NULL OR artworks.reserved_until <= ${iso(now)}))`
}

/** Sells the works that are sellable to this order; `guard` adds a condition (the order machine's "this transaction marked it paid"). */
export function sellSql(p: { artworkIds: Id[]; orderId: Id; now: Date; guard?: SQL }): SQL {
  return sql`UPDATE artworks SET sale_state = 'sold', available = false, sold_at = ${iso(p.now)}, sold_order_id = ${p.orderId},
      reserved_order_id = NULL, reserved_until = NULL, ${touch()}
    WHERE id IN ${values(p.artworkIds)} AND ${sellableSql(p.orderId, p.now)} ${p.guard ? sql`AND ${p.guard}` : sql``}
    RETURNING id`
}

export function unsellSql(orderId: Id, guard?: SQL): SQL {
  return sql`UPDATE artworks SET sale_state = 'forSale', available = true, sold_at = NULL, sold_order_id = NULL, ${touch()}
    WHERE sold_order_id = ${orderId} AND sale_state = 'sold' ${guard ? sql`AND ${guard}` : sql``} RETURNING id`
}

export function expireSql(now: Date): SQL {
  return sql`UPDATE artworks SET sale_state = 'forSale', reserved_until = NULL, reserved_order_id = NULL, ${touch()}
    WHERE sale_state = 'reserved' AND (reserved_until IS NULL OR reserved_until <= ${iso(now)}) RETURNING id`
}

/** PostgreSQL: lock these artworks first (see cms/db/atomic.ts). */
export const lockArtworksSql = (payload: Payload, where: SQL): SQL | null => lockSql(requireDialect(payload), 'artworks', where)
export const lockArtworkIdsSql = (payload: Payload, ids: Id[]): SQL | null => lockArtworksSql(payload, sql`id IN ${values(ids)}`)

const ids = (rows: Record<string, unknown>[]): string[] => rows.map((r) => String(r.id))

// ---- the writes on their own (any adapter)

/** Reserves every given work for the order, or as many as can be: the caller releases them when fewer than all came back. */
export async function reserve(
  payload: Payload,
  p: { artworkIds: Id[]; orderId: Id; buyerId: Id; until: Date; now: Date },
  req?: Partial<PayloadRequest>,
): Promise<string[]> {
  if (!dialectOf(payload)) return mongo(payload).reserve(p)
  const [, reserved] = await atomically(payload, [lockArtworkIdsSql(payload, p.artworkIds), reserveSql(p)], req)
  return ids(reserved ?? [])
}

export async function release(payload: Payload, orderId: Id, req?: Partial<PayloadRequest>): Promise<string[]> {
  if (!dialectOf(payload)) return mongo(payload).release(orderId)
  const [, released] = await atomically(payload, [lockArtworksSql(payload, sql`reserved_order_id = ${orderId}`), releaseSql(orderId)], req)
  return ids(released ?? [])
}

export async function sell(
  payload: Payload,
  p: { artworkIds: Id[]; orderId: Id; now: Date },
  req?: Partial<PayloadRequest>,
): Promise<string[]> {
  if (!dialectOf(payload)) return mongo(payload).sell(p)
  const [, sold] = await atomically(payload, [lockArtworkIdsSql(payload, p.artworkIds), sellSql(p)], req)
  return ids(sold ?? [])
}

export async function unsell(payload: Payload, orderId: Id, req?: Partial<PayloadRequest>): Promise<string[]> {
  if (!dialectOf(payload)) return mongo(payload).unsell(orderId)
  const [, back] = await atomically(payload, [lockArtworksSql(payload, sql`sold_order_id = ${orderId}`), unsellSql(orderId)], req)
  return ids(back ?? [])
}

export async function expireReservations(payload: Payload, now: Date): Promise<string[]> {
  if (!dialectOf(payload)) return mongo(payload).expire(now)
  const [, expired] = await atomically(payload, [
    lockArtworksSql(payload, sql`sale_state = 'reserved' AND (reserved_until IS NULL OR reserved_until <= ${iso(now)})`),
    expireSql(now),
  ])
  return ids(expired ?? [])
}

// ---- MongoDB: the same conditions as filters of updateOne on the Mongoose model

/**
 * Payload's MongoDB adapter keeps fields under their Payload names, dates as Date and
 * relationships as ObjectId. Each updateOne is atomic on its document, so the filter is checked
 * at write time as the SQL WHERE is. Type-checked here; there is no MongoDB server to run it on
 * in this project's CI (README, MongoDB).
 */
function mongo(payload: Payload) {
  const adapter = payload.db as unknown as MongooseAdapter
  const artworks = adapter.collections.artworks
  const orders = adapter.collections.orders
  const { ObjectId } = adapter.connection.base.Types
  const oid = (id: Id) => (typeof id === 'string' && ObjectId.isValid(id) ? new ObjectId(id) : id)
  const stamp = () => ({ updatedAt: new Date() })
  const buyable = (now: Date) => ({
    status: 'published',
    available: true,
    price: { $ne: null },
    $or: [
      { saleState: { $in: ['forSale', null] } },
      { saleState: 'reserved', $or: [{ reservedUntil: null }, { reservedUntil: { $lte: now } }] },
    ],
  })
  const sellable = (orderId: Id, now: Date) => ({
    status: 'published',
    available: true,
    saleState: { $ne: 'sold' },
    $or: [
      { reservedOrder: oid(orderId) },
      { saleState: { $in: ['forSale', null] } },
      { reservedUntil: null },
      { reservedUntil: { $lte: now } },
    ],
  })
  const each = async (list: Id[], filter: (id: Id) => object, update: object): Promise<string[]> => {
    const done: string[] = []
    for (const id of list) {
      const r = await artworks.updateOne(filter(id), update)
      if (r.modifiedCount === 1) done.push(String(id))
    }
    return done
  }
  const idsWhere = async (filter: object): Promise<Id[]> =>
    (await artworks.find(filter, { _id: 1 }).lean<{ _id: Id }[]>()).map((d) => String(d._id))
  return {
    reserve: async (p: { artworkIds: Id[]; orderId: Id; buyerId: Id; until: Date; now: Date }) => {
      const unpaid = (
        await orders.find({ buyer: oid(p.buyerId), paymentStatus: { $in: ['pending', 'failed'] } }, { _id: 1 }).lean<{ _id: Id }[]>()
      ).map((d) => d._id)
      return each(
        p.artworkIds,
        (id) => ({
          _id: oid(id),
          owner: { $ne: oid(p.buyerId) },
          $or: [
            buyable(p.now),
            {
              status: 'published',
              available: true,
              price: { $ne: null },
              saleState: 'reserved',
              reservedOrder: { $in: [oid(p.orderId), ...unpaid] },
            },
          ],
        }),
        { $set: { saleState: 'reserved', reservedUntil: p.until, reservedOrder: oid(p.orderId), ...stamp() } },
      )
    },
    release: async (orderId: Id) => {
      const filter = { reservedOrder: oid(orderId), saleState: 'reserved' }
      return each(await idsWhere(filter), (id) => ({ _id: oid(id), ...filter }), {
        $set: { saleState: 'forSale', reservedUntil: null, reservedOrder: null, ...stamp() },
      })
    },
    sell: async (p: { artworkIds: Id[]; orderId: Id; now: Date }) =>
      each(p.artworkIds, (id) => ({ _id: oid(id), ...sellable(p.orderId, p.now) }), {
        $set: {
          saleState: 'sold',
          available: false,
          soldAt: p.now,
          soldOrder: oid(p.orderId),
          reservedOrder: null,
          reservedUntil: null,
          ...stamp(),
        },
      }),
    unsell: async (orderId: Id) => {
      const filter = { soldOrder: oid(orderId), saleState: 'sold' }
      return each(await idsWhere(filter), (id) => ({ _id: oid(id), ...filter }), {
        $set: { saleState: 'forSale', available: true, soldAt: null, soldOrder: null, ...stamp() },
      })
    },
    expire: async (now: Date) => {
      const filter = { saleState: 'reserved', $or: [{ reservedUntil: null }, { reservedUntil: { $lte: now } }] }
      return each(await idsWhere(filter), (id) => ({ _id: oid(id), ...filter }), {
        $set: { saleState: 'forSale', reservedUntil: null, reservedOrder: null, ...stamp() },
      })
    },
  }
}
