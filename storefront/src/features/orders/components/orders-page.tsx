import { useState } from 'react'
import { ButtonLink } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { ErrorState } from '@/components/ui/states'
import { paths } from '@shared/paths'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage } from '@/lib/api-client'
import { usePurchases } from '../api/get-purchases'
import { CancelOrderDialog } from './cancel-order-dialog'
import { lineOf, OrderCard } from './order-card'
import { ReturnDialog } from './return-dialog'
import { TrackOrderModal } from './track-order-modal'

function OrdersSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-hidden="true">
      {[0, 1].map((i) => (
        <Skeleton key={i} className="h-56 rounded-lg" />
      ))}
    </div>
  )
}

/**
 * /admin/orders: 'My Orders (count)', one card per order, the empty state, the
 * Track Order modal, cancelling while the order is not yet packed, and returning a delivered work
 * within its window. Content only: the member
 * area's layout places it.
 */
export function OrdersPage() {
  useDocumentMeta({ title: 'My Orders', description: 'Your orders and their progress.' })
  const purchases = usePurchases()
  const [trackedId, setTrackedId] = useState<string | null>(null)
  const [tracking, setTracking] = useState(false)
  const [cancellingId, setCancellingId] = useState<string | null>(null)
  const [returning, setReturning] = useState<{ orderId: string; artworkId: string } | null>(null)
  const orders = purchases.data?.orders ?? []
  // Read from the list, so the modal follows the order when it changes (a cancellation).
  const tracked = orders.find((o) => o._id === trackedId) ?? null
  const cancelling = orders.find((o) => o._id === cancellingId) ?? null
  const returnOrder = returning ? orders.find((o) => o._id === returning.orderId) : undefined
  const returnItem = returnOrder?.items.find((i) => i.artworkId === returning?.artworkId)
  const returnLine = returnOrder && returnItem ? lineOf(returnOrder, returnItem) : null

  return (
    <section className="mx-auto w-full max-w-4xl px-5 py-10 sm:px-8 lg:py-14" aria-labelledby="my-orders">
      <h1 id="my-orders" className="text-4xl">
        My Orders{purchases.data ? ` (${purchases.data.totalOrders})` : ''}
      </h1>
      <div className="mt-8">
        {purchases.isPending ? (
          <OrdersSkeleton />
        ) : purchases.isError ? (
          <ErrorState
            title="Your orders could not be loaded."
            message={errorMessage(purchases.error)}
            onRetry={() => void purchases.refetch()}
          />
        ) : orders.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-line-strong px-6 py-16 text-center">
            <p className="font-serif text-2xl text-ink">No orders found</p>
            <p className="text-ink-soft">You have not placed any orders yet</p>
            <p className="text-sm text-muted">Start exploring our art collection and make a purchase</p>
            <ButtonLink to={paths.shop.artworks.getHref()} className="mt-5">
              Explore Artworks
            </ButtonLink>
          </div>
        ) : (
          <ul className="flex flex-col gap-6">
            {orders.map((order) => (
              <li key={order._id}>
                <OrderCard
                  order={order}
                  onTrack={() => {
                    setTrackedId(order._id)
                    setTracking(true)
                  }}
                  onCancel={() => setCancellingId(order._id)}
                  onReturn={(item) => setReturning({ orderId: order._id, artworkId: item.artworkId })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <TrackOrderModal order={tracked} open={tracking} onClose={() => setTracking(false)} />
      {cancelling ? <CancelOrderDialog order={cancelling} onClose={() => setCancellingId(null)} /> : null}
      {returnOrder && returnItem && returnLine ? (
        <ReturnDialog orderId={returnOrder._id} item={returnItem} line={returnLine} onClose={() => setReturning(null)} />
      ) : null}
    </section>
  )
}
