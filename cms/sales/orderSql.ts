/**
 * The orders table's conditional writes for the order machine (cms/sales/orderMachine.ts), as
 * statements to combine in one transaction (cms/db/atomic.ts). Column names are Payload's
 * (snake_case, groups prefixed: `refund_status`, `cancellation_by`, `shipment_carrier`).
 */
import { randomBytes } from 'node:crypto'
import type { Dialect } from '../db/sql'
import { sql, values, type SQL } from '../db/sql'
import type { OrderStatus } from '../../shared/constants'

type Id = number | string
export const iso = (d: Date): string => d.toISOString()

/**
 * A value bound with its column type. INSERT … SELECT gives PostgreSQL no column to infer a
 * parameter's type from (it would take text and refuse it for an integer, enum or timestamp), so
 * there the type is spelled out; SQLite needs no cast.
 */
function typed(dialect: Dialect, value: unknown, pgType: string): SQL {
  return dialect === 'postgres' ? sql`CAST(${value} AS ${sql.raw(pgType)})` : sql`${value}`
}

/** The order is in the state a transition expects. */
export const orderIs = (orderId: Id, condition: SQL): SQL => sql`EXISTS (SELECT 1 FROM orders o WHERE o.id = ${orderId} AND ${condition})`

/**
 * Appends `status` to the order's dated history, once: a status appears at most once in a
 * history (fulfilment moves forward only), and only when `guard` holds (the transition of the
 * same transaction happened).
 */
export function historySql(dialect: Dialect, p: { orderId: Id; status: OrderStatus; at: Date; note?: string | null; guard: SQL }): SQL {
  const rowId = randomBytes(12).toString('hex')
  return sql`INSERT INTO orders_status_history (_order, _parent_id, id, status, at, note)
    SELECT coalesce((SELECT max(h._order) FROM orders_status_history h WHERE h._parent_id = ${p.orderId}), 0) + 1,
      ${typed(dialect, p.orderId, 'integer')}, ${typed(dialect, rowId, 'varchar')},
      ${typed(dialect, p.status, 'enum_orders_status_history_status')}, ${typed(dialect, iso(p.at), 'timestamptz')},
      ${typed(dialect, p.note ?? null, 'varchar')}
    WHERE ${p.guard} AND NOT EXISTS (SELECT 1 FROM orders_status_history h WHERE h._parent_id = ${p.orderId} AND h.status = ${p.status})`
}

/** How many of these works the order could buy now. */
const countWhere = (artworkIds: Id[], condition: SQL): SQL =>
  sql`(SELECT count(*) FROM artworks WHERE artworks.id IN ${values(artworkIds)} AND ${condition})`

/** Pending or failed → paid, when every work is sellable to it (the one winning statement of a confirmation). */
export function markPaidSql(p: {
  orderId: Id
  artworkIds: Id[]
  sellable: SQL
  paymentId: string
  signature: string | null
  via: 'verify' | 'webhook' | 'reconcile'
  now: Date
}): SQL {
  return sql`UPDATE orders SET payment_status = 'success', razorpay_payment_id = ${p.paymentId},
      razorpay_signature = coalesce(${p.signature}, razorpay_signature), paid_at = ${iso(p.now)}, paid_via = ${p.via},
      order_status = 'placed', failure_reason = NULL, reserved_until = NULL, updated_at = ${iso(p.now)}
    WHERE id = ${p.orderId} AND payment_status IN ('pending', 'failed')
      AND ${countWhere(p.artworkIds, p.sellable)} = ${p.artworkIds.length}
    RETURNING id`
}

/**
 * Kala's fee and the return policy (days after delivery) in force at the payment, on one line of
 * the order, written once when `guard` holds.
 */
export function lineFeeSql(p: { orderId: Id; itemId: string; basisPoints: number; feePaise: number; returnDays: number; guard: SQL }): SQL {
  return sql`UPDATE orders_items SET fee_basis_points = ${p.basisPoints}, fee_paise = ${p.feePaise}, return_days = ${p.returnDays}
    WHERE _parent_id = ${p.orderId} AND id = ${p.itemId} AND fee_paise IS NULL AND ${p.guard}`
}

/**
 * One line's return mark (open, refunded with its date, or none once declined), touching no other
 * line: two returns of one order decided at the same moment each keep their own mark.
 */
export function lineReturnSql(p: { orderId: Id; itemId: string; status: 'open' | 'refunded' | null; at: string | null }): SQL {
  return sql`UPDATE orders_items SET return_status = ${p.status}, returned_at = ${p.at}
    WHERE _parent_id = ${p.orderId} AND id = ${p.itemId} RETURNING id`
}

/** The order's own row says it changed (its lines are rows of their own). */
export const touchOrderSql = (orderId: Id, now: Date): SQL => sql`UPDATE orders SET updated_at = ${iso(now)} WHERE id = ${orderId}`

/**
 * Pending or failed → paid and at once cancelled by the shop, with its refund requested, when
 * some work can no longer be sold to it (bought by someone else after this checkout's
 * reservation lapsed, or withdrawn by its seller).
 */
export function markLostSql(p: {
  orderId: Id
  artworkIds: Id[]
  sellable: SQL
  paymentId: string
  signature: string | null
  via: 'verify' | 'webhook' | 'reconcile'
  reason: string
  now: Date
}): SQL {
  return sql`UPDATE orders SET payment_status = 'success', razorpay_payment_id = ${p.paymentId},
      razorpay_signature = coalesce(${p.signature}, razorpay_signature), paid_at = ${iso(p.now)}, paid_via = ${p.via},
      order_status = 'cancelled', failure_reason = ${p.reason}, cancellation_by = 'system', cancellation_reason = ${p.reason},
      refund_status = 'requested', refund_amount_paise = amount_paise, refund_requested_at = ${iso(p.now)},
      reserved_until = NULL, updated_at = ${iso(p.now)}
    WHERE id = ${p.orderId} AND payment_status IN ('pending', 'failed')
      AND ${countWhere(p.artworkIds, p.sellable)} < ${p.artworkIds.length}
    RETURNING id`
}

/** Pending (or already failed) → failed, with the provider's reason. A paid order is never touched. */
export function markFailedSql(p: { orderId: Id; reason: string; paymentId: string | null; now: Date }): SQL {
  return sql`UPDATE orders SET payment_status = 'failed', failure_reason = ${p.reason},
      razorpay_payment_id = coalesce(${p.paymentId}, razorpay_payment_id), updated_at = ${iso(p.now)}
    WHERE id = ${p.orderId} AND payment_status IN ('pending', 'failed') RETURNING id`
}

/**
 * A paid order's fulfilment step `from` → `to`, only if it is still at `from` (so the buyer's
 * cancel, staff and a second tab cannot both move it). Cancelling also requests the refund of the
 * whole amount.
 */
export function moveSql(p: {
  orderId: Id
  from: OrderStatus
  to: OrderStatus
  now: Date
  shipment?: { carrier: string; trackingNumber: string } | null
  cancellation?: { by: 'buyer' | 'staff' | 'system'; reason: string | null } | null
}): SQL {
  const sets: SQL[] = [sql`order_status = ${p.to}`, sql`updated_at = ${iso(p.now)}`]
  if (p.shipment) sets.push(sql`shipment_carrier = ${p.shipment.carrier}`, sql`shipment_tracking_number = ${p.shipment.trackingNumber}`)
  if (p.cancellation) {
    sets.push(
      sql`cancellation_by = ${p.cancellation.by}`,
      sql`cancellation_reason = coalesce(${p.cancellation.reason}, cancellation_reason)`,
      sql`refund_status = 'requested'`,
      sql`refund_amount_paise = amount_paise`,
      sql`refund_requested_at = ${iso(p.now)}`,
    )
  }
  return sql`UPDATE orders SET ${sql.join(sets, sql`, `)}
    WHERE id = ${p.orderId} AND order_status = ${p.from} AND payment_status = 'success' RETURNING id`
}

/** The refund the provider accepted: recorded once, and the payment becomes refunded. */
export function refundRecordedSql(p: { orderId: Id; refundId: string; status: 'pending' | 'processed'; now: Date }): SQL {
  return sql`UPDATE orders SET refund_status = ${p.status}, refund_refund_id = ${p.refundId},
      refund_processed_at = ${p.status === 'processed' ? iso(p.now) : null}, refund_error = NULL,
      payment_status = 'refunded', updated_at = ${iso(p.now)}
    WHERE id = ${p.orderId} AND refund_status IN ('requested', 'failed') RETURNING id`
}

/** The provider refused the refund for good (staff must look): kept as failed with its reason. */
export function refundFailedSql(p: { orderId: Id; error: string; now: Date }): SQL {
  return sql`UPDATE orders SET refund_status = 'failed', refund_error = ${p.error}, updated_at = ${iso(p.now)}
    WHERE id = ${p.orderId} AND refund_status = 'requested' RETURNING id`
}
