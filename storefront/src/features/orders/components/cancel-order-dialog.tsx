import type { Order } from '@shared/api-types'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { toast } from '@/components/ui/toast-store'
import { errorMessage } from '@/lib/api-client'
import { formatPrice } from '@shared/format'
import { useCancelOrder } from '../api/cancel-order'

/** Asks before cancelling an order the buyer may still cancel (paid, not yet packed); the refund follows. */
export function CancelOrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const cancel = useCancelOrder()
  return (
    <Modal
      open
      onClose={() => {
        if (!cancel.isPending) onClose()
      }}
      size="sm"
      title="Cancel this order?"
      description={`Order ID: #${order.orderNumber || order._id}`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={cancel.isPending}>
            Keep order
          </Button>
          <Button
            variant="danger"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(order._id, {
                onSuccess: () => {
                  toast.info('Order cancelled. Your refund is on its way.')
                  onClose()
                },
              })
            }
          >
            Cancel order
          </Button>
        </>
      }
    >
      <p className="text-ink-soft">
        The works go back to the artists and {formatPrice(order.totalAmount)} is refunded to the original payment method; banks usually take
        5 to 7 working days.
      </p>
      {cancel.isError ? (
        <p role="alert" className="mt-4 rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
          {errorMessage(cancel.error)}
        </p>
      ) : null}
    </Modal>
  )
}
