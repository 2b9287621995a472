import { useState } from 'react'
import type { CheckoutFailure, CheckoutSession, CheckoutSuccess } from '@shared/api-types'
import { Button } from '@/components/ui/button'
import { LockIcon } from '@/components/ui/icons'
import { Input } from '@/components/ui/input'
import { Modal } from '@/components/ui/modal'
import { errorMessage, isApiError } from '@/lib/api-client'
import { PAYMENT_MESSAGES } from '@shared/checkout-messages'
import { formatPrice } from '@shared/format'
import { simulatePayment } from '../api/payments'
import type { SimulatorCallbacks } from '../lib/use-payment'

const isFailure = (r: CheckoutSuccess | CheckoutFailure): r is CheckoutFailure => 'error' in r

/**
 * The payment simulator's sheet, in Razorpay's place when the server has no Razorpay keys: the
 * amount and order, 'Pay ₹X' (success) or 'Fail payment' with a reason. The server signs the
 * payment as Razorpay would and answers what checkout.js hands its handler or its
 * 'payment.failed' event; the page then follows the same path as with Razorpay. An order already
 * paid (another tab, another device) is the page's to explain.
 */
export function PaymentSimulator({ session, callbacks }: { session: CheckoutSession; callbacks: SimulatorCallbacks }) {
  const [busy, setBusy] = useState<'success' | 'failure' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [reason, setReason] = useState('')
  const amount = formatPrice(session.amount / 100)

  const run = async (outcome: 'success' | 'failure') => {
    setBusy(outcome)
    setError(null)
    try {
      const answer = await simulatePayment({
        razorpay_order_id: session.id,
        outcome,
        ...(outcome === 'failure' && reason.trim() ? { description: reason.trim() } : {}),
      })
      if (isFailure(answer)) callbacks.onFailure(answer)
      else callbacks.onSuccess(answer)
    } catch (e) {
      // Paid meanwhile in another tab or on another device: the page says so, not this sheet.
      if (isApiError(e) && e.status === 409 && e.message === PAYMENT_MESSAGES.alreadyPaid) {
        callbacks.onAlreadyPaid()
        return
      }
      setError(errorMessage(e))
      setBusy(null)
    }
  }

  return (
    <Modal
      open
      onClose={() => {
        if (!busy) callbacks.onDismiss()
      }}
      size="sm"
      title={session.checkout.name}
      description="Payment simulator: no real money moves. With Razorpay keys set, Razorpay's checkout opens here."
    >
      <div className="-mx-6 -mt-1 border-y border-line bg-paper px-6 py-5 sm:-mx-8 sm:px-8">
        <p className="eyebrow">Amount to pay</p>
        <p className="mt-1 font-serif text-4xl leading-none" data-testid="simulator-amount">
          {amount}
        </p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Order</dt>
          <dd className="font-medium">{session.orderNumber}</dd>
          <dt className="text-muted">Name</dt>
          <dd>{session.checkout.prefill.name}</dd>
          <dt className="text-muted">Email</dt>
          <dd className="truncate">{session.checkout.prefill.email}</dd>
          {session.checkout.prefill.contact ? (
            <>
              <dt className="text-muted">Phone</dt>
              <dd>{session.checkout.prefill.contact}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className="flex flex-col gap-5 pt-5 pb-2">
        <Button size="lg" icon={<LockIcon />} onClick={() => void run('success')} loading={busy === 'success'} disabled={busy !== null}>
          Pay {amount}
        </Button>
        <div className="flex items-center gap-3 text-xs text-muted" aria-hidden="true">
          <span className="h-px flex-1 bg-line" />
          or test a failure
          <span className="h-px flex-1 bg-line" />
        </div>
        <div className="flex flex-col gap-3">
          <Input
            label="Failure reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="Card declined by the bank"
            maxLength={200}
            hint="Shown to the buyer as the provider's error description."
          />
          <Button variant="secondary" onClick={() => void run('failure')} loading={busy === 'failure'} disabled={busy !== null}>
            Fail payment
          </Button>
        </div>
        {error ? (
          <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  )
}
