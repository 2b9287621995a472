import type { ReactNode } from 'react'
import { formatPrice } from '@shared/format'
import { ReturnPolicyNote } from '@/components/artwork/return-policy-note'

export type SummaryItem = { id: string; title: string; artistName: string; price: number; image: string; returnDays?: number }

/** The order summary: items, subtotal, Shipping 'Free', total, all in INR (a card unless `className` says otherwise). */
export function OrderSummary({
  items,
  total,
  children,
  className = 'rounded-lg border border-line bg-canvas p-6 sm:p-7',
}: {
  items: SummaryItem[]
  total: number
  children?: ReactNode
  className?: string
}) {
  return (
    <section aria-labelledby="order-summary" className={className}>
      <h2 id="order-summary" className="text-2xl">
        Order summary
      </h2>
      <ul className="mt-5 divide-y divide-line" aria-label="Works in this order">
        {items.map((item) => (
          <li key={item.id} className="flex gap-4 py-4 first:pt-0">
            <div className="size-16 shrink-0 overflow-hidden rounded-sm bg-paper-deep">
              {item.image ? <img src={item.image} alt="" className="size-full object-cover" decoding="async" /> : null}
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate text-xs font-semibold tracking-[0.12em] text-muted uppercase">{item.artistName}</p>
              <p className="line-clamp-2 font-serif text-[1.05rem] leading-snug">{item.title}</p>
              <ReturnPolicyNote days={item.returnDays} className="mt-1" />
            </div>
            <p className="shrink-0 text-sm text-ink-soft">{formatPrice(item.price)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2.5 border-t border-line pt-5 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">Subtotal</dt>
          <dd>{formatPrice(total)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted">Shipping</dt>
          <dd>Free</dd>
        </div>
        <div className="flex items-baseline justify-between border-t border-line pt-4">
          <dt className="font-medium">Total</dt>
          <dd className="font-serif text-2xl" data-testid="checkout-total">
            {formatPrice(total)}
          </dd>
        </div>
      </dl>
      {children}
    </section>
  )
}
