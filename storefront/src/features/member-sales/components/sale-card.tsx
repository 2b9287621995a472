import type { SaleOrder } from '@shared/api-types'
import { CertificateButton } from '@/components/certificate-button'
import { DownloadButton } from '@/components/download-button'
import { StartConversationButton } from '@/components/start-conversation-button'
import { CONVERSATION_MESSAGES } from '@shared/conversations'
import { STEP_LABELS } from '@/components/order-steps'
import { cn } from '@/lib/cn'
import { formatDate, formatPrice } from '@shared/format'
import { INVOICE_API, INVOICE_MESSAGES, invoiceFileName } from '@shared/invoices'
import { SaleSteps } from './sale-steps'

/**
 * One sale (issue 9): the order, the seller's own items, their total, Kala's fee and what the
 * seller receives, who bought it (name and phone, never the e-mail) and where it goes, the step it
 * is at and the shipment: what to pack and where to send it; the seller's invoice to the buyer and
 * Kala's fee invoice to them, as PDFs, and each work's certificate of authenticity to print for the box.
 */
export function SaleCard({ sale }: { sale: SaleOrder }) {
  const id = sale.orderNumber || sale._id
  const cancelled = sale.orderStatus === 'cancelled'
  const address = sale.address
  return (
    <article className="rounded-lg border border-line bg-canvas" aria-label={`Order ${id}`}>
      <header className="flex flex-wrap items-start justify-between gap-x-8 gap-y-3 border-b border-line px-5 py-4 sm:px-6">
        <div className="text-sm">
          <p className="font-medium whitespace-nowrap text-ink">Order ID: #{id}</p>
          <p className="mt-0.5 text-muted">Paid {formatDate(sale.paidAt ?? sale.createdAt)}</p>
        </div>
        <div className="flex items-center gap-4">
          <p
            className={cn(
              'rounded-full px-3 py-1 text-xs font-semibold tracking-[0.08em] uppercase',
              cancelled ? 'bg-paper-deep text-muted' : 'bg-success/10 text-success',
            )}
          >
            {STEP_LABELS[sale.orderStatus]}
          </p>
          <p className="text-right text-sm">
            <span className="block text-muted">You receive</span>
            <span className="font-serif text-lg text-ink">{formatPrice(sale.netAmount)}</span>
          </p>
        </div>
      </header>

      <ul className="divide-y divide-line px-5 sm:px-6" aria-label="Your works in this order">
        {sale.items.map((item, index) => (
          <li key={item.artworkId} className="flex items-center gap-4 py-3">
            <div className="size-14 shrink-0 overflow-hidden rounded-sm bg-paper-deep">
              {item.image ? <img src={item.image} alt="" className="size-full object-cover" loading="lazy" decoding="async" /> : null}
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-serif text-lg leading-snug">{item.title}</p>
              {item.lineId ? (
                <CertificateButton
                  who="seller"
                  orderId={sale._id}
                  lineId={item.lineId}
                  reference={`${id}-${index + 1}`}
                  title={item.title}
                />
              ) : null}
            </div>
            <dl className="shrink-0 text-right text-sm">
              <dt className="sr-only">Price</dt>
              <dd className="text-ink-soft">{formatPrice(item.price)}</dd>
              <dt className="sr-only">Kala&rsquo;s fee</dt>
              <dd className="text-xs text-muted">{item.fee > 0 ? `${item.feePercent}% fee · ${formatPrice(item.fee)}` : 'No fee'}</dd>
            </dl>
          </li>
        ))}
      </ul>

      {/* What the sale is worth to the seller: the fee was fixed when the buyer paid (shared/fees.ts). */}
      <div role="group" aria-label="Your earnings" className="border-t border-line px-5 py-4 text-sm sm:px-6">
        <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
          <dt className="text-muted">Sale price</dt>
          <dd className="text-right text-ink-soft tabular-nums">{formatPrice(sale.totalAmount)}</dd>
          <dt className="text-muted">Kala&rsquo;s fee</dt>
          <dd className="text-right text-ink-soft tabular-nums">
            {sale.feeAmount > 0 ? `− ${formatPrice(sale.feeAmount)}` : formatPrice(0)}
          </dd>
          <dt className="font-medium text-ink">You receive</dt>
          <dd className="text-right font-medium text-ink tabular-nums">{formatPrice(sale.netAmount)}</dd>
        </dl>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <DownloadButton variant="secondary" size="sm" path={INVOICE_API.sale(sale._id)} fileName={invoiceFileName('invoice', id)}>
            {INVOICE_MESSAGES.saleInvoice}
          </DownloadButton>
          {sale.feeAmount > 0 ? (
            <DownloadButton variant="ghost" size="sm" path={INVOICE_API.fee(sale._id)} fileName={invoiceFileName('fee-invoice', id)}>
              {INVOICE_MESSAGES.feeInvoice}
            </DownloadButton>
          ) : null}
        </div>
      </div>

      <div className="grid gap-6 border-t border-line px-5 py-5 sm:grid-cols-2 sm:px-6">
        <div className="text-sm">
          <h3 className="eyebrow">Buyer</h3>
          <p className="mt-2 font-medium text-ink">{sale.buyer.name}</p>
          {sale.buyer.phone ? (
            <p className="mt-0.5">
              <a href={`tel:+91${sale.buyer.phone}`} className="link-quiet text-ink-soft">
                {sale.buyer.phone}
              </a>
            </p>
          ) : null}
          <div className="mt-3">
            <StartConversationButton subject={{ kind: 'order', id: sale._id }} label={CONVERSATION_MESSAGES.messageBuyer} />
          </div>
        </div>
        <div className="text-sm">
          <h3 className="eyebrow">Ship to</h3>
          {address ? (
            <address className="mt-2 text-ink-soft not-italic">
              {address.line1}
              {address.line2 ? (
                <>
                  <br />
                  {address.line2}
                </>
              ) : null}
              <br />
              {address.city}, {address.state} {address.pincode}
              <br />
              {address.country}
            </address>
          ) : (
            <p className="mt-2 text-muted">No shipping address on this order.</p>
          )}
        </div>
      </div>

      <div className="border-t border-line px-5 py-5 sm:px-6">
        {cancelled ? <p className="mb-4 text-sm font-medium text-danger">This order was cancelled: do not send it.</p> : null}
        <SaleSteps sale={sale} />
        {sale.shipment ? (
          <p className="mt-4 text-sm text-ink-soft">
            Shipped with {sale.shipment.carrier} · Tracking number{' '}
            <span className="font-medium text-ink">{sale.shipment.trackingNumber}</span>
          </p>
        ) : null}
      </div>
    </article>
  )
}
