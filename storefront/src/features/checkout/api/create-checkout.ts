import type { CheckoutSession } from '@shared/api-types'
import { api } from '@/lib/api-client'

export type CreateCheckoutInput = {
  artworkIds: string[]
  /** The total the buyer is shown, in rupees: the server refuses a different one (DECISIONS 11). */
  amount?: number
  /** One of the buyer's saved addresses, stored on the order before paying. */
  addressId?: string
  /** Print the chosen address's name on the works' certificates of authenticity. */
  nameOnCertificate?: boolean
}

/**
 * POST /api/user/rp-create-order: opens (or, for the same works while they are held, reopens) the
 * checkout: the server's price, the provider order to pay, and how to pay it (Razorpay or the simulator).
 */
export function createCheckout(input: CreateCheckoutInput, signal?: AbortSignal): Promise<CheckoutSession> {
  return api.post<CheckoutSession>('/api/user/rp-create-order', input, { signal })
}
