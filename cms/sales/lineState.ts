/**
 * Whether a sold line's sale still stands. One rule, read by everything that follows a sale's undoing
 * (the certificates today; the ledger's undo branch and returns read the same function).
 */
import type { Order } from '../../payload-types'

export type OrderLine = NonNullable<Order['items']>[number]

/** A line that was sold (the payment stored Kala's fee on it) and whose sale was undone: the order cancelled or refunded. */
export function lineUndone(order: Order, line: OrderLine): boolean {
  if (line.feePaise == null) return false
  return order.orderStatus === 'cancelled' || order.paymentStatus === 'refunded'
}
