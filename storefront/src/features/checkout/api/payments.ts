import type { CheckoutFailure, CheckoutSuccess, Order, VerifyResponse } from '@shared/api-types'
import { api } from '@/lib/api-client'

/** POST /api/user/rp-verify-signature: the server checks the provider's signature and places the order. */
export function verifyPayment(payment: CheckoutSuccess): Promise<VerifyResponse> {
  return api.post<VerifyResponse>('/api/user/rp-verify-signature', payment)
}

export type FailedPayment = {
  razorpay_order_id: string
  failureReason: string
  razorpay_payment_id?: string
}

/** POST /api/user/create-order (/api/docs, cms/api/openapi/) with paymentStatus 'failed': records what the buyer saw. */
export function recordFailedPayment(failed: FailedPayment): Promise<{ order: Order }> {
  return api.post<{ order: Order }>('/api/user/create-order', { ...failed, paymentStatus: 'failed' })
}

/** POST /api/payments/simulator/pay (no Razorpay keys): what checkout.js would hand the page. */
export function simulatePayment(input: {
  razorpay_order_id: string
  outcome: 'success' | 'failure'
  description?: string
}): Promise<CheckoutSuccess | CheckoutFailure> {
  return api.post<CheckoutSuccess | CheckoutFailure>('/api/payments/simulator/pay', input)
}
