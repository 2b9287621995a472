import type { PayoutsOverview } from '@shared/payout-schemas'
import { formatPrice } from '@shared/format'

const FIGURES = [
  ['pending', 'Pending'],
  ['available', 'Available'],
  ['paidOut', 'Paid out'],
] as const

/** Three sums of the seller's ledger (paise on the wire), and when pending money becomes theirs. */
export function PayoutBalances({ balances }: { balances: PayoutsOverview['balances'] }) {
  return (
    <section aria-label="Your balances">
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3">
        {FIGURES.map(([key, label]) => (
          // On a phone, label and figure share a line: three short rows rather than three tall cards.
          <div
            key={key}
            className="flex items-baseline justify-between gap-4 rounded-lg border border-line bg-canvas px-5 py-3.5 sm:block sm:py-4"
          >
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-serif text-2xl text-ink tabular-nums sm:mt-1 sm:text-3xl">{formatPrice(balances[key] / 100)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted">
        Pending money becomes available once the work&rsquo;s return window after delivery has passed (the policy it sold under: none, 7 or
        14 days); each line below says when.
      </p>
    </section>
  )
}
