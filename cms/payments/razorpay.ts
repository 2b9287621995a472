import Razorpay from 'razorpay'
import type { Orders } from 'razorpay/dist/types/orders'
import type {
  CreateOrderInput,
  GatewayOrder,
  GatewayPayment,
  GatewayRefund,
  PaymentGateway,
  PaymentSignatureInput,
  PaymentStatus,
  PublicCheckoutConfig,
  RefundInput,
} from './gateway'
import { razorpayLinkedAccount } from './linkedAccounts'
import type { LinkedAccount, LinkedAccountInput } from './linkedAccountTypes'
import { fromHttpFailure, fromNetworkFailure, fromSdkFailure, fromTimeout, unexpectedResponse } from './razorpayErrors'
import { verifyPaymentSignature, verifyWebhookSignature } from './signatures'
import { checkOrderId, checkOrderInput, checkRefundInput, receiptReused } from './validate'

/** The SDK hard-codes this host too; refunds go to it directly (see refund()). */
const RAZORPAY_API = 'https://api.razorpay.com'
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

type Raw = Record<string, unknown>
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null)
const whole = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null)

export class RazorpayGateway implements PaymentGateway {
  readonly mode = 'razorpay' as const
  readonly webhooksEnabled: boolean
  private readonly client: Razorpay
  private readonly keyId: string
  private readonly keySecret: string
  private readonly webhookSecret: string | null
  private readonly timeoutMs: number

  constructor({ keyId, keySecret, webhookSecret, timeoutMs = DEFAULT_TIMEOUT_MS }: RazorpayGatewayOptions) {
    this.client = new Razorpay({ key_id: keyId, key_secret: keySecret })
    this.keyId = keyId
    this.keySecret = keySecret
    this.webhookSecret = webhookSecret || null
    this.webhooksEnabled = this.webhookSecret !== null
    this.timeoutMs = timeoutMs
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
   * Straight to the refunds endpoint rather than the SDK's payments.refund: the SDK passes on only
   * its own short list of headers, so it cannot send X-Refund-Idempotency, and without that header
   * a retried refund (after a timeout) could pay the buyer back twice.
   */
  async refund(input: RefundInput): Promise<GatewayRefund> {
    const { paymentId, amountPaise, idempotencyKey, notes } = checkRefundInput(input)
    const action = `refund payment ${paymentId}`
    let response: Response
    let answer: string
    try {
      response = await fetch(`${RAZORPAY_API}/v1/payments/${paymentId}/refund`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`,
          'Content-Type': 'application/json',
          'X-Refund-Idempotency': idempotencyKey,
        },
        // Same key, same body: Razorpay refuses a retry whose body differs from the first request.
        body: JSON.stringify({ amount: amountPaise, notes }),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      answer = await response.text()
    } catch (error) {
      throw fromNetworkFailure(error, action)
    }
    const body = parseJson(answer)
    if (!response.ok) throw fromHttpFailure(response.status, body, action)
    if (!isRecord(body)) throw unexpectedResponse(action, 'not a JSON object')
    const id = text(body.id)
    const amount = whole(body.amount)
    const status = REFUND_STATUSES.find((s) => s === body.status)
    if (!id || amount === null || !status) throw unexpectedResponse(action, 'no id, amount or known status')
    return { id, status, amount }
  }

  publicCheckoutConfig(): PublicCheckoutConfig {
    return { mode: 'razorpay', keyId: this.keyId }
  }

  /** Route's linked accounts: cms/payments/linkedAccounts.ts. */
  createLinkedAccount(input: LinkedAccountInput): Promise<LinkedAccount> {
    return razorpayLinkedAccount({ keyId: this.keyId, keySecret: this.keySecret, timeoutMs: this.timeoutMs }, input)
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

/** A failed answer may be an HTML error page from a proxy: its body then says nothing we can use. */
function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown
  } catch {
    return null
  }
}
