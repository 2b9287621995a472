import { useCallback, useEffect, useRef, useState } from 'react'
import type { CheckoutFailure, CheckoutSession, CheckoutSuccess, Order, VerifyResponse } from '@shared/api-types'
import { PAYMENT_MESSAGES, PAYMENT_TOASTS } from '@shared/checkout-messages'
import { toast } from '@/components/ui/toast-store'
import { errorMessage, isApiError } from '@/lib/api-client'
import { cartStore } from '@/lib/cart'
import { recordFailedPayment, verifyPayment } from '../api/payments'
import { openRazorpay, type PaymentCallbacks, type RazorpayCheckout } from './checkout-js'
import { tellOtherTabs } from './paid-elsewhere'

/** What went wrong with the last attempt, for the page to say (the toast has gone after a second). */
export type PaymentProblem =
  /** The provider reported a failed payment ('Payment Failed'). */
  | { kind: 'failed'; reason: string }
  /** The server answered the verification with no success ('Payment verification failed!'): its text. */
  | { kind: 'not-verified'; message: string }
  /** The verification request itself failed ('Error verifying payment'). */
  | { kind: 'verify-error'; message: string }
  /** Razorpay's checkout could not be opened. */
  | { kind: 'not-opened'; message: string }

export type PaymentState = 'idle' | 'paying' | 'verifying'

/** The simulator's dialog also hears the server refuse a second payment of a paid order. */
export type SimulatorCallbacks = PaymentCallbacks & { onAlreadyPaid: () => void }

const PAY_ID = /^pay_[A-Za-z0-9]{1,40}$/
const MAX_REASON = 500

/** A verification the server answered with `success: false` (400 bad signature, 404, 409 lost to another buyer). */
function isVerifyAnswer(body: unknown): body is Extract<VerifyResponse, { success: false }> {
  return Boolean(body && typeof body === 'object' && (body as { success?: unknown }).success === false)
}

/** The failure is recorded on the order (create-order, paymentStatus 'failed'); the screen does not wait on it. */
function record(orderId: string, failureReason: string, paymentId?: string) {
  recordFailedPayment({
    razorpay_order_id: orderId,
    failureReason: failureReason.slice(0, MAX_REASON),
    ...(paymentId && PAY_ID.test(paymentId) ? { razorpay_payment_id: paymentId } : {}),
  }).catch((error: unknown) => console.error('The failed payment could not be recorded', error))
}

/**
 * Paying a checkout: Razorpay's checkout.js or the simulator's dialog, then one path
 * for both. Success → verification: 'Payment Verified & Order Placed', the cart emptied, onPlaced;
 * no success → 'Payment verification failed!'; the request failing → 'Error verifying payment' and
 * a failed order recorded; a failed payment → 'Payment Failed' with the provider's reason (or
 * 'Unknown error'), recorded. After any of these the buyer may pay again without reloading.
 * A success tells the other tabs before the cart empties (paid-elsewhere.ts); a page that leaves
 * (another tab paid) closes Razorpay's window with it.
 */
export function usePayment({
  onPlaced,
  onSettled,
  onPaidElsewhere,
}: {
  onPlaced: (order: Order) => void
  /** After the server refused a payment's verification. */
  onSettled?: () => void
  /** The server refused to take a payment for this session's order: it was paid in another tab or on another device. */
  onPaidElsewhere?: (session: CheckoutSession) => void
}) {
  const [state, setState] = useState<PaymentState>('idle')
  const [problem, setProblem] = useState<PaymentProblem | null>(null)
  /** The session the simulator's dialog is paying (no Razorpay keys). */
  const [simulating, setSimulating] = useState<CheckoutSession | null>(null)
  /** Razorpay's window while it is open. */
  const razorpay = useRef<RazorpayCheckout | null>(null)
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      razorpay.current?.close()
      razorpay.current = null
    }
  }, [])

  const onSuccess = useCallback(
    async (response: CheckoutSuccess) => {
      setSimulating(null)
      razorpay.current = null
      setState('verifying')
      try {
        const answer = await verifyPayment(response)
        if (answer.success) {
          toast.success(PAYMENT_TOASTS.verified)
          tellOtherTabs(answer.order)
          cartStore.clear()
          onPlaced(answer.order)
          return
        }
        toast.error(PAYMENT_TOASTS.verificationFailed)
        setProblem({ kind: 'not-verified', message: answer.error })
        onSettled?.()
      } catch (error) {
        if (isApiError(error) && isVerifyAnswer(error.body)) {
          toast.error(PAYMENT_TOASTS.verificationFailed)
          setProblem({ kind: 'not-verified', message: error.body.error || error.message })
          // A work may have gone to another buyer meanwhile: the page asks for the checkout's state again.
          onSettled?.()
        } else {
          toast.error(PAYMENT_TOASTS.verificationError)
          setProblem({ kind: 'verify-error', message: errorMessage(error) })
          record(response.razorpay_order_id, `${PAYMENT_TOASTS.verificationError}: ${errorMessage(error)}`, response.razorpay_payment_id)
        }
      }
      setState('idle')
    },
    [onPlaced, onSettled],
  )

  const onFailure = useCallback((providerOrderId: string, response: CheckoutFailure) => {
    setSimulating(null)
    razorpay.current = null
    const reason = response.error?.description?.trim() || PAYMENT_MESSAGES.unknownFailure
    toast.error(PAYMENT_TOASTS.failed)
    setProblem({ kind: 'failed', reason })
    record(response.error?.metadata?.order_id || providerOrderId, reason, response.error?.metadata?.payment_id)
    setState('idle')
  }, [])

  const onDismiss = useCallback(() => {
    setSimulating(null)
    razorpay.current = null
    setState((s) => (s === 'paying' ? 'idle' : s))
  }, [])

  /** Opens the payment for a session (its address already stored by rp-create-order). */
  const pay = useCallback(
    async (session: CheckoutSession) => {
      setProblem(null)
      setState('paying')
      const callbacks: PaymentCallbacks = {
        onSuccess: (r) => void onSuccess(r),
        onFailure: (r) => onFailure(session.id, r),
        onDismiss,
      }
      if (session.checkout.mode === 'simulator') {
        setSimulating(session)
        return
      }
      try {
        const checkout = await openRazorpay({ ...session, checkout: session.checkout }, callbacks)
        // The page may have gone while checkout.js loaded: its window goes too.
        if (mounted.current) razorpay.current = checkout
        else checkout.close()
      } catch (error) {
        setProblem({ kind: 'not-opened', message: error instanceof Error ? error.message : errorMessage(error) })
        setState('idle')
      }
    },
    [onSuccess, onFailure, onDismiss],
  )

  const simulator = simulating
    ? {
        session: simulating,
        callbacks: {
          onSuccess: (r: CheckoutSuccess) => void onSuccess(r),
          onFailure: (r: CheckoutFailure) => onFailure(simulating.id, r),
          onDismiss,
          onAlreadyPaid: () => {
            setSimulating(null)
            setState('idle')
            onPaidElsewhere?.(simulating)
          },
        } satisfies SimulatorCallbacks,
      }
    : null

  return { state, problem, pay, simulator, clearProblem: () => setProblem(null) }
}
