/**
 * When a sold line may still be returned. Temporary: every line has the marketplace's window
 * (RETURN_WINDOW_DAYS); the seller's own policy stored on the line replaces it (issue 20, part 3).
 * Every window decision (returns, payout hold) goes through this one function.
 */
import type { Order } from '../../payload-types'
import { RETURN_WINDOW_DAYS } from '../../shared/ledger'

export type OrderLine = NonNullable<Order['items']>[number]

const DAY_MS = 86_400_000

/** The line's policy in days (0 = no returns) and when its window closes (null until delivered). */
export function returnWindowOf(order: Order, _line: OrderLine): { days: number; endsAt: number | null } {
  const days = RETURN_WINDOW_DAYS
  const delivered = order.statusHistory?.find((h) => h.status === 'delivered')?.at
  return { days, endsAt: delivered ? Date.parse(delivered) + days * DAY_MS : null }
}
