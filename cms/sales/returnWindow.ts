/**
 * A sold line's return window (issue 20): the policy stored on the line at sale (`returnDays`,
 * cms/sales/returnPolicy.ts; lines sold before it existed count as DEFAULT_RETURN_DAYS) and when
 * it closes, counted from the order's delivery. Every decision about the window reads it here:
 * the ledger's release of the seller's payable, the payouts' "available from" dates.
 */
import type { Order } from '../../payload-types'
import { returnDaysOf } from '../../shared/returnPolicy'

export type OrderLine = NonNullable<Order['items']>[number]

const DAY_MS = 86_400_000

/** When the order was delivered (its dated history), or null while it is not. */
export const deliveredAt = (order: Pick<Order, 'statusHistory'>): string | null =>
  order.statusHistory?.find((h) => h.status === 'delivered')?.at ?? null

/** `days` stored at sale (0 = no returns), and the epoch ms the window closes (null until delivery). */
export function returnWindowOf(order: Order, line: OrderLine): { days: number; endsAt: number | null } {
  const days = returnDaysOf(line.returnDays)
  const delivered = deliveredAt(order)
  return { days, endsAt: delivered ? Date.parse(delivered) + days * DAY_MS : null }
}
