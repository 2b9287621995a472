/**
 * Route's transfer calls through intercepted HTTP (issue 19), as the payment calls are tested in
 * payments-gateway: bodies shaped as in Razorpay's Route reference, our key in the notes so a
 * retried create finds its transfer, release as a PATCH of on_hold, a reversal of what is left
 * and none when nothing is.
 */
import nock from 'nock'
import { afterEach, describe, expect, it } from 'vitest'
import { RazorpayGateway } from '../../cms/payments/razorpay'
import { useNock } from './helpers/nock'

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag'
const KEY_SECRET = 'kala_test_key_secret_0001'
const API = 'https://api.razorpay.com'
const gateway = new RazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: 'whsec_0001', timeoutMs: 2_000 })
const razorpay = () => nock(API).matchHeader('authorization', `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`)

// Shaped as the transfer entity in Razorpay's "Create Transfers from Payments" reference.
const transferEntity = {
  id: 'trf_Jzr6OwDvs9nwSq',
  entity: 'transfer',
  status: 'pending',
  source: 'pay_Jzr5Z1WbS7n2Mh',
  recipient: 'acc_HjVXbtpSCIxENR',
  amount: 700000,
  currency: 'INR',
  amount_reversed: 0,
  fees: 0,
  tax: 0,
  notes: { kala_key: 'kala-42-line-a1' },
  linked_account_notes: [],
  on_hold: true,
  on_hold_until: null,
  recipient_settlement_id: null,
  created_at: 1660113590,
  processed_at: null,
  error: { code: null, description: null, reason: null, field: null, step: null, id: 'trf_Jzr6OwDvs9nwSq', source: null, metadata: null },
}
const input = {
  paymentId: 'pay_Jzr5Z1WbS7n2Mh',
  accountId: 'acc_HjVXbtpSCIxENR',
  amountPaise: 700000,
  onHold: true,
  key: 'kala-42-line-a1',
}

describe('Route transfers through intercepted HTTP', () => {
  useNock()
  afterEach(() => {
    const pending = nock.pendingMocks()
    nock.cleanAll()
    expect(pending).toEqual([])
  })

  it('creates a held transfer from the payment with our key in its notes', async () => {
    let sent: unknown
    razorpay().get('/v1/payments/pay_Jzr5Z1WbS7n2Mh/transfers').reply(200, { entity: 'collection', count: 0, items: [] })
    razorpay()
      .post('/v1/payments/pay_Jzr5Z1WbS7n2Mh/transfers', (body) => {
        sent = body
        return true
      })
      .reply(200, { entity: 'collection', count: 1, items: [transferEntity] })
    const transfer = await gateway.transferFromPayment(input)
    expect(sent).toEqual({
      transfers: [
        { account: 'acc_HjVXbtpSCIxENR', amount: 700000, currency: 'INR', on_hold: true, notes: { kala_key: 'kala-42-line-a1' } },
      ],
    })
    expect(transfer).toEqual({
      id: 'trf_Jzr6OwDvs9nwSq',
      source: 'pay_Jzr5Z1WbS7n2Mh',
      recipient: 'acc_HjVXbtpSCIxENR',
      amount: 700000,
      amount_reversed: 0,
      on_hold: true,
      status: 'pending',
      key: 'kala-42-line-a1',
    })
  })

  it('finds the transfer a timed-out create made instead of making a second', async () => {
    const other = { ...transferEntity, id: 'trf_Other000000001', notes: { kala_key: 'kala-42-line-b2' } }
    razorpay()
      .get('/v1/payments/pay_Jzr5Z1WbS7n2Mh/transfers')
      .reply(200, { entity: 'collection', count: 2, items: [other, { ...transferEntity, on_hold: 1 }] })
    expect(await gateway.transferFromPayment(input)).toMatchObject({ id: 'trf_Jzr6OwDvs9nwSq', on_hold: true })
  })

  it('releases by lifting the hold, and reads the processed transfer back', async () => {
    let sent: unknown
    razorpay()
      .patch('/v1/transfers/trf_Jzr6OwDvs9nwSq', (body) => {
        sent = body
        return true
      })
      .reply(200, { ...transferEntity, on_hold: false, status: 'processed', processed_at: 1660200000 })
    expect(await gateway.releaseTransfer('trf_Jzr6OwDvs9nwSq')).toMatchObject({ on_hold: false, status: 'processed' })
    expect(sent).toEqual({ on_hold: false })
  })

  it('reverses what is left of a transfer, and nothing when it was already reversed', async () => {
    razorpay()
      .get('/v1/transfers/trf_Jzr6OwDvs9nwSq')
      .reply(200, { ...transferEntity, status: 'processed', on_hold: false })
    let sent: unknown
    razorpay()
      .post('/v1/transfers/trf_Jzr6OwDvs9nwSq/reversals', (body) => {
        sent = body
        return true
      })
      .reply(200, { id: 'rvrsl_Lt09xvyzskI7KZ', entity: 'reversal', transfer_id: 'trf_Jzr6OwDvs9nwSq', amount: 700000, currency: 'INR' })
    expect(await gateway.reverseTransfer('trf_Jzr6OwDvs9nwSq')).toEqual({
      id: 'rvrsl_Lt09xvyzskI7KZ',
      transfer_id: 'trf_Jzr6OwDvs9nwSq',
      amount: 700000,
    })
    expect(sent).toEqual({ amount: 700000 })

    razorpay()
      .get('/v1/transfers/trf_Jzr6OwDvs9nwSq')
      .reply(200, { ...transferEntity, status: 'reversed', amount_reversed: 700000 })
    expect(await gateway.reverseTransfer('trf_Jzr6OwDvs9nwSq')).toMatchObject({ amount: 0 })
  })

  it('refuses malformed ids and keys before any call, and maps Razorpay’s refusal', async () => {
    await expect(gateway.transferFromPayment({ ...input, accountId: 'acc_x/../../v1' })).rejects.toThrow('is not a linked account id')
    await expect(gateway.transferFromPayment({ ...input, key: 'short' })).rejects.toThrow("transfer's key")
    await expect(gateway.releaseTransfer('trf_1/../x')).rejects.toThrow('is not a transfer id')
    razorpay().get('/v1/payments/pay_Jzr5Z1WbS7n2Mh/transfers').reply(200, { entity: 'collection', count: 0, items: [] })
    razorpay()
      .post('/v1/payments/pay_Jzr5Z1WbS7n2Mh/transfers')
      .reply(400, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The sum of amount requested for transfer is greater than the captured amount' },
      })
    await expect(gateway.transferFromPayment(input)).rejects.toMatchObject({ code: 'invalid_request', retryable: false })
  })
})
