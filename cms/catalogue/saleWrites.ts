/**
 * The sale state's writes: reserve, release, sell, unsell and expire. On the SQL implementation
 * the artworks row is the unit of truth, and each write is ONE statement the database checks at
 * write time: a conditional `UPDATE … WHERE <condition> … RETURNING id`. Never Payload's
 * `update({ where })`: it selects the ids first and writes by id afterwards, so the condition would
 * not hold at write time. The portable implementation (MongoDB, or CATALOGUE_IMPL=portable, by
 * `catalogueImplOf`) decides the same through unique claims instead (cms/sales/portable).
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
 * catalogue's cache keys follow (cms/catalogue/contentVersion.ts: the newest `updated_at` over the
 * public collections, artworks included): `touch()` below is the one place that does it. The search
 * index is left alone (sale state is not indexed text).
 */
import type { Payload, PayloadRequest } from 'payload'
import { atomically, lockSql } from '../db/atomic'
import { requireDialect, sql, values, type SQL } from '../db/sql'
import { expirePortable, releasePortable, reservePortable } from '../sales/portable/saleWrites'
import { catalogueImplOf } from '.'
import { buyableApartFromHoldSql, buyableSql } from './saleRules'

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
    AND (${buyableSql(p.now, 'artworks')}
      OR (${buyableApartFromHoldSql('artworks')} AND artworks.sale_state = 'reserved' AND ${heldForSql(p.orderId, p.buyerId)}))
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

/** One returned work of an order back to sale, when staff say so (cms/sales/returns.ts). */
export function unsellOneSql(orderId: Id, artworkId: Id): SQL {
  return sql`UPDATE artworks SET sale_state = 'forSale', available = true, sold_at = NULL, sold_order_id = NULL, ${touch()}
    WHERE id = ${artworkId} AND sold_order_id = ${orderId} AND sale_state = 'sold' RETURNING id`
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
  if (catalogueImplOf(payload) === 'portable') return reservePortable(payload, p)
  const [, reserved] = await atomically(payload, [lockArtworkIdsSql(payload, p.artworkIds), reserveSql(p)], req)
  return ids(reserved ?? [])
}

export async function release(payload: Payload, orderId: Id, req?: Partial<PayloadRequest>): Promise<string[]> {
  if (catalogueImplOf(payload) === 'portable') return releasePortable(payload, orderId, req)
  const [, released] = await atomically(payload, [lockArtworksSql(payload, sql`reserved_order_id = ${orderId}`), releaseSql(orderId)], req)
  return ids(released ?? [])
}

export async function expireReservations(payload: Payload, now: Date): Promise<string[]> {
  if (catalogueImplOf(payload) === 'portable') return expirePortable(payload, now)
  const [, expired] = await atomically(payload, [
    lockArtworksSql(payload, sql`sale_state = 'reserved' AND (reserved_until IS NULL OR reserved_until <= ${iso(now)})`),
    expireSql(now),
  ])
  return ids(expired ?? [])
}
