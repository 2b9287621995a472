/**
 * The one contract checkout, the webhook, reconciliation and refunds use, whichever provider is
 * behind it (Razorpay, or the local simulator). Field names follow Razorpay's entities so values
 * can be stored and compared as Razorpay sends them. Every amount is an integer number of paise.
 */
import type { LinkedAccount, LinkedAccountInput } from './linkedAccountTypes'

export type Currency = 'INR'

export type CreateOrderInput = {
  amountPaise: number
  currency: Currency
  /** Ours, unique per payment attempt (at most 40 characters): a retried create with the same receipt returns the same order. */
  receipt: string
  /** At most 15 pairs, values up to 256 characters (Razorpay's limits). */
  notes?: Record<string, string>
}

/** A provider order: one payment attempt. 'attempted' once a payment was tried, 'paid' once one was captured. */
export type GatewayOrder = {
  id: string
  amount: number
  currency: Currency
  receipt: string
  status: 'created' | 'attempted' | 'paid'
}

/** What the browser reports after a successful checkout (checkout.js' handler, or the simulator's dialog). */
export type PaymentSignatureInput = {
  orderId: unknown
  paymentId: unknown
  signature: unknown
}

export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'

/** A payment on an order, as the provider holds it (a subset of Razorpay's payment entity). */
export type GatewayPayment = {
  id: string
  order_id: string
  amount: number
  currency: Currency
  status: PaymentStatus
  amount_refunded: number
  error_code: string | null
  error_description: string | null
  /** Unix seconds. */
  created_at: number
}

export type RefundInput = {
  paymentId: string
  amountPaise: number
  /** 10 to 64 letters, digits, '-' or '_'. The same key returns the same refund; a different request with it is refused. */
  idempotencyKey: string
  notes?: Record<string, string>
}

export type GatewayRefund = {
  id: string
  status: 'pending' | 'processed' | 'failed'
  amount: number
}

/** A Route transfer of part of a captured payment to a seller's linked account (Razorpay's transfer entity, in part). */
export type TransferInput = {
  paymentId: string
  /** The seller's linked account (acc_…). */
  accountId: string
  amountPaise: number
  /** Created held: the money moves to the linked account only when released. */
  onHold: boolean
  /** Ours, unique per order line (10 to 64 letters, digits, '-' or '_'), kept in the transfer's notes: a retried create finds the transfer it made. */
  key: string
}

export type TransferStatus = 'created' | 'pending' | 'processed' | 'failed' | 'reversed' | 'partially_reversed'

export type GatewayTransfer = {
  id: string
  /** The payment it was made from. */
  source: string
  recipient: string
  amount: number
  amount_reversed: number
  on_hold: boolean
  status: TransferStatus
  /** Our key, from the transfer's notes; null for a transfer somebody else made. */
  key: string | null
}

export type GatewayReversal = { id: string; transfer_id: string; amount: number }

/** What the storefront needs to open a checkout: Razorpay's checkout.js with the public key, or the simulator's dialog. */
export type PublicCheckoutConfig = { mode: 'razorpay'; keyId: string } | { mode: 'simulator' }

export interface PaymentGateway {
  readonly mode: 'razorpay' | 'simulator'
  /**
   * False when Razorpay keys are set without RAZORPAY_WEBHOOK_SECRET: every webhook signature is
   * then refused, and the webhook route should say so (503) while reconciliation confirms payments.
   */
  readonly webhooksEnabled: boolean
  /** Creates the provider order for one payment attempt. Throws GatewayError. */
  createOrder(input: CreateOrderInput): Promise<GatewayOrder>
  /**
   * True only when the signature is Razorpay's HMAC-SHA256 of `order_id|payment_id` under the key
   * secret. Pass as `orderId` the provider order id stored for this buyer, not the one the browser
   * sent, so a valid signature for someone else's order fails. Never throws.
   */
  verifyPaymentSignature(input: PaymentSignatureInput): boolean
  /** True only when the signature is the HMAC-SHA256 of the raw request bytes under the webhook secret. Never throws. */
  verifyWebhookSignature(rawBody: Buffer | string, signature: unknown): boolean
  /** Every payment tried on the order (for reconciling payments the browser never reported). Throws GatewayError. */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>
  /** Refunds part or all of a captured payment, idempotently per key. Throws GatewayError. */
  refund(input: RefundInput): Promise<GatewayRefund>
  /**
   * Route: transfers part of a captured payment to a linked account, idempotently per key (an
   * existing transfer of the payment with the same key is returned instead of a second one).
   * Throws GatewayError.
   */
  transferFromPayment(input: TransferInput): Promise<GatewayTransfer>
  /** Lifts a transfer's hold, so the provider settles it to the linked account. Throws GatewayError. */
  releaseTransfer(transferId: string): Promise<GatewayTransfer>
  /** Takes the whole transfer back (after a refund); a transfer already reversed is answered as it is. Throws GatewayError. */
  reverseTransfer(transferId: string): Promise<GatewayReversal>
  /** The transfer as the provider holds it now (for reconciling lost webhooks). Throws GatewayError. */
  fetchTransfer(transferId: string): Promise<GatewayTransfer>
  publicCheckoutConfig(): PublicCheckoutConfig
  /**
   * Creates the seller's linked account (Route), or updates its settlement details when
   * `input.accountId` names it; idempotent on `input.referenceId`. Throws GatewayError.
   */
  createLinkedAccount(input: LinkedAccountInput): Promise<LinkedAccount>
}

/**
 * Why a gateway call failed, by what the caller should do about it: `retryable` errors (no answer,
 * provider unavailable, rate limit, a request with the same key still in progress) may succeed if
 * repeated with the same receipt or idempotency key; the others will fail the same way again.
 */
export type GatewayErrorCode =
  | 'invalid_request'
  | 'receipt_reused'
  | 'authentication'
  | 'in_progress'
  | 'rate_limited'
  | 'provider_unavailable'
  | 'network'
  | 'unexpected_response'

const RETRYABLE: Record<GatewayErrorCode, boolean> = {
  invalid_request: false,
  /** The receipt already names an order of another amount: a new attempt needs a new receipt. */
  receipt_reused: false,
  authentication: false,
  in_progress: true,
  rate_limited: true,
  provider_unavailable: true,
  network: true,
  unexpected_response: false,
}

export class GatewayError extends Error {
  readonly code: GatewayErrorCode
  readonly retryable: boolean
  /** The provider's HTTP status, when it answered. */
  readonly httpStatus: number | null
  /** The provider's own error code (e.g. BAD_REQUEST_ERROR), when it sent one. */
  readonly providerCode: string | null

  constructor(
    code: GatewayErrorCode,
    message: string,
    details: { httpStatus?: number | null; providerCode?: string | null; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause })
    this.name = 'GatewayError'
    this.code = code
    this.retryable = RETRYABLE[code]
    this.httpStatus = details.httpStatus ?? null
    this.providerCode = details.providerCode ?? null
  }
}
