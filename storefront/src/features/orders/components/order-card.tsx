import type { Order } from '@shared/api-types'
import { CertificateButton } from '@/components/certificate-button'
import { DownloadButton } from '@/components/download-button'
import { HandbookLink } from '@/components/handbook-link'
import { STEP_LABELS } from '@/components/order-steps'
import { StartConversationButton } from '@/components/start-conversation-button'
import { CONVERSATION_MESSAGES } from '@shared/conversations'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { formatDate, formatPrice } from '@shared/format'
import { INVOICE_API, INVOICE_MESSAGES, invoiceFileName } from '@shared/invoices'
import type { OrderItem } from '@shared/api-types'
import { ItemReturn } from './item-return'

/** Paid orders have their tax invoices (issued at payment); a payment that came too late for its works sold nothing. */
const hasInvoice = (order: Order): boolean =>
  order.paymentStatus === 'success' || (order.paymentStatus === 'refunded' && order.cancellation?.by !== 'system')

/** The return line of an item (its window and return), when the order was paid and the work sold. */
export const lineOf = (order: Order, item: OrderItem) => order.returns?.find((r) => r.artworkId === item.artworkId) ?? null

/** The order's state in one word or two: its payment when not paid, else its fulfilment step. */
/** Whether the line at `index` is its seller's first in the order (one 'Message the seller' each). */
const firstOfSeller = (order: Order, index: number): boolean =>
  order.items.findIndex((i) => i.sellerId === order.items[index]!.sellerId) === index

function statusLabel(order: Order): { text: string; tone: 'ok' | 'muted' | 'danger' } {
  if (order.paymentStatus === 'failed') return { text: 'Payment failed', tone: 'danger' }
  if (order.paymentStatus === 'pending') return { text: 'Awaiting payment', tone: 'muted' }
  if (order.paymentStatus === 'refunded')
    return { text: order.orderStatus === 'cancelled' ? 'Cancelled · Refunded' : 'Refunded', tone: 'muted' }
  if (order.orderStatus === 'cancelled') return { text: 'Cancelled', tone: 'muted' }
  return { text: STEP_LABELS[order.orderStatus], tone: order.orderStatus === 'delivered' ? 'ok' : 'ok' }
}

/**
 * One order of 'My Orders': date, 'Order ID: #…', 'Total Amount' in INR, the items
 * (image, artist name, title, price in INR), its payment state when not paid, 'Track Order',
 * 'Download invoice' and each work's certificate of authenticity once paid, the collector's handbook and, while the buyer may still cancel, 'Cancel order'.
 */
export function OrderCard({
  order,
  onTrack,
  onCancel,
  onReturn,
}: {
  order: Order
  onTrack: () => void
  onCancel: () => void
  onReturn?: (item: OrderItem) => void
}) {
  const status = statusLabel(order)
  const id = order.orderNumber || order._id
  // Works of several sellers: the buyer writes to each about their works, from the works' lines.
  const severalSellers = new Set(order.items.map((i) => i.sellerId)).size > 1
  return (
    <article className="rounded-lg border border-line bg-canvas" aria-label={`Order ${id}`}>
      <header className="flex flex-wrap items-start justify-between gap-x-8 gap-y-3 border-b border-line px-5 py-4 sm:px-6">
        {/* Wraps as a whole: an order number never breaks over lines on a phone. */}
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm sm:gap-x-10">
          <div>
            <dt className="sr-only">Date</dt>
            <dd className="text-muted">{formatDate(order.createdAt)}</dd>
            <dd className="mt-0.5 font-medium whitespace-nowrap text-ink">Order ID: #{id}</dd>
          </div>
          <div>
            <dt className="text-muted">Total Amount</dt>
            <dd className="mt-0.5 font-serif text-lg leading-tight text-ink">{formatPrice(order.totalAmount)}</dd>
          </div>
        </dl>
        <p
          className={cn(
            'inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold tracking-[0.08em] uppercase',
            status.tone === 'danger'
              ? 'bg-danger/10 text-danger'
              : status.tone === 'ok'
                ? 'bg-success/10 text-success'
                : 'bg-paper-deep text-muted',
          )}
        >
          <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
          {status.text}
        </p>
      </header>

      {order.paymentStatus === 'failed' && order.failureReason ? (
        <p className="border-b border-line bg-danger/5 px-5 py-2.5 text-sm text-ink-soft sm:px-6">Payment failed: {order.failureReason}</p>
      ) : null}

      <ul className="divide-y divide-line px-5 sm:px-6" aria-label="Items">
        {order.items.map((item, index) => (
          <li key={item.artworkId} className="flex items-center gap-4 py-4">
            <div className="size-16 shrink-0 overflow-hidden rounded-sm bg-paper-deep sm:size-20">
              {item.image ? <img src={item.image} alt="" className="size-full object-cover" loading="lazy" decoding="async" /> : null}
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate text-xs font-semibold tracking-[0.12em] text-muted uppercase">{item.artistName}</p>
              <p className="line-clamp-2 font-serif text-lg leading-snug">{item.title}</p>
              {/* The work's quiet actions side by side (a return under way takes its own line below). */}
              <div className="flex flex-wrap items-baseline gap-x-5">
                {hasInvoice(order) && item.lineId ? (
                  <CertificateButton
                    who="buyer"
                    orderId={order._id}
                    lineId={item.lineId}
                    reference={`${id}-${index + 1}`}
                    title={item.title}
                  />
                ) : null}
                {severalSellers && item.sellerId && firstOfSeller(order, index) ? (
                  <StartConversationButton
                    variant="ghost"
                    subject={{ kind: 'order', id: order._id, seller: item.sellerId }}
                    label={CONVERSATION_MESSAGES.messageSeller}
                    ariaLabel={`${CONVERSATION_MESSAGES.messageSeller}: ${item.artistName}`}
                  />
                ) : null}
                {lineOf(order, item) ? (
                  <ItemReturn line={lineOf(order, item)!} title={item.title} onReturn={() => onReturn?.(item)} />
                ) : null}
              </div>
            </div>
            <p className="shrink-0 text-sm text-ink-soft">{formatPrice(item.price)}</p>
          </li>
        ))}
      </ul>

      <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-line px-5 py-4 sm:px-6">
        {hasInvoice(order) ? <HandbookLink className="mr-auto" /> : null}
        {order.canCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel order
          </Button>
        ) : null}
        {hasInvoice(order) ? (
          <DownloadButton variant="ghost" size="sm" path={INVOICE_API.order(order._id)} fileName={invoiceFileName('invoice', id)}>
            {INVOICE_MESSAGES.download}
          </DownloadButton>
        ) : null}
        {severalSellers ? null : (
          <StartConversationButton variant="ghost" subject={{ kind: 'order', id: order._id }} label={CONVERSATION_MESSAGES.messageSeller} />
        )}
        <Button variant="secondary" size="sm" onClick={onTrack}>
          Track Order
        </Button>
      </footer>
    </article>
  )
}
