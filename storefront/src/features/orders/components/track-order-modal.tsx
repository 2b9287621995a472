import type { Order } from '@shared/api-types'
import { Modal } from '@/components/ui/modal'
import { OrderTracker } from './order-tracker'

/**
 * The Track Order modal: the order's steps, or 'No order selected'. Closed by a click
 * on the backdrop, the close icon or Escape.
 */
export function TrackOrderModal({ order, open, onClose }: { order: Order | null; open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Track Order"
      description={order ? `Order ID: #${order.orderNumber || order._id}` : undefined}
    >
      <div className="pb-4">
        {order ? <OrderTracker order={order} /> : <p className="py-6 text-center text-muted">No order selected</p>}
      </div>
    </Modal>
  )
}
