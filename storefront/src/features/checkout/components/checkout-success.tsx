import { useEffect, useRef } from 'react'
import type { Order } from '@shared/api-types'
import { SHIPPING } from '@shared/constants'
import { CheckIcon } from '@/components/ui/icons'
import { OrderNextLinks } from './order-next-links'
import { formatPrice } from '@shared/format'
import { addressLines } from '@/components/address-lines'

/**
 * The payment success screen: the order number and what happens next (the confirmation e-mail,
 * the artist or gallery packs and ships, tracking in My Orders, SHIPPING's delivery times).
 */
export function CheckoutSuccess({ order }: { order: Order }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The page changed under the buyer: their focus and screen reader go to the news.
  useEffect(() => heading.current?.focus(), [])
  const firstName = order.user.name.split(/\s+/)[0]
  const steps = [
    {
      title: 'A confirmation e-mail',
      text: `The works, the amount paid and the shipping address are on their way to ${order.user.email || 'your e-mail address'}.`,
    },
    {
      title: 'Packed with care',
      text: `The artist or gallery packs each work (${SHIPPING.boxContents.join(', ').toLowerCase()}) and ships it, insured, door to door.`,
    },
    {
      title: 'Track it in My Orders',
      text: 'Each step is dated there as it happens: placed, packed, shipped with the carrier and tracking number, delivered.',
    },
    {
      title: 'Delivery',
      text: `Within India in ${SHIPPING.domesticDays}; international orders in ${SHIPPING.internationalDays}.`,
    },
  ]
  return (
    <section className="container-page py-12 lg:py-20" aria-labelledby="checkout-success">
      <div className="mx-auto max-w-3xl">
        <div className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-success text-white" aria-hidden="true">
            <CheckIcon className="size-7" strokeWidth={1.8} />
          </span>
          <div>
            <p className="eyebrow">Payment received</p>
            <h1 id="checkout-success" ref={heading} tabIndex={-1} className="mt-1 text-4xl leading-tight focus:outline-none sm:text-5xl">
              Thank you{firstName ? `, ${firstName}` : ''}.
            </h1>
          </div>
        </div>
        <p className="mt-6 text-lg text-ink-soft">
          Your order <span className="font-semibold text-ink">#{order.orderNumber}</span> is placed. {formatPrice(order.totalAmount)} has
          been paid.
        </p>

        <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
          <div>
            <h2 className="text-2xl">What happens next</h2>
            <ol className="mt-5 space-y-5">
              {steps.map((step, i) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-line-strong font-serif text-sm text-ink-soft"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <div>
                    <p className="font-medium text-ink">{step.title}</p>
                    <p className="mt-0.5 text-sm text-muted">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div className="rounded-lg border border-line bg-canvas p-6">
            <p className="eyebrow">Order #{order.orderNumber}</p>
            <ul className="mt-4 space-y-3">
              {order.items.map((item) => (
                <li key={item.artworkId} className="flex items-center gap-3">
                  <div className="size-12 shrink-0 overflow-hidden rounded-sm bg-paper-deep">
                    {item.image ? <img src={item.image} alt="" className="size-full object-cover" /> : null}
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 font-serif">{item.title}</p>
                    <p className="truncate text-xs text-muted">{item.artistName}</p>
                  </div>
                  <p className="text-sm text-ink-soft">{formatPrice(item.price)}</p>
                </li>
              ))}
            </ul>
            <dl className="mt-4 flex justify-between border-t border-line pt-4">
              <dt className="text-sm text-muted">Total paid</dt>
              <dd className="font-serif text-xl">{formatPrice(order.totalAmount)}</dd>
            </dl>
            {order.address ? (
              <div className="mt-4 border-t border-line pt-4 text-sm">
                <p className="text-muted">Shipping to</p>
                <p className="mt-1 text-ink-soft">
                  {order.user.name ? (
                    <>
                      {order.user.name}
                      <br />
                    </>
                  ) : null}
                  {addressLines(order.address).join(', ')}
                </p>
              </div>
            ) : null}
          </div>
        </div>

        <OrderNextLinks className="mt-12" />
      </div>
    </section>
  )
}
