import { Link } from 'react-router-dom'
import { paths } from '@shared/paths'
import type { PaymentProblem } from '../lib/use-payment'

const TITLES: Record<PaymentProblem['kind'], string> = {
  failed: 'Your payment did not go through.',
  'not-verified': 'This payment could not be confirmed.',
  'verify-error': 'We could not confirm your payment yet.',
  'not-opened': 'The payment window could not be opened.',
}

/** What the last payment attempt came to, with what to do next; the pay button below stays usable. */
export function PaymentNotice({ problem }: { problem: PaymentProblem }) {
  return (
    <div role="alert" className="mt-5 rounded-md border border-danger/30 bg-danger/5 px-4 py-4 text-sm" data-testid="payment-notice">
      <p className="font-medium text-ink">{TITLES[problem.kind]}</p>
      {problem.kind === 'failed' ? (
        <>
          <p className="mt-1 text-ink-soft">Reason: {problem.reason}</p>
          <p className="mt-2 text-muted">
            You can pay again below, with the same or another method. If your account was debited, the bank returns the amount by itself.
          </p>
        </>
      ) : problem.kind === 'not-verified' ? (
        <>
          <p className="mt-1 text-ink-soft">{problem.message}</p>
          <p className="mt-2 text-muted">Nothing has been placed. You can try again; if you were charged, the amount is refunded.</p>
        </>
      ) : problem.kind === 'verify-error' ? (
        <>
          <p className="mt-1 text-ink-soft">{problem.message}</p>
          <p className="mt-2 text-muted">
            If you were charged, the order is confirmed by itself within a few minutes: it appears in{' '}
            <Link to={paths.admin.orders.getHref()} className="link-quiet text-ink">
              My Orders
            </Link>{' '}
            and you get an e-mail. Please check there before paying again.
          </p>
        </>
      ) : (
        <p className="mt-1 text-ink-soft">{problem.message}</p>
      )}
    </div>
  )
}
