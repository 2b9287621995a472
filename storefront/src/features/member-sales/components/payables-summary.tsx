import type { Payables } from '@shared/api-types'
import { formatPrice } from '@shared/format'

/**
 * What Kala owes the seller, from its ledger: the part still held (until the buyer's return window
 * after delivery has passed) and the part released, to be paid out.
 */
export function PayablesSummary({ payables }: { payables: Payables }) {
  return (
    <section aria-label="What Kala owes you" className="mt-6">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border border-line bg-canvas px-5 py-4">
          <dt className="text-sm text-muted">Held</dt>
          <dd className="mt-1 font-serif text-2xl text-ink tabular-nums">{formatPrice(payables.held)}</dd>
          <dd className="mt-1 text-xs text-muted">
            Released once each work&rsquo;s return window after delivery has passed (as stated when it sold).
          </dd>
        </div>
        <div className="rounded-lg border border-line bg-canvas px-5 py-4">
          <dt className="text-sm text-muted">Available</dt>
          <dd className="mt-1 font-serif text-2xl text-ink tabular-nums">{formatPrice(payables.available)}</dd>
          <dd className="mt-1 text-xs text-muted">Yours after Kala&rsquo;s fee, to be paid out to you.</dd>
        </div>
      </dl>
    </section>
  )
}
