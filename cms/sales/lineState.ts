/** Whether a sold line still stands: the ledger, the payouts and the certificates ask the same question. */
import type { Order } from '../../payload-types'
import type { OrderLine } from './returnWindow'

export type { OrderLine }

/** A sold line whose sale was undone: the order cancelled or refunded whole, or the line returned and refunded. */
export function lineUndone(order: Order, line: OrderLine): boolean {
  return order.orderStatus === 'cancelled' || order.paymentStatus === 'refunded' || line.returnStatus === 'refunded'
}

/** A return under way on the line (asked, approved, on its way back, or received and not yet refunded). */
export const lineReturnOpen = (line: OrderLine): boolean => line.returnStatus === 'open'
