/** Whether an order was paid and a sold line still stands: the ledger, the payouts and the certificates ask the same questions. */
import type { Order } from '../../payload-types'
import type { OrderLine } from './returnWindow'

export type { OrderLine }

/**
 * The money came in: paid (and perhaps refunded since, whole or in part). An order that was never
 * paid has no sale to record, pay out or certify.
 */
export function orderWasPaid(order: Pick<Order, 'paidAt' | 'paymentStatus'> | null | undefined): order is Order {
  return Boolean(order?.paidAt) && (order?.paymentStatus === 'success' || order?.paymentStatus === 'refunded')
}

/** A sold line whose sale was undone: the order cancelled or refunded whole, or the line returned and refunded. */
export function lineUndone(order: Order, line: OrderLine): boolean {
  return order.orderStatus === 'cancelled' || order.paymentStatus === 'refunded' || line.returnStatus === 'refunded'
}

/** A return under way on the line (asked, approved, on its way back, or received and not yet refunded). */
export const lineReturnOpen = (line: OrderLine): boolean => line.returnStatus === 'open'
