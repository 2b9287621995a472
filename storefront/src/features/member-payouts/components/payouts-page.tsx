import { useState } from 'react'
import { PAYOUT_MESSAGES } from '@shared/payout-messages'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage } from '@/lib/api-client'
import { downloadStatement } from '../api/download-statement'
import { usePayouts } from '../api/get-payouts'
import { PayoutBalances } from './payout-balances'
import { PayoutDetails } from './payout-details'
import { PayoutForm } from './payout-form'
import { StatementTable } from './statement-table'

/**
 * /admin/payouts (sellers): what Kala owes them (pending, available, paid out), the statement of
 * every work sold with its payout, and the payout details. A seller without details still sells;
 * the page says what to do so their money can be paid.
 */
export function PayoutsPage() {
  useDocumentMeta({ title: 'Payouts', description: 'Your balances, payout statement and payout details.' })
  const payouts = usePayouts()
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  const [downloadError, setDownloadError] = useState<string | null>(null)

  if (payouts.isPending) {
    return (
      <div className="flex flex-col gap-6" aria-hidden="true">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-28 rounded-lg" />
        <Skeleton className="h-72 rounded-lg" />
      </div>
    )
  }
  if (payouts.isError) {
    return (
      <ErrorState title="Your payouts could not be loaded." message={errorMessage(payouts.error)} onRetry={() => void payouts.refetch()} />
    )
  }
  const { account, balances, statement } = payouts.data
  const showForm = !account || editing

  return (
    <section aria-labelledby="payouts-title" className="flex flex-col gap-10">
      <header>
        <h1 id="payouts-title" className="text-4xl">
          Payouts
        </h1>
        <p className="mt-2 text-muted">What Kala owes you for your sales, and where it is paid.</p>
      </header>

      {!account ? (
        <div
          role="note"
          className="flex flex-col gap-3 rounded-lg border border-accent/30 bg-accent/5 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="font-medium text-ink">{PAYOUT_MESSAGES.missing}</p>
            <p className="mt-0.5 text-sm text-ink-soft">You can keep selling: what you earn waits here until your details are in.</p>
          </div>
          <a href="#payout-details" className="link-quiet shrink-0 text-sm font-medium text-ink">
            Add payout details
          </a>
        </div>
      ) : null}

      <PayoutBalances balances={balances} />

      <section aria-labelledby="statement-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="statement-title" className="text-2xl">
            Statement
          </h2>
          {statement.length > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setDownloadError(null)
                downloadStatement().catch((error: unknown) => setDownloadError(errorMessage(error)))
              }}
            >
              Download CSV
            </Button>
          ) : null}
        </div>
        {downloadError ? (
          <p role="alert" className="text-sm text-danger">
            {downloadError}
          </p>
        ) : null}
        {statement.length === 0 ? (
          <EmptyState
            title="Nothing sold yet"
            description="Each work you sell appears here with Kala's fee, what you receive and its payout."
          />
        ) : (
          <StatementTable rows={statement} />
        )}
      </section>

      <section
        id="payout-details"
        aria-labelledby="details-title"
        className="scroll-mt-24 rounded-lg border border-line bg-canvas px-5 py-6 sm:px-8"
      >
        <h2 id="details-title" className="text-2xl">
          Payout details
        </h2>
        <p className="mt-1 mb-6 text-sm text-muted">Where Razorpay, our payment provider, sends your money.</p>
        {saved && !showForm ? (
          <p role="status" className="mb-5 rounded-md border border-success/30 bg-success/5 px-4 py-3 text-sm text-success">
            {saved}
          </p>
        ) : null}
        {showForm ? (
          <PayoutForm
            saved={account}
            onSaved={({ message }) => {
              setSaved(message)
              setEditing(false)
            }}
            onCancel={account ? () => setEditing(false) : undefined}
          />
        ) : (
          <PayoutDetails
            account={account}
            onChange={() => {
              setSaved(null)
              setEditing(true)
            }}
          />
        )}
      </section>
    </section>
  )
}
