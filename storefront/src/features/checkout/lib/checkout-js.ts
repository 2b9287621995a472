/**
 * Razorpay's checkout.js (the real one, https://checkout.razorpay.com/v1/checkout.js), injected on
 * the checkout page only and only when the server pays through Razorpay (CSP allows this origin:
 * cms/security.ts). Its success handler and its 'payment.failed' event hand over the shapes the
 * simulator's dialog hands over too, so one code path follows either.
 */
import type { CheckoutFailure, CheckoutSession, CheckoutSuccess } from '@shared/api-types'

export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js'

export type RazorpayOptions = {
  key: string
  /** Paise. */
  amount: number
  currency: 'INR'
  name: string
  description: string
  order_id: string
  prefill: { name: string; email: string; contact: string }
  handler: (response: CheckoutSuccess) => void
  modal: { ondismiss: () => void; confirm_close?: boolean }
  theme: { color: string }
}

export type RazorpayCheckout = {
  open: () => void
  /** Closes the window (the page no longer has anything to pay: paid in another tab). */
  close: () => void
  on: (event: 'payment.failed', listener: (response: CheckoutFailure) => void) => void
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor
  }
}

let loading: Promise<RazorpayConstructor> | null = null

/** Adds checkout.js to the page once; resolves with its constructor. A failed load may be tried again. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay)
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = RAZORPAY_SCRIPT
    script.async = true
    script.onload = () => {
      // From now on window.Razorpay answers (above).
      loading = null
      if (window.Razorpay) resolve(window.Razorpay)
      else reject(new Error('Razorpay checkout did not start.'))
    }
    script.onerror = () => {
      script.remove()
      loading = null
      reject(new Error('Razorpay checkout could not be loaded. Check your connection and try again.'))
    }
    document.body.appendChild(script)
  })
  return loading
}

export type PaymentCallbacks = {
  onSuccess: (response: CheckoutSuccess) => void
  onFailure: (response: CheckoutFailure) => void
  onDismiss: () => void
}

/** Opens Razorpay's checkout for the session (prefilled with the buyer's name, e-mail and phone); resolves with its window. */
export async function openRazorpay(
  session: CheckoutSession & { checkout: { mode: 'razorpay' } },
  { onSuccess, onFailure, onDismiss }: PaymentCallbacks,
): Promise<RazorpayCheckout> {
  const Razorpay = await loadRazorpay()
  const checkout = new Razorpay({
    key: session.checkout.keyId,
    amount: session.amount,
    currency: session.currency,
    name: session.checkout.name,
    description: `Order ${session.orderNumber}`,
    order_id: session.id,
    prefill: session.checkout.prefill,
    handler: onSuccess,
    modal: { ondismiss: onDismiss },
    theme: { color: '#1c1a17' },
  })
  checkout.on('payment.failed', onFailure)
  checkout.open()
  return checkout
}
