import Razorpay from 'razorpay'
import type { Orders } from 'razorpay/dist/types/orders'
import type {
  CreateOrderInput,
  GatewayOrder,
  GatewayPayment,
  GatewayRefund,
  GatewayReversal,
  GatewayTransfer,
  PaymentGateway,
  PaymentSignatureInput,
  PaymentStatus,
  PublicCheckoutConfig,
  RefundInput,
  TransferInput,
} from './gateway'
import { razorpayLinkedAccount } from './linkedAccounts'
import type { LinkedAccount, LinkedAccountInput } from './linkedAccountTypes'
import { fromSdkFailure, fromTimeout, unexpectedResponse } from './razorpayErrors'
import { isRecord, razorpayCall, type RazorpayCredentials } from './razorpayHttp'
import { fetchTransfer, releaseTransfer, reverseTransfer, transferFromPayment } from './razorpayTransfers'
import { verifyPaymentSignature, verifyWebhookSignature } from './signatures'
import { checkOrderId, checkOrderInput, checkRefundInput, receiptReused } from './validate'

/** Checkout waits on order creation: a stalled provider must become a clear, retryable error, not a hung request. */
const DEFAULT_TIMEOUT_MS = 15_000

export type RazorpayGatewayOptions = {
  keyId: string
  keySecret: string
  /** RAZORPAY_WEBHOOK_SECRET; without it every webhook is refused (webhooksEnabled is false). */
  webhookSecret: string | null
  timeoutMs?: number
}

const PAYMENT_STATUSES: readonly PaymentStatus[] = ['created', 'authorized', 'captured', 'refunded', 'failed']
const ORDER_STATUSES: readonly GatewayOrder['status'][] = ['created', 'attempted', 'paid']
const REFUND_STATUSES: readonly GatewayRefund['status'][] = ['pending', 'processed', 'failed']

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null)
const whole = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null)

export class RazorpayGateway implements PaymentGateway {
  readonly mode = 'razorpay' as const
  readonly webhooksEnabled: boolean
  private readonly client: Razorpay
  private readonly keyId: string
  private readonly keySecret: string
  private readonly credentials: RazorpayCredentials
  private readonly webhookSecret: string | null
  private readonly timeoutMs: number

  constructor({ keyId, keySecret, webhookSecret, timeoutMs = DEFAULT_TIMEOUT_MS }: RazorpayGatewayOptions) {
    this.client = new Razorpay({ key_id: keyId, key_secret: keySecret })
    this.keyId = keyId
    this.keySecret = keySecret
    this.webhookSecret = webhookSecret || null
    this.webhooksEnabled = this.webhookSecret !== null
    this.timeoutMs = timeoutMs
    this.credentials = { keyId, keySecret, timeoutMs }
  }

  async createOrder(input: CreateOrderInput): Promise<GatewayOrder> {
    const { amountPaise, receipt, notes } = checkOrderInput(input)
    const action = 'create the order'
    // `unique_receipt` makes Razorpay answer a repeated create (a retry after a timeout) with the
    // order it already made for this receipt instead of a second one. The SDK's types predate it.
    const body: Orders.RazorpayOrderCreateRequestBody & { unique_receipt: true } = {
      amount: amountPaise,
      currency: 'INR',
      receipt,
      notes,
      unique_receipt: true,
    }
    const raw: unknown = await this.sdk(action, () => this.client.orders.create(body))
    if (!isRecord(raw)) throw unexpectedResponse(action, 'not an object')
    const id = text(raw.id)
    const amount = whole(raw.amount)
    const status = ORDER_STATUSES.find((s) => s === raw.status)
    if (!id || amount === null || !status || raw.currency !== 'INR') {
      throw unexpectedResponse(action, 'no id, amount, INR currency or known status')
    }
    // An earlier order for this receipt with another amount means the receipt was reused for a
    // different cart: paying it would charge the wrong amount.
    if (amount !== amountPaise) throw receiptReused(receipt, id, amount, amountPaise)
    return { id, amount, currency: 'INR', receipt, status }
  }

  verifyPaymentSignature(input: PaymentSignatureInput): boolean {
    return verifyPaymentSignature(input, this.keySecret)
  }

  verifyWebhookSignature(rawBody: Buffer | string, signature: unknown): boolean {
    return this.webhookSecret !== null && verifyWebhookSignature(rawBody, signature, this.webhookSecret)
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    const id = checkOrderId(orderId)
    const action = `list the payments of order ${id}`
    const raw: unknown = await this.sdk(action, () => this.client.orders.fetchPayments(id))
    if (!isRecord(raw) || !Array.isArray(raw.items)) throw unexpectedResponse(action, 'no list of items')
    return raw.items.map((item) => readPayment(item, action))
  }

  /**
   * Straight to the refunds endpoint rather than the SDK's payments.refund: the SDK cannot send
   * X-Refund-Idempotency, and without that header a retried refund (after a timeout) could pay
   * the buyer back twice.
   */
  async refund(input: RefundInput): Promise<GatewayRefund> {
    const { paymentId, amountPaise, idempotencyKey, notes } = checkRefundInput(input)
    const action = `refund payment ${paymentId}`
    // Same key, same body: Razorpay refuses a retry whose body differs from the first request.
    const body = await razorpayCall(
      this.credentials,
      action,
      'POST',
      `/v1/payments/${paymentId}/refund`,
      { amount: amountPaise, notes },
      {
        'X-Refund-Idempotency': idempotencyKey,
      },
    )
    const id = text(body.id)
    const amount = whole(body.amount)
    const status = REFUND_STATUSES.find((s) => s === body.status)
    if (!id || amount === null || !status) throw unexpectedResponse(action, 'no id, amount or known status')
    return { id, status, amount }
  }

  transferFromPayment(input: TransferInput): Promise<GatewayTransfer> {
    return transferFromPayment(this.credentials, input)
  }

  releaseTransfer(transferId: string): Promise<GatewayTransfer> {
    return releaseTransfer(this.credentials, transferId)
  }

  reverseTransfer(transferId: string): Promise<GatewayReversal> {
    return reverseTransfer(this.credentials, transferId)
  }

  fetchTransfer(transferId: string): Promise<GatewayTransfer> {
    return fetchTransfer(this.credentials, transferId)
  }

  publicCheckoutConfig(): PublicCheckoutConfig {
    return { mode: 'razorpay', keyId: this.keyId }
  }

  /** Route's linked accounts: cms/payments/linkedAccounts.ts. */
  createLinkedAccount(input: LinkedAccountInput): Promise<LinkedAccount> {
    return razorpayLinkedAccount(this.credentials, input)
  }

  /**
   * Runs one SDK call with a deadline. A call that times out may still complete at Razorpay; that
   * is safe because order creation repeats idempotently by receipt and listing only reads.
   */
  private async sdk<T>(action: string, call: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(fromTimeout(new Error(`no answer within ${this.timeoutMs} ms`), action)), this.timeoutMs)
    })
    try {
      return await Promise.race([call(), deadline])
    } catch (error) {
      throw fromSdkFailure(error, action)
    } finally {
      clearTimeout(timer)
    }
  }
}

function readPayment(item: unknown, action: string): GatewayPayment {
  if (!isRecord(item)) throw unexpectedResponse(action, 'a payment that is not an object')
  const id = text(item.id)
  const orderId = text(item.order_id)
  const amount = whole(item.amount)
  if (!id || !orderId || amount === null) throw unexpectedResponse(action, 'a payment without id, order_id or amount')
  // A state added by Razorpay later is not money we can act on: reconciliation treats it as undecided.
  const status = PAYMENT_STATUSES.find((s) => s === item.status) ?? 'created'
  return {
    id,
    order_id: orderId,
    amount,
    currency: 'INR',
    status,
    amount_refunded: whole(item.amount_refunded) ?? 0,
    error_code: text(item.error_code),
    error_description: text(item.error_description),
    created_at: whole(item.created_at) ?? 0,
  }
}
