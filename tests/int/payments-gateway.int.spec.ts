import nock from 'nock'
import { useNock } from './helpers/nock'
import { createHmac } from 'node:crypto'
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GatewayError } from '../../cms/payments/gateway'
import { paymentGateway, simulatorSecrets } from '../../cms/payments'
import { RazorpayGateway } from '../../cms/payments/razorpay'
import { paymentSignature, verifyPaymentSignature, verifyWebhookSignature } from '../../cms/payments/signatures'
import type { SimulatorGateway } from '../../cms/payments/simulator'
import type { SimulatorStore } from '../../cms/payments/simulatorStore'
import { memoryStore } from '../../cms/payments/simulatorStore'
import { startPayload, type TestPayload } from './helpers/payload'
import { makeUser } from './helpers/users'

/**
 * The payment gateway on its own: Razorpay's real code path (SDK and refund call) against
 * intercepted HTTP with response bodies shaped as in Razorpay's API reference, the signature
 * checks against fixed vectors and the SDK's own functions, and the simulator, in memory and on
 * Payload's key-value store.
 */

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag'
const KEY_SECRET = 'kala_test_key_secret_0001'
const WEBHOOK_SECRET = 'kala_webhook_secret_0001'
const PAYLOAD_SECRET = 'payload-secret-for-payments-tests-0123456789'
const API = 'https://api.razorpay.com'

async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  )
  expect(outcome).toBeInstanceOf(GatewayError)
  return outcome as GatewayError
}

/** The factory's choice without Razorpay keys, narrowed on `mode` as the server will. */
function simulator(
  store: SimulatorStore = memoryStore(),
  env: { RAZORPAY_WEBHOOK_SECRET?: string; PAYLOAD_SECRET?: string } = {},
): SimulatorGateway {
  const gateway = paymentGateway({ PAYLOAD_SECRET, ...env }, { store })
  if (gateway.mode !== 'simulator') throw new Error('expected the simulator without Razorpay keys')
  return gateway
}

describe('payment signature (HMAC-SHA256 of order_id|payment_id under the key secret)', () => {
  const orderId = 'order_DaaS6LOUAASb7Y'
  const paymentId = 'pay_N8FUmetkCE2hZP'
  // `printf 'order_DaaS6LOUAASb7Y|pay_N8FUmetkCE2hZP' | openssl dgst -sha256 -hmac kala_test_key_secret_0001`
  const known = '1a2bf86e27e720c657e3ae28ae48656e1308b8519b130e2e3688c98bc33900b2'

  it('matches a vector computed by openssl, node:crypto and the Razorpay SDK alike', () => {
    expect(createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex')).toBe(known)
    expect(paymentSignature(orderId, paymentId, KEY_SECRET)).toBe(known)
    expect(verifyPaymentSignature({ orderId, paymentId, signature: known }, KEY_SECRET)).toBe(true)
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, known, KEY_SECRET)).toBe(true)
  })

  it('refuses a tampered, reordered, short, long, non-hex, upper-case or missing signature without throwing', () => {
    const tampered = `${known.slice(0, -1)}${known.endsWith('0') ? '1' : '0'}`
    const cases: unknown[] = [
      tampered,
      paymentSignature(paymentId, orderId, KEY_SECRET),
      paymentSignature(orderId, paymentId, 'another-secret'),
      known.slice(0, 63),
      known.slice(0, 32),
      `${known}00`,
      'z'.repeat(64),
      known.toUpperCase(),
      '',
      undefined,
      null,
      64,
      [known],
      { signature: known },
    ]
    for (const signature of cases) expect(verifyPaymentSignature({ orderId, paymentId, signature }, KEY_SECRET)).toBe(false)
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, tampered, KEY_SECRET)).toBe(false)
  })

  it('refuses a signature checked against another order or payment, or with an empty secret', () => {
    expect(verifyPaymentSignature({ orderId: 'order_Eoryq8z9wd0y7i', paymentId, signature: known }, KEY_SECRET)).toBe(false)
    expect(verifyPaymentSignature({ orderId, paymentId: 'pay_EpMr7r6DRIdYPO', signature: known }, KEY_SECRET)).toBe(false)
    expect(verifyPaymentSignature({ orderId: undefined, paymentId, signature: known }, KEY_SECRET)).toBe(false)
    expect(verifyPaymentSignature({ orderId, paymentId, signature: known }, '')).toBe(false)
  })
})

describe('webhook signature (HMAC-SHA256 of the raw body under the webhook secret)', () => {
  const rawBody =
    '{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_N8FUmetkCE2hZP","amount":250000}}}}'
  // `printf '<rawBody>' | openssl dgst -sha256 -hmac kala_webhook_secret_0001`
  const known = 'c9b6c9dab13348b737bdc6f02405ab32a25fd9701f6eb0f61da909dcd44b6321'

  it('accepts the raw bytes, as a string or a Buffer, as the SDK does', () => {
    expect(verifyWebhookSignature(rawBody, known, WEBHOOK_SECRET)).toBe(true)
    expect(verifyWebhookSignature(Buffer.from(rawBody), known, WEBHOOK_SECRET)).toBe(true)
    expect(validateWebhookSignature(rawBody, known, WEBHOOK_SECRET)).toBe(true)
  })

  it('refuses the same JSON re-serialised with other spacing, another secret or a tampered body', () => {
    const reserialised = JSON.stringify(JSON.parse(rawBody), null, 2)
    expect(JSON.parse(reserialised)).toEqual(JSON.parse(rawBody))
    expect(verifyWebhookSignature(reserialised, known, WEBHOOK_SECRET)).toBe(false)
    expect(verifyWebhookSignature(rawBody.replace('250000', '250001'), known, WEBHOOK_SECRET)).toBe(false)
    expect(verifyWebhookSignature(rawBody, known, KEY_SECRET)).toBe(false)
    expect(verifyWebhookSignature(rawBody, known, '')).toBe(false)
    expect(verifyWebhookSignature(rawBody, undefined, WEBHOOK_SECRET)).toBe(false)
    expect(verifyWebhookSignature(rawBody, [known], WEBHOOK_SECRET)).toBe(false)
  })

  it('hashes bytes that are not valid UTF-8 as received (the SDK decodes them first and fails)', () => {
    const bytes = Buffer.concat([Buffer.from('{"note":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')])
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(bytes).digest('hex')
    expect(verifyWebhookSignature(bytes, signature, WEBHOOK_SECRET)).toBe(true)
    expect(validateWebhookSignature(bytes as unknown as string, signature, WEBHOOK_SECRET)).toBe(false)
  })
})

describe('Razorpay gateway through intercepted HTTP', () => {
  const gateway = new RazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, timeoutMs: 2_000 })
  const razorpay = () => nock(API).matchHeader('authorization', `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`)

  // Shaped as the order entity in Razorpay's "Create an Order" reference.
  const orderEntity = {
    id: 'order_IluGWxBm9U8zJ8',
    entity: 'order',
    amount: 250000,
    amount_paid: 0,
    amount_due: 250000,
    currency: 'INR',
    receipt: 'kala-42-a1',
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: { kalaOrder: '42' },
    created_at: 1636612345,
  }

  useNock()
  afterEach(() => {
    const pending = nock.pendingMocks()
    nock.cleanAll()
    expect(pending).toEqual([])
  })

  it('creates an order with unique_receipt and the amount in paise, and reads Razorpay’s answer', async () => {
    let sent: unknown
    razorpay()
      .post('/v1/orders', (body) => {
        sent = body
        return true
      })
      .reply(200, orderEntity)
    const order = await gateway.createOrder({ amountPaise: 250000, currency: 'INR', receipt: 'kala-42-a1', notes: { kalaOrder: '42' } })
    expect(sent).toEqual({ amount: 250000, currency: 'INR', receipt: 'kala-42-a1', notes: { kalaOrder: '42' }, unique_receipt: true })
    expect(order).toEqual({ id: 'order_IluGWxBm9U8zJ8', amount: 250000, currency: 'INR', receipt: 'kala-42-a1', status: 'created' })
  })

  it('passes on the state of the order Razorpay returns for a retried receipt', async () => {
    razorpay()
      .post('/v1/orders')
      .reply(200, { ...orderEntity, status: 'attempted', attempts: 1 })
    const order = await gateway.createOrder({ amountPaise: 250000, currency: 'INR', receipt: 'kala-42-a1' })
    expect(order).toMatchObject({ id: 'order_IluGWxBm9U8zJ8', status: 'attempted' })
  })

  it('refuses an existing order for the receipt when its amount differs from the one asked', async () => {
    razorpay().post('/v1/orders').reply(200, orderEntity)
    const error = await failure(gateway.createOrder({ amountPaise: 300000, currency: 'INR', receipt: 'kala-42-a1' }))
    expect(error).toMatchObject({ code: 'receipt_reused', retryable: false })
    expect(error.message).toContain('order_IluGWxBm9U8zJ8 of 250000 paise, not 300000')
  })

  it('refuses amounts that are not whole paise of at least 100, other currencies and bad receipts before any call', async () => {
    const bad: unknown[] = [99, 0, -100, 100.5, Number.NaN, Number.POSITIVE_INFINITY, '25000', null]
    for (const amountPaise of bad) {
      const error = await failure(gateway.createOrder({ amountPaise: amountPaise as number, currency: 'INR', receipt: 'r-1' }))
      expect(error).toMatchObject({ code: 'invalid_request', retryable: false })
      expect(error.message).toContain('at least 100')
    }
    await expect(gateway.createOrder({ amountPaise: 100, currency: 'USD' as 'INR', receipt: 'r-1' })).rejects.toThrow('Only INR')
    await expect(gateway.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'x'.repeat(41) })).rejects.toThrow('1 to 40')
    await expect(gateway.createOrder({ amountPaise: 100, currency: 'INR', receipt: ' ' })).rejects.toThrow('1 to 40')
    const tooMany = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, 'v']))
    await expect(gateway.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r-1', notes: tooMany })).rejects.toThrow('15 pairs')
  })

  it('turns Razorpay’s 400 into a non-retryable error carrying its description', async () => {
    razorpay()
      .post('/v1/orders')
      .reply(400, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The amount must be at least INR 1.00',
          source: 'business',
          step: 'payment_initiation',
          reason: 'input_validation_failed',
          metadata: {},
          field: 'amount',
        },
      })
    const error = await failure(gateway.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r-400' }))
    expect(error).toMatchObject({ code: 'invalid_request', retryable: false, httpStatus: 400, providerCode: 'BAD_REQUEST_ERROR' })
    expect(error.message).toBe('Razorpay refused to create the order: The amount must be at least INR 1.00')
  })

  it('names the key variables when Razorpay refuses the keys (401)', async () => {
    razorpay()
      .post('/v1/orders')
      .reply(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } })
    const error = await failure(gateway.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r-401' }))
    expect(error).toMatchObject({ code: 'authentication', retryable: false, httpStatus: 401 })
    expect(error.message).toContain('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET')
  })

  it('marks a 500 from Razorpay as retryable', async () => {
    razorpay()
      .post('/v1/orders')
      .reply(500, {
        error: { code: 'SERVER_ERROR', description: 'The server encountered an error. The incident has been reported to admins' },
      })
    const error = await failure(gateway.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r-500' }))
    expect(error).toMatchObject({ code: 'provider_unavailable', retryable: true, httpStatus: 500, providerCode: 'SERVER_ERROR' })
    expect(error.message).toBe('Razorpay could not create the order (HTTP 500); try again shortly.')
  })

  it('marks a connection failure and a stalled answer as retryable network errors', async () => {
    razorpay()
      .post('/v1/orders')
      .replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))
    const reset = await failure(gateway.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r-reset' }))
    expect(reset).toMatchObject({ code: 'network', retryable: true, httpStatus: null })
    expect(reset.message).toBe('Could not reach Razorpay to create the order; try again shortly.')

    const impatient = new RazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: null, timeoutMs: 100 })
    razorpay().post('/v1/orders').delay(1_000).reply(200, orderEntity)
    const stalled = await failure(impatient.createOrder({ amountPaise: 250000, currency: 'INR', receipt: 'kala-42-a1' }))
    expect(stalled).toMatchObject({ code: 'network', retryable: true })
    expect(stalled.message).toBe(
      'Razorpay did not answer in time when asked to create the order (no answer within 100 ms); try again shortly.',
    )
  })

  it('lists the payments of an order for reconciliation', async () => {
    // Shaped as Razorpay's "Fetch Payments for an Order" example: a failed UPI attempt, then a captured card payment.
    const payment = {
      entity: 'payment',
      currency: 'INR',
      order_id: 'order_N8FRN5zTm5S3wx',
      invoice_id: null,
      international: false,
      refund_status: null,
      description: null,
      bank: null,
      wallet: null,
      email: 'buyer@example.com',
      contact: '+919000090000',
      notes: [],
      acquirer_data: {},
    }
    razorpay()
      .get('/v1/orders/order_N8FRN5zTm5S3wx/payments')
      .reply(200, {
        entity: 'collection',
        count: 2,
        items: [
          {
            ...payment,
            id: 'pay_N8FUmetkCE2hZP',
            amount: 250000,
            status: 'failed',
            method: 'upi',
            amount_refunded: 0,
            captured: false,
            vpa: 'buyer@upi',
            fee: null,
            tax: null,
            error_code: 'BAD_REQUEST_ERROR',
            error_description: 'Payment was unsuccessful as you may have entered an incorrect UPI PIN.',
            error_source: 'customer',
            error_step: 'payment_authorization',
            error_reason: 'incorrect_pin',
            created_at: 1700000000,
          },
          {
            ...payment,
            id: 'pay_N8FVRKGOt6Kc3S',
            amount: 250000,
            status: 'captured',
            method: 'card',
            amount_refunded: 0,
            captured: true,
            card_id: 'card_N8FVRPG5dfPJpK',
            fee: 5900,
            tax: 900,
            error_code: null,
            error_description: null,
            error_source: null,
            error_step: null,
            error_reason: null,
            created_at: 1700000060,
          },
        ],
      })
    const payments = await gateway.fetchOrderPayments('order_N8FRN5zTm5S3wx')
    expect(payments).toEqual([
      {
        id: 'pay_N8FUmetkCE2hZP',
        order_id: 'order_N8FRN5zTm5S3wx',
        amount: 250000,
        currency: 'INR',
        status: 'failed',
        amount_refunded: 0,
        error_code: 'BAD_REQUEST_ERROR',
        error_description: 'Payment was unsuccessful as you may have entered an incorrect UPI PIN.',
        created_at: 1700000000,
      },
      {
        id: 'pay_N8FVRKGOt6Kc3S',
        order_id: 'order_N8FRN5zTm5S3wx',
        amount: 250000,
        currency: 'INR',
        status: 'captured',
        amount_refunded: 0,
        error_code: null,
        error_description: null,
        created_at: 1700000060,
      },
    ])
  })

  it('maps a 400 for an unknown order and refuses ids that could change the URL path', async () => {
    razorpay()
      .get('/v1/orders/order_Zzzzzzzzzzzzzz/payments')
      .reply(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } })
    const unknown = await failure(gateway.fetchOrderPayments('order_Zzzzzzzzzzzzzz'))
    expect(unknown).toMatchObject({ code: 'invalid_request', httpStatus: 400 })
    expect(unknown.message).toContain('The id provided does not exist')
    for (const id of ['../payments/pay_N8FUmetkCE2hZP/refund', 'order_abc/../x', 'pay_N8FUmetkCE2hZP', '']) {
      expect(await failure(gateway.fetchOrderPayments(id))).toMatchObject({ code: 'invalid_request', httpStatus: null })
    }
  })

  it('refunds through the refunds endpoint with X-Refund-Idempotency, sending a retry byte for byte the same', async () => {
    const seen: { body: string; key: string | string[] | undefined }[] = []
    // Shaped as the refund entity in Razorpay's refunds reference.
    const refundEntity = {
      id: 'rfnd_FgRAHdNOM4ZVbO',
      entity: 'refund',
      amount: 250000,
      currency: 'INR',
      payment_id: 'pay_29QQoUBi66xm2f',
      notes: { reason: 'cancelled before packing' },
      receipt: null,
      acquirer_data: { arn: null },
      created_at: 1700000500,
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    }
    razorpay()
      .matchHeader('x-refund-idempotency', 'refund-order_IluGWxBm9U8zJ8')
      .matchHeader('content-type', 'application/json')
      .post('/v1/payments/pay_29QQoUBi66xm2f/refund')
      .times(2)
      .reply(function (_uri, body) {
        seen.push({ body: JSON.stringify(body), key: this.req.headers['x-refund-idempotency'] })
        return [200, refundEntity]
      })
    const input = {
      paymentId: 'pay_29QQoUBi66xm2f',
      amountPaise: 250000,
      idempotencyKey: 'refund-order_IluGWxBm9U8zJ8',
      notes: { reason: 'cancelled before packing' },
    }
    const first = await gateway.refund(input)
    const retried = await gateway.refund(input)
    expect(first).toEqual({ id: 'rfnd_FgRAHdNOM4ZVbO', status: 'processed', amount: 250000 })
    expect(retried).toEqual(first)
    expect(seen).toHaveLength(2)
    expect(JSON.parse(seen[0].body)).toEqual({ amount: 250000, notes: { reason: 'cancelled before packing' } })
    expect(seen[1]).toEqual(seen[0])
  })

  it('maps refund failures: a different request with the key, one still in progress, a 502 page, no answer', async () => {
    const input = { paymentId: 'pay_29QQoUBi66xm2f', amountPaise: 10000, idempotencyKey: 'refund-key-0000000001' }
    razorpay()
      .post('/v1/payments/pay_29QQoUBi66xm2f/refund')
      .reply(400, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Different request with the same idempotency key has already been processed.',
          source: 'NA',
          step: 'NA',
          reason: 'NA',
          metadata: {},
        },
      })
    const reused = await failure(gateway.refund(input))
    expect(reused).toMatchObject({ code: 'invalid_request', retryable: false, httpStatus: 400 })
    expect(reused.message).toContain('Different request with the same idempotency key')

    razorpay()
      .post('/v1/payments/pay_29QQoUBi66xm2f/refund')
      .reply(409, { error: { code: 'BAD_REQUEST_ERROR', description: 'Request is being processed' } })
    expect(await failure(gateway.refund(input))).toMatchObject({ code: 'in_progress', retryable: true, httpStatus: 409 })

    razorpay().post('/v1/payments/pay_29QQoUBi66xm2f/refund').reply(502, '<html><body>Bad Gateway</body></html>')
    expect(await failure(gateway.refund(input))).toMatchObject({ code: 'provider_unavailable', retryable: true, httpStatus: 502 })

    razorpay()
      .post('/v1/payments/pay_29QQoUBi66xm2f/refund')
      .replyWithError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
    expect(await failure(gateway.refund(input))).toMatchObject({ code: 'network', retryable: true })

    const impatient = new RazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: null, timeoutMs: 100 })
    razorpay().post('/v1/payments/pay_29QQoUBi66xm2f/refund').delay(1_000).reply(200, {})
    const stalled = await failure(impatient.refund(input))
    expect(stalled).toMatchObject({ code: 'network', retryable: true })
    expect(stalled.message).toContain('did not answer in time')
  })

  it('refuses a refund with a short or odd idempotency key, a bad amount or a bad payment id before any call', async () => {
    const base = { paymentId: 'pay_29QQoUBi66xm2f', amountPaise: 10000, idempotencyKey: 'refund-key-0000000001' }
    for (const input of [
      { ...base, idempotencyKey: 'short' },
      { ...base, idempotencyKey: 'has spaces in it' },
      { ...base, amountPaise: 50 },
      { ...base, paymentId: 'pay_../../orders' },
    ]) {
      expect(await failure(gateway.refund(input))).toMatchObject({ code: 'invalid_request' })
    }
  })

  it('gives the storefront the public key only, and verifies webhooks only with a webhook secret', () => {
    expect(gateway.publicCheckoutConfig()).toEqual({ mode: 'razorpay', keyId: KEY_ID })
    const body = '{"event":"order.paid"}'
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex')
    expect(gateway.webhooksEnabled).toBe(true)
    expect(gateway.verifyWebhookSignature(body, signature)).toBe(true)
    const unsigned = new RazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: null })
    expect(unsigned.webhooksEnabled).toBe(false)
    expect(unsigned.verifyWebhookSignature(body, signature)).toBe(false)
    expect(unsigned.verifyWebhookSignature(body, createHmac('sha256', '').update(body).digest('hex'))).toBe(false)
  })
})

describe('gateway choice', () => {
  it('is Razorpay with both keys, and the simulator without', () => {
    const real = paymentGateway({ PAYLOAD_SECRET, RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET }, { store: memoryStore() })
    expect(real.mode).toBe('razorpay')
    expect(real.webhooksEnabled).toBe(false)
    expect(real.publicCheckoutConfig()).toEqual({ mode: 'razorpay', keyId: KEY_ID })
    const local = paymentGateway({ PAYLOAD_SECRET }, { store: memoryStore() })
    expect(local.mode).toBe('simulator')
    expect(local.webhooksEnabled).toBe(true)
    expect(local.publicCheckoutConfig()).toEqual({ mode: 'simulator' })
  })

  it('refuses the simulator in production unless it is asked for by name (no free checkouts when keys are forgotten)', () => {
    expect(() => paymentGateway({ PAYLOAD_SECRET, NODE_ENV: 'production' }, { store: memoryStore() })).toThrow(
      'Invalid configuration: production takes real payments: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENTS_SIMULATOR=true for the payment simulator (a demo: no money moves). See .env.example.',
    )
    expect(paymentGateway({ PAYLOAD_SECRET, NODE_ENV: 'production', PAYMENTS_SIMULATOR: true }, { store: memoryStore() }).mode).toBe(
      'simulator',
    )
    const real = { PAYLOAD_SECRET, NODE_ENV: 'production', RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET } as const
    expect(paymentGateway(real, { store: memoryStore() }).mode).toBe('razorpay')
  })

  it('derives the simulator’s secrets from PAYLOAD_SECRET, and takes RAZORPAY_WEBHOOK_SECRET for webhooks when set', () => {
    const derived = simulatorSecrets({ PAYLOAD_SECRET })
    expect(simulatorSecrets({ PAYLOAD_SECRET })).toEqual(derived)
    expect(derived.keySecret).toMatch(/^[0-9a-f]{64}$/)
    expect(derived.webhookSecret).not.toBe(derived.keySecret)
    expect(simulatorSecrets({ PAYLOAD_SECRET: `${PAYLOAD_SECRET}-other` }).keySecret).not.toBe(derived.keySecret)
    expect(simulatorSecrets({ PAYLOAD_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET })).toEqual({
      keySecret: derived.keySecret,
      webhookSecret: WEBHOOK_SECRET,
    })
  })
})

describe('simulator', () => {
  it('gives the same receipt the same Razorpay-shaped order on every instance sharing the store, and refuses it for another amount', async () => {
    const store = memoryStore()
    const a = simulator(store)
    const b = simulator(store)
    const first = await a.createOrder({ amountPaise: 180000, currency: 'INR', receipt: 'kala-7-a1' })
    expect(first).toEqual({
      id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
      amount: 180000,
      currency: 'INR',
      receipt: 'kala-7-a1',
      status: 'created',
    })
    expect(await b.createOrder({ amountPaise: 180000, currency: 'INR', receipt: 'kala-7-a1' })).toEqual(first)
    const next = await a.createOrder({ amountPaise: 180000, currency: 'INR', receipt: 'kala-7-a2' })
    expect(next.id).not.toBe(first.id)
    expect(await failure(b.createOrder({ amountPaise: 190000, currency: 'INR', receipt: 'kala-7-a1' }))).toMatchObject({
      code: 'receipt_reused',
      retryable: false,
    })
    expect(await failure(a.createOrder({ amountPaise: 99, currency: 'INR', receipt: 'kala-7-a3' }))).toMatchObject({
      code: 'invalid_request',
    })
  })

  it('signs a successful payment as Razorpay does: the same check passes it in both gateways and in the SDK', async () => {
    const sim = simulator()
    const order = await sim.createOrder({ amountPaise: 180000, currency: 'INR', receipt: 'kala-8-a1' })
    const { checkout, payment } = await sim.simulatePayment(order.id, 'success')
    if ('error' in checkout) throw new Error('expected a successful checkout')
    expect(checkout).toEqual({
      razorpay_order_id: order.id,
      razorpay_payment_id: expect.stringMatching(/^pay_[0-9A-Za-z]{14}$/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(payment).toMatchObject({ id: checkout.razorpay_payment_id, order_id: order.id, amount: 180000, status: 'captured' })
    const input = { orderId: checkout.razorpay_order_id, paymentId: checkout.razorpay_payment_id, signature: checkout.razorpay_signature }
    expect(sim.verifyPaymentSignature(input)).toBe(true)
    const { keySecret } = simulatorSecrets({ PAYLOAD_SECRET })
    expect(new RazorpayGateway({ keyId: KEY_ID, keySecret, webhookSecret: null }).verifyPaymentSignature(input)).toBe(true)
    expect(
      validatePaymentVerification({ order_id: input.orderId, payment_id: input.paymentId }, checkout.razorpay_signature, keySecret),
    ).toBe(true)
    const other = await sim.createOrder({ amountPaise: 180000, currency: 'INR', receipt: 'kala-8-a2' })
    expect(sim.verifyPaymentSignature({ ...input, orderId: other.id })).toBe(false)
    expect(simulator(memoryStore(), { PAYLOAD_SECRET: `${PAYLOAD_SECRET}-other` }).verifyPaymentSignature(input)).toBe(false)
  })

  it('reports a failure as checkout.js does, then takes a successful payment on the same order', async () => {
    const sim = simulator()
    const order = await sim.createOrder({ amountPaise: 180000, currency: 'INR', receipt: 'kala-9-a1' })
    const failed = await sim.simulatePayment(order.id, 'failure', { description: 'Card declined by the issuing bank' })
    expect(failed.checkout).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Card declined by the issuing bank',
        source: 'bank',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: failed.payment.id },
      },
    })
    expect(failed.payment).toMatchObject({ status: 'failed', error_description: 'Card declined by the issuing bank' })
    expect(await sim.createOrder({ amountPaise: 180000, currency: 'INR', receipt: 'kala-9-a1' })).toMatchObject({ status: 'attempted' })

    const paid = await sim.simulatePayment(order.id, 'success')
    expect(paid.payment.id).not.toBe(failed.payment.id)
    expect((await sim.fetchOrderPayments(order.id)).map((p) => [p.id, p.status])).toEqual([
      [failed.payment.id, 'failed'],
      [paid.payment.id, 'captured'],
    ])
    expect(await sim.createOrder({ amountPaise: 180000, currency: 'INR', receipt: 'kala-9-a1' })).toMatchObject({ status: 'paid' })
    const again = await failure(sim.simulatePayment(order.id, 'success'))
    expect(again).toMatchObject({ code: 'invalid_request' })
    expect(again.message).toContain('already been paid')
    const defaultReason = await sim.simulatePayment(
      (await sim.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'kala-9-b' })).id,
      'failure',
    )
    expect(defaultReason.payment.error_description).toMatch(/declined/)
  })

  it('knows only the orders it made', async () => {
    const sim = simulator()
    for (const call of [sim.fetchOrderPayments('order_Zzzzzzzzzzzzzz'), sim.simulatePayment('order_Zzzzzzzzzzzzzz', 'success')]) {
      const error = await failure(call)
      expect(error).toMatchObject({ code: 'invalid_request', httpStatus: 400, providerCode: 'BAD_REQUEST_ERROR' })
      expect(error.message).toBe('The id provided does not exist')
    }
    expect(await failure(sim.fetchOrderPayments('not-an-order'))).toMatchObject({ code: 'invalid_request' })
  })

  it('builds signed webhooks in Razorpay’s shape that verify only on their raw bytes', async () => {
    const sim = simulator()
    const order = await sim.createOrder({ amountPaise: 180000, currency: 'INR', receipt: 'kala-10-a1', notes: { kalaOrder: '10' } })
    const failed = await sim.simulatePayment(order.id, 'failure')
    const { payment } = await sim.simulatePayment(order.id, 'success')

    const captured = await sim.simulateWebhook('payment.captured', payment.id)
    expect(captured.headers['content-type']).toBe('application/json')
    expect(sim.verifyWebhookSignature(captured.rawBody, captured.headers['x-razorpay-signature'])).toBe(true)
    expect(sim.verifyWebhookSignature(Buffer.from(captured.rawBody), captured.headers['x-razorpay-signature'])).toBe(true)
    const reserialised = JSON.stringify(JSON.parse(captured.rawBody), null, 1)
    expect(sim.verifyWebhookSignature(reserialised, captured.headers['x-razorpay-signature'])).toBe(false)
    expect(JSON.parse(captured.rawBody)).toMatchObject({
      entity: 'event',
      account_id: expect.stringMatching(/^acc_/),
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: payment.id,
            entity: 'payment',
            order_id: order.id,
            amount: 180000,
            currency: 'INR',
            status: 'captured',
            captured: true,
          },
        },
      },
      created_at: expect.any(Number),
    })

    const orderPaid = await sim.simulateWebhook('order.paid', payment.id)
    expect(JSON.parse(orderPaid.rawBody)).toMatchObject({
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment: { entity: { id: payment.id, status: 'captured' } },
        order: {
          entity: {
            id: order.id,
            entity: 'order',
            amount: 180000,
            amount_paid: 180000,
            amount_due: 0,
            receipt: 'kala-10-a1',
            status: 'paid',
            attempts: 2,
            notes: { kalaOrder: '10' },
          },
        },
      },
    })

    const failedEvent = await sim.simulateWebhook('payment.failed', failed.payment.id)
    expect(JSON.parse(failedEvent.rawBody).payload.payment.entity).toMatchObject({
      id: failed.payment.id,
      status: 'failed',
      captured: false,
      error_code: 'BAD_REQUEST_ERROR',
      error_description: failed.payment.error_description,
    })

    const redelivered = await sim.simulateWebhook('payment.captured', payment.id)
    expect(redelivered.headers['x-razorpay-event-id']).toBe(captured.headers['x-razorpay-event-id'])
    expect(new Set([captured, orderPaid, failedEvent].map((w) => w.headers['x-razorpay-event-id'])).size).toBe(3)
    expect((await sim.simulateWebhook('order.paid', payment.id, { eventId: 'evt_custom_1' })).headers['x-razorpay-event-id']).toBe(
      'evt_custom_1',
    )
    expect(await failure(sim.simulateWebhook('payment.failed', payment.id))).toMatchObject({ code: 'invalid_request' })
    expect(await failure(sim.simulateWebhook('order.paid', failed.payment.id))).toMatchObject({ code: 'invalid_request' })
  })

  it('signs simulated webhooks with RAZORPAY_WEBHOOK_SECRET when it is set', async () => {
    const sim = simulator(memoryStore(), { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET })
    const order = await sim.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'kala-11-a1' })
    const { payment } = await sim.simulatePayment(order.id, 'success')
    const webhook = await sim.simulateWebhook('payment.captured', payment.id)
    expect(webhook.headers['x-razorpay-signature']).toBe(createHmac('sha256', WEBHOOK_SECRET).update(webhook.rawBody).digest('hex'))
    expect(simulator().verifyWebhookSignature(webhook.rawBody, webhook.headers['x-razorpay-signature'])).toBe(false)
  })

  it('refunds once per idempotency key, in parts up to the amount captured, and refuses the rest', async () => {
    const sim = simulator()
    const order = await sim.createOrder({ amountPaise: 200000, currency: 'INR', receipt: 'kala-12-a1' })
    const { payment } = await sim.simulatePayment(order.id, 'success')

    const half = { paymentId: payment.id, amountPaise: 100000, idempotencyKey: 'refund-kala-12-part1' }
    const first = await sim.refund(half)
    expect(first).toEqual({ id: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/), status: 'processed', amount: 100000 })
    expect(await sim.refund(half)).toEqual(first)
    expect(await sim.fetchOrderPayments(order.id)).toMatchObject([{ id: payment.id, status: 'captured', amount_refunded: 100000 }])

    const reused = await failure(sim.refund({ ...half, amountPaise: 50000 }))
    expect(reused.message).toBe('Different request with the same idempotency key has already been processed.')
    expect(await failure(sim.refund({ ...half, amountPaise: 100001, idempotencyKey: 'refund-kala-12-part2' }))).toMatchObject({
      code: 'invalid_request',
    })

    const second = await sim.refund({ ...half, idempotencyKey: 'refund-kala-12-part2' })
    expect(second.id).not.toBe(first.id)
    expect(await sim.fetchOrderPayments(order.id)).toMatchObject([{ status: 'refunded', amount_refunded: 200000 }])
    expect(await sim.refund({ ...half, idempotencyKey: 'refund-kala-12-part2' })).toEqual(second)
    const more = await failure(sim.refund({ ...half, amountPaise: 100, idempotencyKey: 'refund-kala-12-part3' }))
    expect(more.message).toBe('The payment has been fully refunded already.')

    const other = await sim.createOrder({ amountPaise: 100000, currency: 'INR', receipt: 'kala-12-b1' })
    const { payment: declined } = await sim.simulatePayment(other.id, 'failure')
    expect((await failure(sim.refund({ ...half, paymentId: declined.id, idempotencyKey: 'refund-kala-12-b1' }))).message).toContain(
      'only a captured payment can be refunded',
    )
    expect((await failure(sim.refund({ ...half, paymentId: 'pay_Zzzzzzzzzzzzzz', idempotencyKey: 'refund-kala-12-b2' }))).message).toBe(
      'The id provided does not exist',
    )
    // A key already used for one payment is refused for another, as Razorpay does.
    expect((await failure(sim.refund({ ...half, paymentId: declined.id }))).message).toContain('same idempotency key')
  })
})

describe('simulator on Payload’s key-value store (the server’s setting)', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload()
  })
  afterAll(async () => t?.close())

  it('keeps orders, payments and refunds in the database, where another instance finds them', async () => {
    const env = { PAYLOAD_SECRET: process.env.PAYLOAD_SECRET! }
    const one = simulator(t.payload.kv, env)
    const order = await one.createOrder({ amountPaise: 150000, currency: 'INR', receipt: 'kala-db-a1' })
    const { checkout, payment } = await one.simulatePayment(order.id, 'success')
    if ('error' in checkout) throw new Error('expected a successful checkout')

    // A second gateway object holds nothing in memory: what it sees comes from the database, as
    // for another server instance or the same one after a restart.
    const other = simulator(t.payload.kv, env)
    expect(other.verifyPaymentSignature({ orderId: order.id, paymentId: payment.id, signature: checkout.razorpay_signature })).toBe(true)
    expect(await other.fetchOrderPayments(order.id)).toEqual([payment])
    expect(await other.createOrder({ amountPaise: 150000, currency: 'INR', receipt: 'kala-db-a1' })).toMatchObject({
      id: order.id,
      status: 'paid',
    })
    const refund = await other.refund({ paymentId: payment.id, amountPaise: 150000, idempotencyKey: 'refund-kala-db-a1' })
    expect(await one.refund({ paymentId: payment.id, amountPaise: 150000, idempotencyKey: 'refund-kala-db-a1' })).toEqual(refund)
    expect(await one.fetchOrderPayments(order.id)).toMatchObject([{ status: 'refunded', amount_refunded: 150000 }])

    const rows = await t.payload.find({
      collection: 'payload-kv',
      where: { key: { like: 'payments-simulator:' } },
      overrideAccess: true,
      limit: 0,
    })
    expect(rows.docs.map((d) => d.key).sort()).toEqual(
      [`payments-simulator:order:${order.id}`, `payments-simulator:payment:${payment.id}`, `payments-simulator:refund:${refund.id}`].sort(),
    )
  })

  it('keeps those rows away from every member, staff included', async () => {
    const admin = await makeUser(t.payload, 'admin', 'kv-admin')
    await expect(t.payload.find({ collection: 'payload-kv', overrideAccess: false, user: admin })).rejects.toThrow(/not allowed/i)
  })
})
