import type {
  CreateOrderInput,
  GatewayOrder,
  GatewayPayment,
  GatewayRefund,
  GatewayReversal,
  GatewayTransfer,
  PaymentGateway,
  PaymentSignatureInput,
  PublicCheckoutConfig,
  RefundInput,
  TransferInput,
} from './gateway'
import { GatewayError } from './gateway'
import { derivedId, randomId } from './ids'
import type { LinkedAccount, LinkedAccountInput } from './linkedAccountTypes'
import { simulatedLinkedAccount } from './simulatorLinkedAccounts'
import { paymentSignature, verifyPaymentSignature, verifyWebhookSignature, webhookSignature } from './signatures'
import type { SimulatedOrderRecord, SimulatedPaymentRecord, SimulatorStore } from './simulatorStore'
import { SimulatedTransfers, type TransferEvent } from './simulatorTransfers'
import type { SimulatedEvent } from './simulatorWebhook'
import { webhookBody } from './simulatorWebhook'
import { checkOrderId, checkOrderInput, checkRefundInput, PAYMENT_ID_PATTERN, receiptReused } from './validate'

/**
 * Razorpay's behaviour without Razorpay, for development, the demo and tests: orders, payments
 * signed exactly as Razorpay signs them (so verification runs the same code), failures shaped
 * like checkout.js reports them, signed webhooks, and idempotent refunds. What Razorpay would
 * hold on its side lives in a SimulatorStore (payload.kv in the server).
 *
 * Ids: an order's id is derived from its receipt (the same receipt gives the same order on every
 * instance, as `unique_receipt` does at Razorpay); a refund's id from its idempotency key (the
 * same key gives the same refund); a payment's id is random, as each attempt is a new payment.
 */

export type SimulatorGatewayOptions = {
  /** Signs payments (Razorpay's key secret). */
  keySecret: string
  /** Signs webhooks (Razorpay's webhook secret). */
  webhookSecret: string
  store: SimulatorStore
  /** Unix seconds; tests may fix it. */
  now?: () => number
}

/** checkout.js' `handler` argument after a successful payment. */
export type CheckoutSuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }

/** checkout.js' `payment.failed` event argument. */
export type CheckoutFailure = {
  error: {
    code: string
    description: string
    source: string
    step: string
    reason: string
    metadata: { order_id: string; payment_id: string }
  }
}

export type SimulatedPayment = {
  /** What the browser receives, exactly as from Razorpay's checkout. */
  checkout: CheckoutSuccess | CheckoutFailure
  /** The payment as fetchOrderPayments will now report it. */
  payment: GatewayPayment
}

/** What a webhook request carries: send `rawBody` as the body, unchanged, with these headers. */
export type SimulatedWebhook = {
  rawBody: string
  headers: { 'content-type': 'application/json'; 'x-razorpay-signature': string; 'x-razorpay-event-id': string }
}

const DEFAULT_FAILURE = 'Payment failed because the bank declined it (simulated).'
const NAMESPACE = 'payments-simulator'
const orderKey = (id: string) => `${NAMESPACE}:order:${id}`
const paymentKey = (id: string) => `${NAMESPACE}:payment:${id}`
const refundKey = (id: string) => `${NAMESPACE}:refund:${id}`

/** Where a refund id points, so a key reused for another payment or amount is refused as Razorpay does. */
type RefundIndexRecord = { id: string; payment_id: string; amount: number }

const invalid = (message: string) => new GatewayError('invalid_request', message, { httpStatus: 400, providerCode: 'BAD_REQUEST_ERROR' })
const notFound = () => invalid('The id provided does not exist')
const keyReused = () => invalid('Different request with the same idempotency key has already been processed.')
const isPaid = (p: SimulatedPaymentRecord) => p.status === 'captured' || p.status === 'refunded'

/**
 * Razorpay applies the refunds of one payment one after another; the simulator's records are read
 * and written whole, so two refunds of one payment at once (two returned lines of an order, say)
 * would each add theirs to the same old record and one would be lost. In this process they wait
 * their turn; across instances the store's last write still wins (simulatorStore.ts).
 */
const paymentTurns = new Map<string, Promise<unknown>>()
function inTurn<T>(paymentId: string, work: () => Promise<T>): Promise<T> {
  const previous = paymentTurns.get(paymentId) ?? Promise.resolve()
  const mine = previous.catch(() => undefined).then(work)
  const settled = mine.catch(() => undefined)
  paymentTurns.set(paymentId, settled)
  void settled.then(() => {
    if (paymentTurns.get(paymentId) === settled) paymentTurns.delete(paymentId)
  })
  return mine
}

function publicPayment({ refunds: _refunds, ...payment }: SimulatedPaymentRecord): GatewayPayment {
  return payment
}

export class SimulatorGateway implements PaymentGateway {
  readonly mode = 'simulator' as const
  readonly webhooksEnabled = true
  private readonly keySecret: string
  private readonly webhookSecret: string
  private readonly store: SimulatorStore
  private readonly now: () => number
  private readonly transfers: SimulatedTransfers

  constructor({ keySecret, webhookSecret, store, now = () => Math.floor(Date.now() / 1000) }: SimulatorGatewayOptions) {
    this.keySecret = keySecret
    this.webhookSecret = webhookSecret
    this.store = store
    this.now = now
    this.transfers = new SimulatedTransfers(store, keySecret, now)
  }

  async createOrder(input: CreateOrderInput): Promise<GatewayOrder> {
    const { amountPaise, receipt, notes } = checkOrderInput(input)
    const id = derivedId('order', this.keySecret, receipt)
    const existing = await this.store.get<SimulatedOrderRecord>(orderKey(id))
    if (existing) {
      if (existing.amount !== amountPaise) throw receiptReused(receipt, id, existing.amount, amountPaise)
      return this.orderView(existing)
    }
    const order: SimulatedOrderRecord = {
      id,
      amount: amountPaise,
      currency: 'INR',
      receipt,
      notes,
      created_at: this.now(),
      payment_ids: [],
    }
    await this.store.set(orderKey(id), order)
    return this.orderView(order)
  }

  verifyPaymentSignature(input: PaymentSignatureInput): boolean {
    return verifyPaymentSignature(input, this.keySecret)
  }

  verifyWebhookSignature(rawBody: Buffer | string, signature: unknown): boolean {
    return verifyWebhookSignature(rawBody, signature, this.webhookSecret)
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    const order = await this.order(checkOrderId(orderId))
    return (await this.paymentsOf(order)).map(publicPayment)
  }

  /**
   * What the simulator's dialog does when the tester pays or fails: records the payment (captured
   * at once, as Razorpay's orders capture automatically) and returns what checkout.js would hand
   * the page. An order takes one successful payment; failed attempts may be followed by others.
   */
  async simulatePayment(
    orderId: string,
    outcome: 'success' | 'failure',
    options: { description?: string } = {},
  ): Promise<SimulatedPayment> {
    const order = await this.order(checkOrderId(orderId))
    if ((await this.paymentsOf(order)).some(isPaid)) throw invalid(`Order ${order.id} has already been paid.`)
    const id = randomId('pay')
    const failed = outcome === 'failure'
    const description = options.description?.trim() || DEFAULT_FAILURE
    const payment: SimulatedPaymentRecord = {
      id,
      order_id: order.id,
      amount: order.amount,
      currency: 'INR',
      status: failed ? 'failed' : 'captured',
      amount_refunded: 0,
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? description : null,
      created_at: this.now(),
      refunds: [],
    }
    // The payment first: an order listing a payment that is not stored would break every later read.
    await this.store.set(paymentKey(id), payment)
    await this.store.set(orderKey(order.id), { ...order, payment_ids: [...order.payment_ids, id] })
    const checkout: CheckoutSuccess | CheckoutFailure = failed
      ? {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description,
            source: 'bank',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: { order_id: order.id, payment_id: id },
          },
        }
      : { razorpay_order_id: order.id, razorpay_payment_id: id, razorpay_signature: paymentSignature(order.id, id, this.keySecret) }
    return { checkout, payment: publicPayment(payment) }
  }

  /**
   * The webhook Razorpay would send about a stored payment, in Razorpay's JSON shape and signed
   * with the webhook secret. The event id is derived from the event and payment, so building the
   * same event twice gives what a redelivery looks like (same id) for deduplication tests.
   */
  async simulateWebhook(event: SimulatedEvent, paymentId: string, options: { eventId?: string } = {}): Promise<SimulatedWebhook> {
    const payment = await this.payment(paymentId)
    const wanted = event === 'payment.failed' ? payment.status === 'failed' : isPaid(payment)
    if (!wanted) throw invalid(`Payment ${payment.id} is ${payment.status}: Razorpay would not send ${event} about it.`)
    const order = await this.order(payment.order_id)
    const accountId = derivedId('acc', this.webhookSecret, 'account')
    const rawBody = JSON.stringify(webhookBody({ event, payment, order, accountId, createdAt: this.now() }))
    return {
      rawBody,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(rawBody, this.webhookSecret),
        'x-razorpay-event-id': options.eventId ?? derivedId('evt', this.webhookSecret, `${event}|${payment.id}`),
      },
    }
  }

  async refund(input: RefundInput): Promise<GatewayRefund> {
    const checked = checkRefundInput(input)
    return inTurn(checked.paymentId, () => this.refundNow(checked))
  }

  private async refundNow({ paymentId, amountPaise, idempotencyKey }: ReturnType<typeof checkRefundInput>): Promise<GatewayRefund> {
    const id = derivedId('rfnd', this.keySecret, idempotencyKey)
    const known = await this.store.get<RefundIndexRecord>(refundKey(id))
    if (known && (known.payment_id !== paymentId || known.amount !== amountPaise)) throw keyReused()
    const payment = await this.payment(paymentId)
    const earlier = payment.refunds.find((r) => r.id === id)
    if (earlier) {
      if (earlier.amount !== amountPaise) throw keyReused()
      return { id, status: 'processed', amount: earlier.amount }
    }
    if (payment.status === 'refunded') throw invalid('The payment has been fully refunded already.')
    if (payment.status !== 'captured') throw invalid(`Payment ${payment.id} is ${payment.status}: only a captured payment can be refunded.`)
    if (amountPaise > payment.amount - payment.amount_refunded) {
      throw invalid('The refund amount provided is greater than amount captured and not yet refunded.')
    }
    const refunded = payment.amount_refunded + amountPaise
    // One write records the refund and the payment's new state together; the index after it only
    // serves to refuse a reused key, so losing it to a crash loses no money.
    await this.store.set(paymentKey(payment.id), {
      ...payment,
      amount_refunded: refunded,
      status: refunded === payment.amount ? 'refunded' : 'captured',
      refunds: [...payment.refunds, { id, amount: amountPaise }],
    })
    await this.store.set(refundKey(id), { id, payment_id: payment.id, amount: amountPaise } satisfies RefundIndexRecord)
    return { id, status: 'processed', amount: amountPaise }
  }

  transferFromPayment(input: TransferInput): Promise<GatewayTransfer> {
    return this.transfers.create(input)
  }

  releaseTransfer(transferId: string): Promise<GatewayTransfer> {
    return this.transfers.release(transferId)
  }

  reverseTransfer(transferId: string): Promise<GatewayReversal> {
    return this.transfers.reverse(transferId)
  }

  fetchTransfer(transferId: string): Promise<GatewayTransfer> {
    return this.transfers.fetch(transferId)
  }

  /** Makes a transfer fail as a bank's refusal would (then simulateTransferWebhook('transfer.failed', …)). */
  simulateTransferFailure(transferId: string, reason: string): Promise<GatewayTransfer> {
    return this.transfers.fail(transferId, reason)
  }

  /** The webhook Razorpay would send about a transfer, signed; the event id derives from the event and transfer. */
  async simulateTransferWebhook(event: TransferEvent, transferId: string): Promise<SimulatedWebhook> {
    const accountId = derivedId('acc', this.webhookSecret, 'account')
    const rawBody = JSON.stringify(await this.transfers.webhookBody(event, transferId, accountId))
    return {
      rawBody,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(rawBody, this.webhookSecret),
        'x-razorpay-event-id': derivedId('evt', this.webhookSecret, `${event}|${transferId}`),
      },
    }
  }

  publicCheckoutConfig(): PublicCheckoutConfig {
    return { mode: 'simulator' }
  }

  /** Route's linked accounts, simulated: cms/payments/simulatorLinkedAccounts.ts. */
  createLinkedAccount(input: LinkedAccountInput): Promise<LinkedAccount> {
    return simulatedLinkedAccount(this.store, this.keySecret, input)
  }

  private async order(id: string): Promise<SimulatedOrderRecord> {
    const order = await this.store.get<SimulatedOrderRecord>(orderKey(id))
    if (!order) throw notFound()
    return order
  }

  private async payment(id: string): Promise<SimulatedPaymentRecord> {
    if (!PAYMENT_ID_PATTERN.test(id)) throw invalid(`"${id}" is not a payment id.`)
    const payment = await this.store.get<SimulatedPaymentRecord>(paymentKey(id))
    if (!payment) throw notFound()
    return payment
  }

  private async paymentsOf(order: SimulatedOrderRecord): Promise<SimulatedPaymentRecord[]> {
    return Promise.all(order.payment_ids.map((id) => this.payment(id)))
  }

  /** Razorpay's order states: 'attempted' once any payment was tried, 'paid' once one was captured. */
  private async orderView(order: SimulatedOrderRecord): Promise<GatewayOrder> {
    const payments = await this.paymentsOf(order)
    const status = payments.some(isPaid) ? 'paid' : payments.length > 0 ? 'attempted' : 'created'
    return { id: order.id, amount: order.amount, currency: 'INR', receipt: order.receipt, status }
  }
}
