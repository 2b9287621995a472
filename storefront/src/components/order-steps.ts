import type { OrderStatus } from '@shared/constants'

/**
 * The words of an order's steps, shared by the buyer's tracker (features/orders) and the
 * seller's sales (features/member-sales), so both say the same thing about the same order.
 */
export const STEP_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}
