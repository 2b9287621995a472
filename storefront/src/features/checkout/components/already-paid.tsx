import { useEffect, useRef } from 'react'
import { PAID_ELSEWHERE } from '@shared/checkout-messages'
import { CheckIcon } from '@/components/ui/icons'
import { OrderNextLinks } from './order-next-links'
import type { PaidElsewhere } from '../lib/paid-elsewhere'

/**
 * In place of the checkout when its order was paid in another tab or on another device: what
 * happened, that nothing more is charged here (and that the payment window open here was closed),
 * and the way to the order in My Orders.
 */
export function AlreadyPaid({ paid, windowClosed }: { paid: PaidElsewhere; windowClosed: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The page changed under the buyer: their focus and screen reader go to the news.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="container-page py-12 lg:py-20" aria-labelledby="already-paid">
      <div className="mx-auto max-w-2xl">
        <div className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
          <span
            className="inline-flex size-14 shrink-0 items-center justify-center rounded-full border border-line-strong bg-canvas text-success"
            aria-hidden="true"
          >
            <CheckIcon className="size-7" strokeWidth={1.8} />
          </span>
          <div>
            <p className="eyebrow">{PAID_ELSEWHERE.eyebrow}</p>
            <h1 id="already-paid" ref={heading} tabIndex={-1} className="mt-1 text-4xl leading-tight focus:outline-none sm:text-5xl">
              {PAID_ELSEWHERE.title}
            </h1>
          </div>
        </div>
        <p className="mt-6 text-lg text-ink-soft">{PAID_ELSEWHERE.body(paid.orderNumber, paid.totalAmount)}</p>
        {windowClosed ? <p className="mt-3 text-ink-soft">{PAID_ELSEWHERE.windowClosed}</p> : null}
        <p className="mt-3 text-muted">{PAID_ELSEWHERE.next}</p>
        <OrderNextLinks className="mt-10" />
      </div>
    </section>
  )
}
