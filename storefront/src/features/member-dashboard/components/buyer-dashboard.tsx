import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { BuyerDashboard as BuyerFigures, Order } from '@shared/api-types'
import { ArtworkCard } from '@/components/artwork/artwork-card'
import { STEP_LABELS } from '@/components/order-steps'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@shared/paths'
import { formatDate, formatPrice } from '@shared/format'
import { EnquirySummary } from './enquiry-summary'

function orderState(order: Order): string {
  if (order.paymentStatus === 'failed') return 'Payment failed'
  if (order.paymentStatus === 'pending') return 'Awaiting payment'
  if (order.paymentStatus === 'refunded') return 'Refunded'
  return STEP_LABELS[order.orderStatus]
}

function Block({ id, title, link, children }: { id: string; title: string; link?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={id} className="text-xl">
          {title}
        </h2>
        {link ? (
          <Link to={link.to} className="link-quiet text-sm text-ink">
            {link.label}
          </Link>
        ) : null}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** A buyer's dashboard (issue 9): recent orders, favourites as cards, the enquiries they sent. */
export function BuyerDashboard({ data }: { data: BuyerFigures }) {
  return (
    <div className="flex flex-col gap-12">
      <Block id="recent-orders" title="Recent orders" link={{ to: paths.admin.orders.getHref(), label: 'All orders' }}>
        {data.recentOrders.length ? (
          <ul className="divide-y divide-line border-y border-line">
            {data.recentOrders.map((order) => (
              <li key={order._id}>
                <Link
                  to={paths.admin.orders.getHref()}
                  className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-3 hover:bg-paper-deep/50"
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-ink">Order ID: #{order.orderNumber || order._id}</span>
                    <span className="block text-sm text-muted">
                      {formatDate(order.createdAt)} · {order.items.length === 1 ? '1 work' : `${order.items.length} works`}
                    </span>
                  </span>
                  <span className="flex items-center gap-4">
                    <span className="text-sm text-ink-soft">{orderState(order)}</span>
                    <span className="font-serif text-lg text-ink">{formatPrice(order.totalAmount)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-dashed border-line-strong px-5 py-6">
            <p className="text-ink-soft">You have not placed any orders yet</p>
            <ButtonLink to={paths.shop.artworks.getHref()} size="sm">
              Explore Artworks
            </ButtonLink>
          </div>
        )}
      </Block>

      <Block id="favourites" title="Favourites" link={{ to: paths.admin.favourites.getHref(), label: 'All favourites' }}>
        {data.favourites.length ? (
          <ul className="grid grid-cols-2 gap-x-5 gap-y-10 md:grid-cols-3">
            {data.favourites.map((artwork) => (
              <li key={artwork._id}>
                <ArtworkCard artwork={artwork} sizes="(min-width: 768px) 25vw, 50vw" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">
            No favourites yet. Tap the heart on a work you like and it is kept here.{' '}
            <Link to={paths.shop.artworks.getHref()} className="link-quiet text-ink">
              Explore Artworks
            </Link>
          </p>
        )}
      </Block>

      <Block
        id="enquiries-sent"
        title="Enquiries sent"
        link={{ to: `${paths.admin.enquiries.getHref()}?box=sent`, label: 'All enquiries sent' }}
      >
        {data.enquiriesSent.length ? (
          <ul className="divide-y divide-line border-y border-line">
            {data.enquiriesSent.map((enquiry) => (
              <li key={enquiry._id}>
                <EnquirySummary enquiry={enquiry} to={`${paths.admin.enquiries.getHref()}?box=sent`} who="artist" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">You have not asked about a price yet. 'Enquire' on an artwork page asks its artist.</p>
        )}
      </Block>
    </div>
  )
}
